// Deterministic randomness (DESIGN.md: randomness is an input): a xorshift32 generator whose state
// lives in the game state and is advanced by recorded events.

export function nextRandom(state: number): number {
  let x = state | 0;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0 || 1;
}

/** A uniformly random integer in [0, n), and the generator's next state. */
export function randomInt(rng: number, n: number): { value: number; rng: number } {
  const next = nextRandom(rng);
  return { value: next % n, rng: next };
}

/** A Fisher-Yates shuffle; returns the new order and the generator's state after it. */
export function shuffle<T>(items: readonly T[], rng: number): { order: T[]; rng: number } {
  const order = [...items];
  let state = rng;
  for (let i = order.length - 1; i > 0; i--) {
    const r = randomInt(state, i + 1);
    state = r.rng;
    [order[i], order[r.value]] = [order[r.value]!, order[i]!];
  }
  return { order, rng: state };
}
