// Seeded games between players that choose among the legal actions (`legalCandidates`, or their groups
// `legalCandidateGroups`, so that a player that passes lists nothing else): each seat is
// given a player (random, heuristic, ...). Used by `mtg play`, `mtg duel`, the engine benchmark and
// the property tests. Deterministic for a seed: the players' dice are seeded from it, never from
// Math.random.
import type { Command, DeckList, Rejection } from '../data/commands/command.js';
import { decide, type DecideResult } from '../decide.js';
import type { RulesContext } from '../data/state/context.js';
import type { GameEvent } from '../data/events/game-event.js';
import { initialState } from '../evolve/evolve.js';
import {
  legalCandidateGroups,
  legalCandidates,
  type Candidate,
  type CandidateGroups,
} from '../legal-actions.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { dice, type Dice } from './dice.js';

/** What a player is shown when it must act: the state, who it is, and the commands that may be legal. */
export interface Turn {
  state: GameState;
  ctx: RulesContext;
  player: PlayerId;
  /** Its legal action candidates (`legalCandidates`), concessions left out unless allowed; listed when asked. */
  candidates: () => readonly Candidate[];
  /**
   * The same in groups (`legalCandidateGroups`): with priority, passing, and the mana abilities and
   * the other actions listed only when asked (a player that passes without acting lists nothing).
   */
  groups: CandidateGroups;
  /** The game's players' dice, seeded from the game's seed. */
  dice: Dice;
}

/**
 * A player: the commands it would send now, best first. The game sends the first whose check passes
 * (`Candidate.problem`); a player that makes up a command (a declaration of its own) vouches for it
 * with `accepted`, and a refusal of it is counted as a defect. Among its commands it should list the
 * candidates it was given, so that one is always legal.
 */
export type Player = (turn: Turn) => Iterable<Candidate>;

export interface GameOptions {
  seed: number;
  decks: DeckList[];
  /** The player of each seat, by player id. */
  players: Record<PlayerId, Player>;
  /** Stop after this many turns (the game is then unfinished). Default 50. */
  turnCap?: number;
  /**
   * Stop after this many player commands (unfinished): random players may repeat an ability with no
   * cost that matters (an untap loop) for ever within one turn. Default: no cap.
   */
  commandCap?: number;
  /** Players may concede; else concessions are not offered (they would end most random games at once). */
  allowConcede?: boolean;
  /** Called after each accepted command, `StartGame` included (then `before` is `initialState()`). */
  onStep?: (before: GameState, command: Command, events: GameEvent[], after: GameState) => void;
  /** Called for each command `decide` refused (a defect: the player then tries its next one). */
  onReject?: (state: GameState, command: Command, rejection: Rejection) => void;
}

export interface GameResult {
  state: GameState;
  events: GameEvent[];
  /** Accepted player commands (not counting `StartGame`). */
  commands: number;
  /** Commands `decide` refused on the way (a defect of the legal actions or of a player: none is expected). */
  rejected: number;
}

/** Who must act now: the player a decision waits for, or the priority holder. */
export function actingPlayer(state: GameState): PlayerId | null {
  return state.decision?.player ?? state.turn.priority;
}

function startGame(ctx: RulesContext, options: GameOptions): { state: GameState; events: GameEvent[] } {
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
 * The engine threw while a player chose or sent a command: the state it was in, the command (none
 * while the legal actions were listed) and what was thrown (`cause`).
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
 * Plays one command for whoever must act: the first of its player's commands that is legal.
 * `decide` accepts every legal one: a refusal would be a defect, counted.
 */
function playOneCommand(
  ctx: RulesContext,
  options: GameOptions,
  state: GameState,
  dice: Dice,
): { result: Extract<DecideResult, { ok: true }>; rejected: number } {
  const player = actingPlayer(state);
  if (!player) throw new Error(`nobody can act in turn ${state.turn.number}, step ${state.turn.step}`);
  const seat = options.players[player];
  if (!seat) throw new Error(`no player is seated for ${player}`);
  const allowed = (c: Candidate) => options.allowConcede || c.command.type !== 'Concede';
  const offered = engineCall(state, undefined, () => legalCandidateGroups(state, player, ctx));
  let all: readonly Candidate[] | undefined;
  const turn: Turn = {
    state,
    ctx,
    player,
    dice,
    candidates: () =>
      (all ??= engineCall(state, undefined, () => legalCandidates(state, player, ctx)).filter(allowed)),
    groups: {
      ...(offered.pass ? { pass: offered.pass } : {}),
      mana: () => engineCall(state, undefined, offered.mana),
      others: () => engineCall(state, undefined, offered.others).filter(allowed),
    },
  };
  let rejected = 0;
  for (const { command, problem } of engineCall(state, undefined, () => seat(turn))) {
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

/** Plays a game from its start until it is over or a cap is reached. */
export function playGame(ctx: RulesContext, options: GameOptions): GameResult {
  let { state, events } = startGame(ctx, options);
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
