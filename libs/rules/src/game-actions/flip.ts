// Flipping (710): a permanent becomes flipped, a status (110.5) it keeps until it leaves the battlefield.
import { emit, type Run } from '../engine/run.js';
import type { ObjectId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

/**
 * 710.4: flipping is one-way: nothing happens to a permanent already flipped. Any permanent may have
 * the status (110.5c); only a flip card, or a copy of one, has other characteristics for it (710.2).
 */
export function flip(run: Run, id: ObjectId): void {
  const permanent = objectOf(run.state, id);
  if (!permanent || permanent.zone !== 'battlefield' || permanent.flipped) return;
  emit(run, { type: 'Flipped', object: id });
}
