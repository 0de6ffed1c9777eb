// The game's random generator (103.3 shuffles, 103.1 the starting player): keyed by a secret seed,
// reproducible from it, uniform, and the library objects it numbers say nothing of the decklist.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../../decide.js';
import { initialState } from '../../evolve/evolve.js';
import { randomInt, randomStateOf, seedRandom, shuffle } from './random.js';

const ctx = { cards: cardCatalogue };
const SECRET = 'a'.repeat(64);

describe('the random generator (103.3)', () => {
  it('gives the same shuffle for the same seed and another for another seed', () => {
    const cards = Array.from({ length: 60 }, (_, i) => i);
    const first = shuffle(cards, seedRandom(SECRET));
    expect(shuffle(cards, seedRandom(SECRET))).toEqual(first);
    expect(shuffle(cards, seedRandom('b'.repeat(64))).order).not.toEqual(first.order);
    expect([...first.order].sort((a, b) => a - b)).toEqual(cards);
    expect(first.rng).toEqual({ seed: SECRET, draws: 59 });
  });

  it('draws each value of a range about equally often (no modulo bias)', () => {
    const counts = [0, 0, 0];
    let rng = seedRandom(7);
    for (let i = 0; i < 3000; i++) {
      const r = randomInt(rng, 3);
      counts[r.value]!++;
      rng = r.rng;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(100);
  });

  it('takes an older stream’s 32-bit generator state as a seed, not fit for competition', () => {
    expect(randomStateOf(12345)).toEqual({ seed: 'xorshift32:12345', draws: 0 });
    expect(randomStateOf(seedRandom(SECRET, true))).toEqual({ seed: SECRET, draws: 0, secret: true });
  });
});

describe('starting a game (103.2, 103.3)', () => {
  const cards = Array.from({ length: 40 }, (_, i) => (i < 20 ? 'Mountain' : 'Raging Goblin'));
  const start = (seed: string) => {
    const result = decide(
      {
        type: 'StartGame',
        gameId: 'g',
        players: ['alice', 'bob'],
        decks: [
          { player: 'alice', cards },
          { player: 'bob', cards },
        ],
        seed,
        secretSeed: true,
      },
      initialState(),
      ctx,
    );
    if (!result.ok) throw new Error(result.rejection.message);
    return result;
  };

  it('numbers the library objects in a random order, never in decklist order', () => {
    for (const seed of [SECRET, 'c'.repeat(64), 'd'.repeat(64)]) {
      const started = start(seed).events.find((e) => e.type === 'GameStarted')!;
      const initial = started.type === 'GameStarted' ? started.initial : undefined;
      const names = initial!.players[0]!.library.map((id) => initial!.objects[id]!.name);
      expect(names).not.toEqual(cards);
      expect([...names].sort()).toEqual([...cards].sort());
    }
  });

  it('keeps the secret seed in the state, with the draws made', () => {
    const { state } = start(SECRET);
    expect(state.rng).toMatchObject({ seed: SECRET, secret: true });
    expect(randomStateOf(state.rng).draws).toBeGreaterThan(100);
  });
});
