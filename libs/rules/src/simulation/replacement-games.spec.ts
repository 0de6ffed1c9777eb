// Random games with the replacement and prevention cards (614-616) keep every invariant: the
// scheduled game events, decisions among replacement effects and shields work in real play.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/cards';
import { stepProblems } from './invariants.js';
import { playRandomGame } from './random-game.js';

const ctx = { cards: cardCatalogue };

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

describe('random games with replacement and prevention effects', () => {
  it('20 seeded games end without an exception, keeping every invariant after each command', () => {
    for (let seed = 1; seed <= 20; seed++) {
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
});
