// Random games with Vehicles (702.122): every invariant holds after each command, and the random
// players crew, since the legal actions offer each way to crew as a command of its own.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameEvent } from '../data/events/game-event.js';
import { stepProblems } from './invariants.js';
import { playRandomGame } from './random-game.js';

const ctx = { cards: cardCatalogue };

/** The lands given, then four of each spell. */
function deck(lands: [number, string][], spells: string[]): string[] {
  const landCards = lands.flatMap(([n, name]) => Array<string>(n).fill(name));
  return [...landCards, ...spells.flatMap((c) => [c, c, c, c])];
}

const VEHICLES = deck(
  [[24, 'Forest']],
  [
    'Irontread Crusher',
    'Renegade Freighter',
    'Grizzly Bears',
    'Llanowar Elves',
    'Centaur Courser',
    'Hill Giant',
  ],
);
const CREATURES = deck(
  [[24, 'Mountain']],
  ['Hill Giant', 'Grizzly Bears', 'Goblin Piker', 'Gray Ogre', 'Raging Goblin', 'Lightning Bolt'],
);

describe('random games with Vehicles', () => {
  it('keep every invariant, and the players crew their Vehicles into artifact creatures (702.122a)', () => {
    const events: GameEvent[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const problems: string[] = [];
      const game = playRandomGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: VEHICLES },
          { player: 'bob', cards: CREATURES },
        ],
        turnCap: 24,
        onStep: (before, command, stepEvents, after) =>
          problems.push(...stepProblems(before, command, stepEvents, after, { alice: 48, bob: 48 })),
      });
      events.push(...game.events);
      expect({ seed, problems: problems.slice(0, 3) }).toEqual({ seed, problems: [] });
    }
    const crewed = events.filter((e) => e.type === 'EffectCreated' && e.effect.change.kind === 'add-types');
    expect(crewed.length).toBeGreaterThan(0);
  });
});
