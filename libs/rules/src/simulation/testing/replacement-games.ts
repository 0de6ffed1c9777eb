// Random games with the replacement and prevention cards (614-616): 20 seeded games, split over two
// spec files so that Jest's workers share them (replacement-games.spec.ts plays seeds 1-10,
// replacement-games-2.spec.ts seeds 11-20).
import { expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { stepProblems } from '../invariants.js';
import { playRandomGame } from '../random-game.js';

const ctx = { cards: cardCatalogue };
export const REPLACEMENT_GAMES = 20;

/** 24 lands (12 of each), then two of each spell, cut at 60 cards. */
function deck(lands: string[], spells: string[]): string[] {
  return [...lands.flatMap((l) => Array<string>(12).fill(l)), ...spells.flatMap((c) => [c, c])].slice(0, 60);
}

const BLUE_GREEN = deck(
  ['Island', 'Forest'],
  [
    'Thought Reflection',
    'Laboratory Maniac',
    'Doubling Season',
    'Hardened Scales',
    'Fog',
    'River Boa',
    'Endless One',
    'Scarwood Treefolk',
    'Orb of Dreams',
    'Raise the Alarm',
    'Jace Beleren',
    'Giant Growth',
    'Grizzly Bears',
    'Llanowar Elves',
    'Platinum Angel',
    'Darksteel Colossus',
    'Divination',
    'Unsummon',
  ],
);
const WHITE_BLACK_RED = deck(
  ['Plains', 'Swamp', 'Mountain'],
  [
    'Palisade Giant',
    'Blood Scrivener',
    'Drudge Skeletons',
    'Healing Salve',
    'Holy Day',
    'Wojek Apothecary',
    'Rest in Peace',
    'Leyline of the Void',
    'Yixlid Jailer',
    'Gratuitous Violence',
    'Furnace of Rath',
    'Lightning Bolt',
    'Shock',
    'Murder',
    'Diabolic Edict',
    'Zombify',
    'Mind Rot',
  ],
);

/** The games of seeds `first` to `last` end without an exception, keeping every invariant after each command. */
export function itKeepsEveryInvariantInGames(first: number, last: number): void {
  it(`seeded games ${first}-${last} of ${REPLACEMENT_GAMES} end without an exception, keeping every invariant after each command`, () => {
    for (let seed = first; seed <= last; seed++) {
      const problems: string[] = [];
      playRandomGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: BLUE_GREEN },
          { player: 'bob', cards: WHITE_BLACK_RED },
        ],
        turnCap: 60,
        onStep: (before, command, events, after) => {
          problems.push(...stepProblems(before, command, events, after, { alice: 60, bob: 60 }));
        },
      });
      expect({ seed, problems: problems.slice(0, 3) }).toEqual({ seed, problems: [] });
    }
  });
}
