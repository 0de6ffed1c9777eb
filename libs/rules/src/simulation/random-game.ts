// Seeded random games: every player picks at random among its legal actions, checking only those it
// tries (`legalCandidates`). Used by `mtg play`, the engine benchmark and the property tests.
// Deterministic for a seed: the players' generator is seeded from it, never from Math.random.
import type { Command, DeckList, Rejection } from '../data/commands/command.js';
import { decide, type DecideResult } from '../decide.js';
import type { RulesContext } from '../data/state/context.js';
import type { GameEvent } from '../data/events/game-event.js';
import { initialState } from '../evolve/evolve.js';
import { legalCandidates, type Candidate } from '../legal-actions.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';

export interface RandomGameOptions {
  seed: number;
  decks: DeckList[];
  /** Stop after this many turns (the game is then unfinished). Default 50. */
  turnCap?: number;
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

/** The players' random number generator: a xorshift32 state, advanced on each draw (fast; not the game's own). */
interface Dice {
  rng: number;
}

function nextRandom(state: number): number {
  let x = state | 0;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0 || 1;
}

function roll(dice: Dice, n: number): number {
  dice.rng = nextRandom(dice.rng);
  return dice.rng % n;
}

/**
 * The order in which a player tries its candidates. Answers to a decision are tried in random
 * order. With priority, a player acts three times in four: it tries its spells, abilities, land
 * plays and attacks in random order; otherwise (or if none is legal) it passes. Mana abilities
 * are tried rarely: payment is automatic, so tapping a land by hand mostly wastes the mana.
 */
function tryOrder(candidates: Candidate[], dice: Dice): Candidate[] {
  const type = (c: Candidate) => c.command.type;
  const pass = candidates.filter((c) => type(c) === 'PassPriority');
  const mana = candidates.filter((c) => type(c) === 'ActivateManaAbility');
  const others = candidates.filter((c) => type(c) !== 'PassPriority' && type(c) !== 'ActivateManaAbility');
  if (!pass.length) return shuffled([...others, ...mana], dice);
  const acting = roll(dice, 4) !== 0 ? shuffled(others, dice) : [];
  const tapping = roll(dice, 16) === 0 ? shuffled(mana, dice).slice(0, 1) : [];
  return [...acting, ...tapping, ...pass];
}

function shuffled<T>(items: T[], dice: Dice): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = roll(dice, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
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
  const candidates = legalCandidates(state, player, ctx).filter(
    (c) => options.allowConcede || c.command.type !== 'Concede',
  );
  let rejected = 0;
  for (const { command, problem } of tryOrder(candidates, dice)) {
    if (problem()) continue;
    const result = decide(command, state, ctx);
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
  const dice: Dice = { rng: nextRandom(options.seed || 1) };
  const cap = options.turnCap ?? 50;
  let commands = 0;
  let rejected = 0;
  while (!state.over && state.turn.number <= cap) {
    const step = playOneCommand(ctx, options, state, dice);
    state = step.result.state;
    for (const e of step.result.events) events.push(e);
    commands++;
    rejected += step.rejected;
  }
  return { state, events, commands, rejected };
}
