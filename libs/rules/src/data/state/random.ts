// The game's randomness (103.3 shuffles, 103.1 the starting player, 701.55a random orders): a keyed
// generator whose state lives in the game state and is advanced by recorded events (randomness is an
// input). Draws are read from HMAC-SHA-256(seed, block number): without the seed, no number of outputs
// predicts the next.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { RandomState } from './game-state.js';

/** The generator of a game's state; older streams kept a 32-bit number, taken as a seed (not secret). */
export function randomStateOf(rng: RandomState | number): RandomState {
  return typeof rng === 'number' ? { seed: `xorshift32:${rng}`, draws: 0 } : rng;
}

/** The generator's first state for a seed; `secret` when the seed was drawn from a cryptographic source. */
export function seedRandom(seed: number | string, secret = false): RandomState {
  return { seed: String(seed), draws: 0, ...(secret ? { secret: true } : {}) };
}

const BYTES = 6; // 48 bits a draw
const PER_BLOCK = 5; // draws from one 32-byte HMAC block
const RANGE = 2 ** (8 * BYTES);
const text = new TextEncoder();

/** A reader of the generator's draws in order, from `rng` on: block B is HMAC-SHA-256(seed, B). */
function drawsFrom(rng: RandomState): { next(): number; count(): number } {
  const keyed = hmac.create(sha256, text.encode(rng.seed));
  let draws = rng.draws;
  let index = -1;
  let block = new Uint8Array(0);
  return {
    next() {
      const wanted = Math.floor(draws / PER_BLOCK);
      if (wanted !== index)
        [index, block] = [
          wanted,
          keyed
            .clone()
            .update(text.encode(String(wanted)))
            .digest(),
        ];
      const at = (draws++ % PER_BLOCK) * BYTES;
      return block.subarray(at, at + BYTES).reduce((n, byte) => n * 256 + byte, 0);
    },
    count: () => draws,
  };
}

/** A uniformly random integer in [0, n): values past the last whole multiple of n are drawn again (no modulo bias). */
function below(draws: ReturnType<typeof drawsFrom>, n: number): number {
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const x = draws.next();
    if (x < limit) return x % n;
  }
}

/** A uniformly random integer in [0, n), and the generator after it. */
export function randomInt(rng: RandomState | number, n: number): { value: number; rng: RandomState } {
  const state = randomStateOf(rng);
  const draws = drawsFrom(state);
  const value = below(draws, n);
  return { value, rng: { ...state, draws: draws.count() } };
}

/** A Fisher-Yates shuffle; returns the new order and the generator's state after it. */
export function shuffle<T>(items: readonly T[], rng: RandomState | number): { order: T[]; rng: RandomState } {
  const order = [...items];
  const state = randomStateOf(rng);
  const draws = drawsFrom(state);
  for (let i = order.length - 1; i > 0; i--) {
    const j = below(draws, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { order, rng: { ...state, draws: draws.count() } };
}
