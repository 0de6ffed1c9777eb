// The random players' generator: a xorshift32 state advanced on each draw (fast; not the game's own
// generator, which only the rules draw from). Deterministic for a seed, never from Math.random.

export interface Dice {
  rng: number;
}

function nextRandom(state: number): number {
  let x = state | 0;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0 || 1;
}

/** Dice seeded from a number (0 is taken as 1: xorshift never leaves 0). */
export function dice(seed: number): Dice {
  return { rng: nextRandom(seed || 1) };
}

/** A whole number from 0 to n - 1. */
export function roll(dice: Dice, n: number): number {
  dice.rng = nextRandom(dice.rng);
  return dice.rng % n;
}

/** The items in a random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], dice: Dice): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = roll(dice, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
