// 611.2b: an effect that lasts "for as long as [this] remains tapped" ends for good once that
// permanent untaps or leaves the battlefield, even if it is tapped again later.
import { emit, type Run } from '../engine/run.js';
import type { ObjectId } from '../data/state/game-state.js';

/** Ends the effects lasting while one of these permanents remains tapped: they untapped or left. */
export function endWhileTappedEffects(run: Run, permanents: readonly ObjectId[]): void {
  const ending = run.state.effects.filter((e) => e.whileTapped && permanents.includes(e.whileTapped));
  if (ending.length) emit(run, { type: 'EffectsEnded', ids: ending.map((e) => e.id) });
}
