// Property tests over seeded random games (issue 3, item 4). By default 120 games with a turn cap of
// 60 (about 160 s on one core of a 2-core machine); the full soak is MTG_RANDOM_GAMES=1000 MTG_RANDOM_TURN_CAP=200 (much longer).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/cards';
import { decide } from '../decide.js';
import type { GameEvent } from '../data/events/game-event.js';
import { evolve, evolveAll, initialState } from '../evolve/evolve.js';
import { legalActions } from '../legal-actions.js';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { RED_GREEN, WHITE_BLUE_BLACK } from './decks.js';
import { nonPlainValue, stepProblems } from './invariants.js';
import { ruleProblems } from './rule-checks.js';
import {
  actingPlayer,
  playRandomGame,
  type RandomGameOptions,
  type RandomGameResult,
} from './random-game.js';

const ctx = { cards: cardCatalogue };
const DECKS = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];
const DECK_SIZES = Object.fromEntries(DECKS.map((d) => [d.player, d.cards.length]));
const GAMES = Number(process.env.MTG_RANDOM_GAMES ?? 120);
const TURN_CAP = Number(process.env.MTG_RANDOM_TURN_CAP ?? 60);
const SLOW = 300_000;

function play(seed: number, options: Partial<RandomGameOptions> = {}): RandomGameResult {
  return playRandomGame(ctx, { seed, decks: DECKS, turnCap: TURN_CAP, ...options });
}

/** The states a game passes through after every `every`-th accepted command. */
function sampleStates(seed: number, every: number): GameState[] {
  const states: GameState[] = [];
  let step = 0;
  play(seed, {
    onStep: (_before, _command, _events, after) =>
      void (++step % every === 0 && !after.over && states.push(after)),
  });
  return states;
}

function replay(events: readonly GameEvent[]): GameState {
  return events.reduce(evolve, initialState());
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function outcome(state: GameState): string {
  if (!state.over) return 'turn cap';
  return state.draw ? 'draw' : 'win or loss';
}

describe('random games between the two 60-card decks', () => {
  it(
    `${GAMES} seeded games (turn cap ${TURN_CAP}) end without an exception, keeping every invariant after every command`,
    () => {
      const outcomes: Record<string, number> = {};
      for (let seed = 1; seed <= GAMES; seed++) {
        const problems: string[] = [];
        const { state, rejected } = play(seed, {
          onStep: (before, command, events, after) =>
            problems.push(
              ...stepProblems(before, command, events, after, DECK_SIZES),
              ...ruleProblems(before, events, ctx),
            ),
        });
        expect({ seed, problems: problems.slice(0, 5) }).toEqual({ seed, problems: [] });
        // Every command legalActions offered was accepted: random players never had to try another.
        expect({ seed, rejected }).toEqual({ seed, rejected: 0 });
        outcomes[outcome(state)] = (outcomes[outcome(state)] ?? 0) + 1;
      }
      expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(GAMES);
      expect(outcomes['win or loss']).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('replaying a game’s events from initialState(), with evolve or evolveAll, gives its final state (5 seeds)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, events } = play(seed);
      expect(replay(events)).toEqual(state);
      expect(evolveAll(initialState(), events)).toEqual(state);
    }
  });

  it('states are plain JSON data: they survive JSON.parse(JSON.stringify(state)) unchanged', () => {
    for (const state of [...sampleStates(6, 97), play(7).state]) {
      expect(nonPlainValue(state)).toBeNull();
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });

  it(
    'a rejected command leaves the state it was given untouched and appends nothing (3 games)',
    () => {
      let rejected = 0;
      for (const seed of [8, 9, 10]) {
        for (const state of sampleStates(seed, 5)) {
          const snapshot = JSON.stringify(state);
          for (const command of nearMisses(state)) {
            const result = decide(command, state, ctx);
            if (result.ok) continue;
            rejected++;
            expect(result).toEqual({
              ok: false,
              rejection: expect.objectContaining({ code: expect.any(String), rule: expect.any(String) }),
            });
            expect(JSON.stringify(state)).toBe(snapshot);
          }
        }
      }
      expect(rejected).toBeGreaterThan(100);
    },
    SLOW,
  );

  it(
    'decide never mutates the state it is given (every state deep-frozen, 3 games)',
    () => {
      for (const seed of [11, 12, 13]) {
        expect(() =>
          play(seed, { onStep: (before, _command, _events, after) => void deepFreeze([before, after]) }),
        ).not.toThrow();
      }
    },
    SLOW,
  );

  it(
    'every action legalActions offers is accepted by decide, and deciding it twice gives the same events (3 games)',
    () => {
      let offered = 0;
      for (const seed of [14, 15, 16]) {
        for (const state of sampleStates(seed, 7)) {
          const player = actingPlayer(state)!;
          const actions = legalActions(state, player, ctx);
          expect(actions.some((a) => a.type !== 'Concede')).toBe(true);
          for (const action of actions) {
            offered++;
            const [first, second] = [decide(action, state, ctx), decide(action, state, ctx)];
            expect({ action, ok: first.ok }).toEqual({ action, ok: true });
            expect(eventsOf(second)).toEqual(eventsOf(first));
          }
        }
      }
      expect(offered).toBeGreaterThan(500);
    },
    SLOW,
  );
});

/**
 * Commands close to legal ones, most of them refused: each action offered to the acting player sent
 * by another player, and each card in the acting player's hand cast with no choices.
 */
function nearMisses(state: GameState): Command[] {
  const player = actingPlayer(state)!;
  const others = state.players.filter((p) => p.id !== player).map((p) => p.id);
  const offered = legalActions(state, player, ctx).filter((c) => c.type !== 'Concede');
  const casts = state.players
    .find((p) => p.id === player)!
    .hand.map((card): Command => ({ type: 'CastSpell', player, card }));
  return [...offered.flatMap((c) => others.map((other) => ({ ...c, player: other }))), ...casts];
}

function eventsOf(result: ReturnType<typeof decide>): GameEvent[] | null {
  return result.ok ? result.events : null;
}
