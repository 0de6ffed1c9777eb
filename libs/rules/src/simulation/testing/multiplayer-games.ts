// Random games of 3 and 4 players (800.4), seeds 1-10 each: split over spec files so that Jest's
// workers share them (leaving-the-game.spec.ts: 3 players; leaving-the-game-4.spec.ts and
// leaving-the-game-4-2.spec.ts: 4 players, seeds 1-5 and 6-10).
import { expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { RED_GREEN, WHITE_BLUE_BLACK } from '../decks.js';
import { stepProblems } from '../invariants.js';
import { playRandomGame } from '../random-game.js';
import { ruleProblems } from '../rule-checks.js';

const ctx = { cards: cardCatalogue };

/** The games of seeds `first` to `last` between `players` end without an exception, keeping every invariant. */
export function itKeepsEveryInvariantWith(players: string[], first = 1, last = 10): void {
  it(`${players.length}-player random games (seeds ${first}-${last}) end without an exception, keeping every invariant`, () => {
    const decks = players.map((player, i) => ({
      player,
      cards: i % 2 ? WHITE_BLUE_BLACK : RED_GREEN,
    }));
    for (let seed = first; seed <= last; seed++) {
      const problems: string[] = [];
      playRandomGame(ctx, {
        seed,
        decks,
        turnCap: 100,
        onStep: (before, command, events, after) => {
          const remaining = Object.fromEntries(after.players.filter((p) => !p.left).map((p) => [p.id, 60]));
          problems.push(
            ...stepProblems(before, command, events, after, remaining),
            ...ruleProblems(before, events, ctx, after),
          );
        },
      });
      expect({ seed, problems: problems.slice(0, 3) }).toEqual({ seed, problems: [] });
    }
  });
}
