// Seeded random games: every player picks at random among its legal actions, checking only those it
// tries, and listing what else than passing it may do only when it means to act
// (`legalCandidateGroups`). Used by `mtg play`, the engine benchmark and the property tests.
// Deterministic for a seed: the players' generator is seeded from it, never from Math.random.
import type { Command, DeckList, Rejection } from '../data/commands/command.js';
import { decide, type DecideResult } from '../decide.js';
import type { RulesContext } from '../data/state/context.js';
import type { GameEvent } from '../data/events/game-event.js';
import { initialState } from '../evolve/evolve.js';
import { legalCandidateGroups, type Candidate, type CandidateGroups } from '../legal-actions.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { dice, roll, shuffled, type Dice } from './dice.js';

export interface RandomGameOptions {
  seed: number;
  decks: DeckList[];
  /** Stop after this many turns (the game is then unfinished). Default 50. */
  turnCap?: number;
  /**
   * Stop after this many player commands (unfinished): random players may repeat an ability with no
   * cost that matters (an untap loop) for ever within one turn. Default: no cap.
   */
  commandCap?: number;
  /** Players pass instead of conceding; concessions would end most random games at once. */
  allowConcede?: boolean;
  /** Called after each accepted command, `StartGame` included (then `before` is `initialState()`). */
  onStep?: (before: GameState, command: Command, events: GameEvent[], after: GameState) => void;
  /** Called for each legal command `decide` refused (a defect: the player then tries another one). */
  onReject?: (state: GameState, command: Command, rejection: Rejection) => void;
}

export interface RandomGameResult {
  state: GameState;
  events: GameEvent[];
  /** Accepted player commands (not counting `StartGame`). */
  commands: number;
  /** Legal commands `decide` refused on the way (a defect of the legal actions: none is expected). */
  rejected: number;
}

/** Who must act now: the player a decision waits for, or the priority holder. */
export function actingPlayer(state: GameState): PlayerId | null {
  return state.decision?.player ?? state.turn.priority;
}

/**
 * The order in which a player tries its candidates. Answers to a decision are tried in random
 * order. With priority, a player acts three times in four: it tries its spells, abilities, land
 * plays and attacks in random order; otherwise (or if none is legal) it passes, and what else it
 * could do is not listed. Mana abilities are tried rarely: payment is automatic, so tapping a land
 * by hand mostly wastes the mana.
 */
function tryOrder({ pass, mana, others }: CandidateGroups, dice: Dice): Candidate[] {
  if (!pass) return shuffled([...others(), ...mana()], dice);
  const acting = roll(dice, 4) !== 0 ? shuffled(others(), dice) : [];
  const tapping = roll(dice, 16) === 0 ? shuffled(mana(), dice).slice(0, 1) : [];
  return [...acting, ...tapping, pass];
}

function startRandomGame(
  ctx: RulesContext,
  options: RandomGameOptions,
): { state: GameState; events: GameEvent[] } {
  const players = options.decks.map((d) => d.player);
  const command: Command = {
    type: 'StartGame',
    gameId: `random-${options.seed}`,
    players,
    decks: options.decks,
    seed: options.seed,
  };
  const before = initialState();
  const start = decide(command, before, ctx);
  if (!start.ok) throw new Error(start.rejection.message);
  options.onStep?.(before, command, start.events, start.state);
  return start;
}

/**
 * The engine threw while a random player chose or sent a command: the state it was in, the command
 * (none while the legal actions were listed) and what was thrown (`cause`).
 */
export class RandomGameError extends Error {
  constructor(
    readonly state: GameState,
    readonly command: Command | undefined,
    cause: unknown,
  ) {
    const what = command
      ? `${command.type} of ${actingPlayer(state)}`
      : `the legal actions of ${actingPlayer(state)}`;
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`${what} in turn ${state.turn.number} (${state.turn.step}) threw: ${why}`, { cause });
    this.name = 'RandomGameError';
  }
}

/** What `call` returns; what it throws, as a RandomGameError of that state and command. */
function engineCall<T>(state: GameState, command: Command | undefined, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new RandomGameError(state, command, error);
  }
}

/**
 * Plays one command for whoever must act: the first of its candidates, in random order, that is
 * legal. `decide` accepts every legal one: a refusal would be a defect of the legal actions, counted.
 */
function playOneCommand(
  ctx: RulesContext,
  options: RandomGameOptions,
  state: GameState,
  dice: Dice,
): { result: Extract<DecideResult, { ok: true }>; rejected: number } {
  const player = actingPlayer(state);
  if (!player) throw new Error(`nobody can act in turn ${state.turn.number}, step ${state.turn.step}`);
  const offered = engineCall(state, undefined, () => legalCandidateGroups(state, player, ctx));
  const groups: CandidateGroups = {
    pass: offered.pass,
    mana: () => engineCall(state, undefined, offered.mana),
    others: () =>
      engineCall(state, undefined, offered.others).filter(
        (c) => options.allowConcede || c.command.type !== 'Concede',
      ),
  };
  let rejected = 0;
  for (const { command, problem } of tryOrder(groups, dice)) {
    if (engineCall(state, command, problem)) continue;
    const result = engineCall(state, command, () => decide(command, state, ctx));
    if (result.ok) {
      options.onStep?.(state, command, result.events, result.state);
      return { result, rejected };
    }
    rejected++;
    options.onReject?.(state, command, result.rejection);
  }
  throw new Error(`${player} has no legal action in turn ${state.turn.number}, step ${state.turn.step}`);
}

export function playRandomGame(ctx: RulesContext, options: RandomGameOptions): RandomGameResult {
  let { state, events } = startRandomGame(ctx, options);
  events = [...events];
  const players = dice(options.seed);
  const cap = options.turnCap ?? 50;
  const commandCap = options.commandCap ?? Infinity;
  let commands = 0;
  let rejected = 0;
  while (!state.over && state.turn.number <= cap && commands < commandCap) {
    const step = playOneCommand(ctx, options, state, players);
    state = step.result.state;
    for (const e of step.result.events) events.push(e);
    commands++;
    rejected += step.rejected;
  }
  return { state, events, commands, rejected };
}
