// Random games with the cards that search a library (701.19), shuffle it (701.20), look at its top
// cards (701.16e) and reveal them (701.16a): fetchlands, Rampant Growth, Cultivate, tutors, Impulse,
// Ponder, Ancient Stirrings, Dark Confidant, Balustrade Spy. Every invariant holds after each command,
// and the games do search, shuffle, reveal and put cards back.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameEvent } from '../data/events/game-event.js';
import { stepProblems } from './invariants.js';
import { playRandomGame } from './random-game.js';

const ctx = { cards: cardCatalogue };

/** The lands given, then two of each spell, cut at 60 cards. */
function deck(lands: [number, string][], spells: string[]): string[] {
  const landCards = lands.flatMap(([n, name]) => Array<string>(n).fill(name));
  return [...landCards, ...spells.flatMap((c) => [c, c, c])].slice(0, 60);
}

const GREEN_BLUE = deck(
  [
    [8, 'Forest'],
    [8, 'Island'],
    [2, 'Misty Rainforest'],
    [2, 'Polluted Delta'],
    [2, 'Evolving Wilds'],
    [2, 'Terramorphic Expanse'],
  ],
  [
    'Rampant Growth',
    'Cultivate',
    "Kodama's Reach",
    'Sakura-Tribe Elder',
    'Civic Wayfinder',
    'Impulse',
    'Anticipate',
    'Ponder',
    'Index',
    'Sleight of Hand',
    'Worldly Tutor',
    'Mystical Tutor',
    'Grizzly Bears',
  ],
);

const BLACK_RED = deck(
  [
    [10, 'Swamp'],
    [10, 'Mountain'],
    [4, 'Bloodstained Mire'],
  ],
  [
    'Demonic Tutor',
    'Vampiric Tutor',
    'Diabolic Tutor',
    'Goblin Recruiter',
    'Goblin Piker',
    'Raging Goblin',
    'Lightning Bolt',
    'Shock',
    'Murder',
    'Typhoid Rats',
    'Hill Giant',
    'Sleight of Hand',
  ],
);

const GAMES = 6;

describe('random games that search libraries and look at their top cards', () => {
  it(`seeded games 1-${GAMES} end without an exception, keeping every invariant after each command, and search, shuffle and put cards back`, () => {
    const events: GameEvent[] = [];
    for (let seed = 1; seed <= GAMES; seed++) {
      const problems: string[] = [];
      const game = playRandomGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: GREEN_BLUE },
          { player: 'bob', cards: BLACK_RED },
        ],
        turnCap: 30,
        onStep: (before, command, stepEvents, after) => {
          problems.push(...stepProblems(before, command, stepEvents, after, { alice: 60, bob: 60 }));
        },
      });
      events.push(...game.events);
      expect({ seed, problems: problems.slice(0, 3) }).toEqual({ seed, problems: [] });
    }
    const searches = events.filter(
      (e) => e.type === 'DecisionRequested' && e.decision.prompt.includes('search your library'),
    );
    expect(searches.length).toBeGreaterThan(0);
    expect(events.some((e) => e.type === 'LibraryArranged')).toBe(true);
    // Lands fetched onto the battlefield, cards tutored or taken into a hand (in these decks only searches and looks put them).
    const fromLibrary = events.filter(
      (e) => e.type === 'ZoneChanged' && e.from === 'library' && e.reason === 'put',
    );
    expect(fromLibrary.some((e) => e.type === 'ZoneChanged' && e.to === 'battlefield')).toBe(true);
    expect(fromLibrary.some((e) => e.type === 'ZoneChanged' && e.to === 'hand')).toBe(true);
  });
});

const STIRRINGS = deck(
  [
    [9, 'Forest'],
    [9, 'Island'],
  ],
  [
    'Ancient Stirrings',
    'Augur of Bolas',
    'Coiling Oracle',
    'Zoologist',
    'Llanowar Empath',
    'Interpret the Signs',
    'Think Tank',
    'Rummaging Wizard',
    'Browse',
    'Sol Ring',
    'Grizzly Bears',
    'Counterspell',
    'Giant Growth',
    'Hermit Druid',
  ],
);

const CONFIDANT = deck(
  [
    [11, 'Swamp'],
    [10, 'Mountain'],
  ],
  [
    'Dark Confidant',
    'Balustrade Spy',
    'Baneful Omen',
    'Brutal Deceiver',
    'Destroy the Evidence',
    'Lightning Bolt',
    'Hill Giant',
    'Murder',
    'Typhoid Rats',
    'Shock',
    'Raging Goblin',
    'Goblin Piker',
    'Putrid Cyclops',
  ],
);

describe('random games that reveal the top cards of libraries', () => {
  it('seeded games 1-3 keep every invariant, reveal cards and answer the looks and reveals of their cards', () => {
    const events: GameEvent[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const problems: string[] = [];
      const game = playRandomGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: STIRRINGS },
          { player: 'bob', cards: CONFIDANT },
        ],
        turnCap: 30,
        onStep: (before, command, stepEvents, after) => {
          problems.push(...stepProblems(before, command, stepEvents, after, { alice: 60, bob: 60 }));
        },
      });
      events.push(...game.events);
      expect({ seed, problems: problems.slice(0, 3) }).toEqual({ seed, problems: [] });
    }
    expect(events.some((e) => e.type === 'CardRevealed')).toBe(true);
    expect(events.some((e) => e.type === 'LibraryArranged')).toBe(true);
    const looks = events.filter(
      (e) => e.type === 'DecisionRequested' && e.decision.prompt.includes('of the top cards of your library'),
    );
    expect(looks.length).toBeGreaterThan(0);
  });
});
