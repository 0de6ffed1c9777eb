// The game's randomness (103.3 shuffles, 103.1 the starting player, 701.55a random orders): a keyed
// generator whose state lives in the game state and is advanced by recorded events (randomness is an
// input). Draw N is HMAC-SHA-256(seed, N): without the seed, no number of outputs predicts the next.
import { createHmac } from 'node:crypto';
import type { RandomState } from '../state/game-state.js';

/** The generator of a game's state; older streams kept a 32-bit number, taken as a seed (not secret). */
export function randomStateOf(rng: RandomState | number): RandomState {
  return typeof rng === 'number' ? { seed: `xorshift32:${rng}`, draws: 0 } : rng;
}

/** The generator's first state for a seed; `secret` when the seed was drawn from a cryptographic source. */
export function seedRandom(seed: number | string, secret = false): RandomState {
  return { seed: String(seed), draws: 0, ...(secret ? { secret: true } : {}) };
}

const BITS = 48;
const RANGE = 2 ** BITS;

function draw(rng: RandomState): number {
  return createHmac('sha256', rng.seed).update(String(rng.draws)).digest().readUIntBE(0, BITS / 8);
}

/** A uniformly random integer in [0, n) (rejection sampling: no modulo bias), and the generator after it. */
export function randomInt(rng: RandomState | number, n: number): { value: number; rng: RandomState } {
  let state = randomStateOf(rng);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const x = draw(state);
    state = { ...state, draws: state.draws + 1 };
    if (x < limit) return { value: x % n, rng: state };
  }
}

/** A Fisher-Yates shuffle; returns the new order and the generator's state after it. */
export function shuffle<T>(items: readonly T[], rng: RandomState | number): { order: T[]; rng: RandomState } {
  const order = [...items];
  let state = randomStateOf(rng);
  for (let i = order.length - 1; i > 0; i--) {
    const r = randomInt(state, i + 1);
    state = r.rng;
    [order[i], order[r.value]] = [order[r.value]!, order[i]!];
  }
  return { order, rng: state };
}
