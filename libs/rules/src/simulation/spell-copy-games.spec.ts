// Games with copies of spells (707.10): storm (702.40), replicate (702.56), buyback (702.27) and
// "copy target instant or sorcery spell", played by the heuristic player against the random player:
// every invariant holds after each command, no command is refused, and the players do pay buyback and
// replicate costs and make copies.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameEvent } from '../data/events/game-event.js';
import { heuristicPlayer } from './heuristic/heuristic-player.js';
import { stepProblems } from './invariants.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-game.js';

const ctx = { cards: cardCatalogue };

/** The lands given, then four of each spell. */
function deck(lands: [number, string][], spells: string[]): string[] {
  const landCards = lands.flatMap(([n, name]) => Array<string>(n).fill(name));
  return [...landCards, ...spells.flatMap((c) => [c, c, c, c])];
}

const IZZET = deck(
  [
    [12, 'Mountain'],
    [12, 'Island'],
  ],
  ['Grapeshot', 'Pyromatics', 'Capsize', 'Twincast', 'Reverberate', 'Lightning Bolt', 'Shock', 'Hill Giant'],
);
const GREEN_BLUE = deck(
  [
    [12, 'Forest'],
    [12, 'Island'],
  ],
  ['Grizzly Bears', 'Hill Giant', 'Train of Thought', 'Reiterate', 'Counterspell', 'Capsize', 'Giant Growth'],
);

const GAMES = 4;

describe('games with copies of spells, storm, replicate and buyback', () => {
  it(`seeded games 1-${GAMES} keep every invariant, refuse nothing, and copy, replicate and buy back spells`, () => {
    const events: GameEvent[] = [];
    for (let seed = 1; seed <= GAMES; seed++) {
      const problems: string[] = [];
      const seats = seed % 2 ? [heuristicPlayer, randomPlayer] : [randomPlayer, heuristicPlayer];
      const game = playGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: IZZET },
          { player: 'bob', cards: GREEN_BLUE },
        ],
        players: { alice: seats[0]!, bob: seats[1]! },
        turnCap: 30,
        onStep: (before, command, stepEvents, after) =>
          problems.push(...stepProblems(before, command, stepEvents, after, { alice: 56, bob: 52 })),
      });
      events.push(...game.events);
      expect({ seed, rejected: game.rejected, problems: problems.slice(0, 3) }).toEqual({
        seed,
        rejected: 0,
        problems: [],
      });
    }
    const cast = events.filter((e) => e.type === 'SpellCast');
    expect(events.some((e) => e.type === 'SpellCopied')).toBe(true);
    expect(cast.some((e) => e.type === 'SpellCast' && e.stack.buyback)).toBe(true);
    expect(cast.some((e) => e.type === 'SpellCast' && (e.stack.replicated ?? 0) > 0)).toBe(true);
  });
});
