// Choices made at random (701.8b "discards a card at random", 701.16a "reveals a card at random"):
// the game's random source picks, and the event records the generator after it so replays agree.
import { emit, type Run } from '../engine/run.js';
import type { ObjectId, PlayerId, RandomState } from '../data/state/game-state.js';
import { randomStateOf, shuffle } from '../data/state/random.js';

/** `count` of `from` picked by the generator `rng` (all of them when there are no more), and the generator after. */
export function pickAtRandom(
  from: readonly ObjectId[],
  count: number,
  rng: RandomState | number,
): { objects: ObjectId[]; rng: RandomState } {
  if (count >= from.length) return { objects: [...from], rng: randomStateOf(rng) };
  const { order, rng: after } = shuffle(from, rng);
  return { objects: order.slice(0, count), rng: after };
}

/** `count` of `from` chosen at random for `player`, recorded (nothing is drawn when the choice is forced). */
export function chooseAtRandom(
  run: Run,
  player: PlayerId,
  from: readonly ObjectId[],
  count: number,
): ObjectId[] {
  if (count >= from.length) return [...from];
  const { objects, rng } = pickAtRandom(from, count, run.state.rng);
  emit(run, { type: 'ChosenAtRandom', player, from: [...from], objects, draws: rng.draws });
  return objects;
}
