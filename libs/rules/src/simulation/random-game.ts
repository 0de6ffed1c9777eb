// Seeded random games: every player picks uniformly among its legal actions. Used by `mtg play`,
// the engine benchmark and the property tests. Deterministic for a seed.
import type { Command, Rejection } from '../commands/command.js';
import { decide } from '../decide.js';
import type { RulesContext } from '../engine/context.js';
import type { GameEvent } from '../events/game-event.js';
import { initialState } from '../evolve.js';
import { candidateActions } from '../legal-actions.js';
import type { GameState, PlayerId } from '../state/game-state.js';
import { nextRandom } from '../setup/random.js';

export interface RandomGameOptions {
  seed: number;
  decks: { player: PlayerId; cards: string[] }[];
  /** Stop after this many turns (the game is then unfinished). */
  turnCap?: number;
  /** Players pass instead of conceding; concessions would end most random games at once. */
  allowConcede?: boolean;
  /** Called after each accepted command, for invariant checks. */
  onStep?: (before: GameState, command: Command, events: GameEvent[], after: GameState) => void;
  /** Called for each candidate `decide` refused (the player then tries another one). */
  onReject?: (state: GameState, command: Command, rejection: Rejection) => void;
}

export interface RandomGameResult {
  state: GameState;
  events: GameEvent[];
  commands: number;
}

/** Who must act now: the player a decision waits for, or the priority holder. */
export function actingPlayer(state: GameState): PlayerId | null {
  return state.decision?.player ?? state.turn.priority;
}

export function playRandomGame(ctx: RulesContext, options: RandomGameOptions): RandomGameResult {
  const players = options.decks.map((d) => d.player);
  const start = decide(
    {
      type: 'StartGame',
      gameId: `random-${options.seed}`,
      players,
      decks: options.decks,
      seed: options.seed,
    },
    initialState(),
    ctx,
  );
  if (!start.ok) throw new Error(start.rejection.message);
  let state = start.state;
  const events = [...start.events];
  let rng = nextRandom(options.seed || 1);
  let commands = 0;
  const cap = options.turnCap ?? 50;
  while (!state.over && state.turn.number <= cap) {
    const player = actingPlayer(state);
    if (!player) throw new Error(`nobody can act in turn ${state.turn.number}, step ${state.turn.step}`);
    const actions = candidateActions(state, player, ctx).filter(
      (c) => options.allowConcede || c.type !== 'Concede',
    );
    // Try candidates in a random order until one is accepted; passing (or the first answer) always is.
    for (;;) {
      if (!actions.length) throw new Error(`${player} has no legal action in step ${state.turn.step}`);
      rng = nextRandom(rng);
      const at = pickIndex(actions, rng);
      const command = actions[at]!;
      const result = decide(command, state, ctx);
      if (!result.ok) {
        options.onReject?.(state, command, result.rejection);
        actions.splice(at, 1);
        continue;
      }
      options.onStep?.(state, command, result.events, result.state);
      state = result.state;
      for (const e of result.events) events.push(e);
      commands++;
      break;
    }
  }
  return { state, events, commands };
}

/** Passing is one choice among many; it is picked a third of the time so that games make progress. */
function pickIndex(actions: Command[], rng: number): number {
  const pass = actions.findIndex((c) => c.type === 'PassPriority');
  const others = actions.length - (pass >= 0 ? 1 : 0);
  if (pass >= 0 && (others === 0 || rng % 3 === 0)) return pass;
  const k = (rng >>> 2) % others;
  return pass >= 0 && k >= pass ? k + 1 : k;
}
