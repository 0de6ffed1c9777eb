import { performance } from 'node:perf_hooks';
import { cardCatalogue } from '@mtg/oracle';
import { decide, kikiJikiLoop, objectOf } from '@mtg/rules';

/** Issue 7: 1,000 repetitions of the Kiki-Jiki and Pestermite loop, as a shortcut, well under a second. */
export const LOOP_TARGET_MS = 200;

export interface LoopFigures {
  repetitions: number;
  /** The proposal, checked by playing the shortcut on a copy of the game (729.2a). */
  proposeMs: number;
  /** The acceptance that takes the shortcut (729.2c). */
  takeMs: number;
  events: number;
}

/** Times the proposal and the acceptance of `kikiJikiLoop` (the best of `runs`). */
export function measureLoop(repetitions: number, runs: number): LoopFigures {
  const loop = kikiJikiLoop(repetitions, cardCatalogue);
  let best: LoopFigures | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const proposed = decide(loop.propose, loop.before, loop.ctx);
    const proposedAt = performance.now();
    if (!proposed.ok) throw new Error(proposed.rejection.message);
    const taken = decide(loop.accept, proposed.state, loop.ctx);
    const end = performance.now();
    if (!taken.ok) throw new Error(taken.rejection.message);
    const tokens = taken.state.battlefield.filter((id) => objectOf(taken.state, id)!.token).length;
    if (tokens !== repetitions) throw new Error(`${tokens} tokens after ${repetitions} repetitions`);
    const figures = {
      repetitions,
      proposeMs: proposedAt - start,
      takeMs: end - proposedAt,
      events: taken.events.length,
    };
    if (!best || figures.proposeMs + figures.takeMs < best.proposeMs + best.takeMs) best = figures;
  }
  return best!;
}
