// Property tests over seeded random games (issue 3, item 4). This file plays part 1 of the seeded
// games (testing/property-games.ts; properties-2..4.spec.ts play the other parts) and checks, on
// games it has played, the properties that need only a few: each game is played once, and what
// those properties read of it is recorded on the way.
import { describe, expect, it } from '@jest/globals';
import { decide } from '../decide.js';
import type { GameEvent } from '../data/events/game-event.js';
import { evolve, evolveAll, initialState } from '../evolve/evolve.js';
import { legalActions } from '../legal-actions.js';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { nonPlainValue } from './invariants.js';
import { actingPlayer, type RandomGameResult } from './random-game.js';
import {
  ctx,
  itKeepsEveryInvariant,
  play,
  SLOW,
  type PlaySeed,
  type StepHook,
} from './testing/property-games.js';

/**
 * What the properties below read of the games of seeds 1 to 16: the result (final state and
 * events), the states after every `every`-th accepted command (not over), and for `freeze`, whether
 * the game could be played with every state deep-frozen as soon as `decide` returned it.
 */
const KEPT: Record<number, { every?: number; freeze?: true }> = {
  1: {},
  2: {},
  3: {},
  4: {},
  5: {},
  6: { every: 97 },
  7: {},
  8: { every: 5 },
  9: { every: 5 },
  10: { every: 5 },
  11: { freeze: true },
  12: { freeze: true },
  13: { freeze: true },
  14: { every: 7 },
  15: { every: 7 },
  16: { every: 7 },
};

interface KeptGame {
  result: RandomGameResult;
  /** The states after every `every`-th accepted command, `StartGame` included, while not over. */
  samples: GameState[];
}

const kept = new Map<number, KeptGame>();

/** Plays a kept seed's game, recording what the properties read of it; `check` sees every command. */
function playKept(seed: number, check?: StepHook): KeptGame {
  const { every, freeze } = KEPT[seed]!;
  const samples: GameState[] = [];
  let step = 0;
  const result = play(seed, {
    onStep: (before, command, events, after) => {
      check?.(before, command, events, after);
      if (freeze) deepFreeze([before, after]);
      if (every && ++step % every === 0 && !after.over) samples.push(after);
    },
  });
  const game = { result, samples };
  kept.set(seed, game);
  return game;
}

/**
 * Part 1 plays the kept seeds with `playKept`. A frozen game that throws is played again unfrozen
 * for the checks, and is not kept: the property that decide never mutates its state plays it again,
 * frozen, and reports what it throws.
 */
const playPartOne: PlaySeed = (seed, check, restart) => {
  if (!KEPT[seed]) return play(seed, { onStep: check });
  try {
    return playKept(seed, check).result;
  } catch (error) {
    if (!KEPT[seed].freeze) throw error;
    restart();
    return play(seed, { onStep: check });
  }
};

/** A kept seed's game: as part 1 played it, or played now (when this test runs without part 1). */
function keptGame(seed: number): KeptGame {
  return kept.get(seed) ?? playKept(seed);
}

/** The states a game passes through after every `every`-th accepted command. */
function sampleStates(seed: number, every: number): GameState[] {
  expect(KEPT[seed]?.every).toBe(every);
  return keptGame(seed).samples;
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

describe('random games between the two 60-card decks', () => {
  itKeepsEveryInvariant(1, playPartOne);

  it('replaying a game’s events from initialState(), with evolve or evolveAll, gives its final state (5 seeds)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, events } = keptGame(seed).result;
      expect(replay(events)).toEqual(state);
      expect(evolveAll(initialState(), events)).toEqual(state);
    }
  });

  it('states are plain JSON data: they survive JSON.parse(JSON.stringify(state)) unchanged', () => {
    for (const state of [...sampleStates(6, 97), keptGame(7).result.state]) {
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
        // Part 1 played the game frozen, or it threw: then it is played frozen again here.
        expect(() => kept.get(seed) ?? playKept(seed)).not.toThrow();
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
