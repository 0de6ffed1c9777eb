// The seeded random games of the property tests (issue 3, item 4): by default 120 games with a turn
// cap of 60; the full soak is MTG_RANDOM_GAMES=1000 MTG_RANDOM_TURN_CAP=200 (much longer). Jest runs
// a spec file in one worker, so the games are split in PARTS parts of consecutive seeds, one spec file
// each (simulation/properties.spec.ts plays part 1, simulation/properties-N.spec.ts part N), and the
// workers share them. Together the parts play every seed from 1 to MTG_RANDOM_GAMES once.
import { expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { RED_GREEN, WHITE_BLUE_BLACK } from '../decks.js';
import { stepProblems } from '../invariants.js';
import { playRandomGame, type RandomGameOptions, type RandomGameResult } from '../random-game.js';
import { ruleProblems } from '../rule-checks.js';

export const ctx = { cards: cardCatalogue };
export const DECKS = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];
const DECK_SIZES = Object.fromEntries(DECKS.map((d) => [d.player, d.cards.length]));
export const GAMES = Number(process.env.MTG_RANDOM_GAMES ?? 120);
export const TURN_CAP = Number(process.env.MTG_RANDOM_TURN_CAP ?? 60);
export const SLOW = 300_000;
export const PARTS = 4;

export type StepHook = NonNullable<RandomGameOptions['onStep']>;
type GameState = RandomGameResult['state'];

/** The game of a seed, between the two decks, with the turn cap of the property tests. */
export function play(seed: number, options: Partial<RandomGameOptions> = {}): RandomGameResult {
  return playRandomGame(ctx, { seed, decks: DECKS, turnCap: TURN_CAP, ...options });
}

/**
 * How a part plays a seed's game with `check` called after every command: by default `play`. A part
 * that records what other properties read of some games plays those itself (and if it must play a
 * game again, it calls `restart` first, so that the checks start over).
 */
export type PlaySeed = (seed: number, check: StepHook, restart: () => void) => RandomGameResult;

/** The seeds of a part (1 to PARTS): consecutive, from `first` to `last`. */
export function partSeeds(part: number): { first: number; last: number } {
  return { first: Math.floor(((part - 1) * GAMES) / PARTS) + 1, last: Math.floor((part * GAMES) / PARTS) };
}

function outcome(state: GameState): string {
  if (!state.over) return 'turn cap';
  return state.draw ? 'draw' : 'win or loss';
}

/**
 * The test of a part: the games of its seeds end without an exception, keep every invariant
 * (`stepProblems`) and every rule checked from the outside (`ruleProblems`) after every command, and
 * the random players never try a command that is refused; at least one of them ends in a win or loss.
 */
export function itKeepsEveryInvariant(
  part: number,
  playSeed: PlaySeed = (seed, check) => play(seed, { onStep: check }),
): void {
  const { first, last } = partSeeds(part);
  const title = `seeded games ${first}-${last} of ${GAMES} (turn cap ${TURN_CAP}) end without an exception, keeping every invariant after every command`;
  if (last < first) return it.skip(title, () => undefined);
  it(
    title,
    () => {
      const outcomes: Record<string, number> = {};
      for (let seed = first; seed <= last; seed++) {
        let problems: string[] = [];
        const check: StepHook = (before, command, events, after) =>
          void problems.push(
            ...stepProblems(before, command, events, after, DECK_SIZES),
            ...ruleProblems(before, events, ctx, after),
          );
        const { state, rejected } = playSeed(seed, check, () => (problems = []));
        expect({ seed, problems: problems.slice(0, 5) }).toEqual({ seed, problems: [] });
        // Every command legalActions offered was accepted: random players never had to try another.
        expect({ seed, rejected }).toEqual({ seed, rejected: 0 });
        outcomes[outcome(state)] = (outcomes[outcome(state)] ?? 0) + 1;
      }
      expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(last - first + 1);
      expect(outcomes['win or loss']).toBeGreaterThan(0);
    },
    SLOW,
  );
}
