// The soak (issue 16, item 4): seeded random games between decks drawn from a pool of supported
// cards (`soakDeck`), every invariant (`stepProblems`) and rule checked from the outside
// (`ruleProblems`) after every command, the replay exact (folding a game's events from
// `initialState()` gives the state its last command led to), and the IR node kinds the games ran
// (`ExercisedKinds`) against those the pool's cards use. Whatever goes wrong is a finding naming the
// game's seed, the command and the problem; a game the engine throws in ends there, and the soak
// goes on with the next one.
import type { Command } from '../../data/commands/command.js';
import type { RulesContext } from '../../data/state/context.js';
import type { GameEvent } from '../../data/events/game-event.js';
import type { GameState, PlayerId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { evolve, initialState } from '../../evolve/evolve.js';
import { dice } from '../dice.js';
import { stepProblems } from '../invariants.js';
import { playRandomGame, RandomGameError, type RandomGameResult } from '../random-game.js';
import { ruleProblems } from '../rule-checks.js';
import { firstDifference } from './difference.js';
import { ExercisedKinds } from './exercised.js';
import { cardKinds, type IrKind } from './ir-kinds.js';
import type { SoakPool } from './soak-decks.js';
import { randomPairing, type SoakPairing } from './soak-pairings.js';

const PLAYERS: readonly PlayerId[] = ['alice', 'bob'];
/** The problems of one game reported at most (its first ones): one defect often breaks every later state. */
const PROBLEMS_PER_GAME = 3;

export interface SoakOptions {
  ctx: RulesContext;
  /** The cards whose IR node kinds are reported, and the decks are drawn from unless `pairing` says. */
  pool: SoakPool;
  /** Who plays whom in each game (default: two decks drawn from the pool, `randomPairing`). */
  pairing?: SoakPairing;
  /** Games played, of seeds `seed` to `seed + games - 1`. */
  games: number;
  seed: number;
  turnCap: number;
  /**
   * Player commands at most in a game (default `COMMAND_CAP`): random players may repeat an ability
   * whose cost is nothing to them (an untap loop) for ever in one turn.
   */
  commandCap?: number;
  /** Called after each game, for progress. */
  onGame?: (game: SoakGame) => void;
}

/** Something that went wrong: in the game of `seed`, at `command` (where it was), what. */
export interface SoakFinding {
  seed: number;
  command: string;
  problem: string;
  /** The cards the command and the stack name: those to look at first. */
  cards: string[];
}

export interface SoakGame {
  seed: number;
  decks: { player: PlayerId; name?: string; colors: string; cards: string[] }[];
  commands: number;
  turns: number;
  outcome: 'win or loss' | 'draw' | 'turn cap' | 'command cap' | 'engine error';
  /** Who won, when the game has a winner. */
  winner?: PlayerId;
  findings: SoakFinding[];
}

/** An IR node kind a pool card uses, and the first few cards that use it. */
export interface KindUse {
  kind: IrKind;
  cards: string[];
}

export interface SoakReport {
  games: SoakGame[];
  commands: number;
  findings: SoakFinding[];
  /** The kinds the pool's cards use that some game ran, and those none did; sorted. */
  exercised: KindUse[];
  notExercised: KindUse[];
}

/** Commands at most in a game unless told: about three times what a 30-turn game takes. */
export const COMMAND_CAP = 2500;

/** How many cards a kind's use names. */
const EXAMPLES = 3;

/** Plays the soak's games and reports them. */
export function soak(options: SoakOptions): SoakReport {
  const exercised = new ExercisedKinds(options.ctx);
  const games: SoakGame[] = [];
  for (let seed = options.seed; seed < options.seed + options.games; seed++) {
    const game = soakGame(options, seed, exercised);
    games.push(game);
    options.onGame?.(game);
  }
  const uses = kindUses(options.ctx, options.pool);
  return {
    games,
    commands: games.reduce((n, g) => n + g.commands, 0),
    findings: games.flatMap((g) => g.findings),
    exercised: uses.filter((use) => exercised.kinds.has(use.kind)),
    notExercised: uses.filter((use) => !exercised.kinds.has(use.kind)),
  };
}

/** Every kind the pool's cards use, with the first cards (in pool order) that use it. */
export function kindUses(ctx: RulesContext, pool: SoakPool): KindUse[] {
  const uses = new Map<IrKind, string[]>();
  for (const name of [...pool.lands, ...pool.spells.map((s) => s.name)])
    for (const kind of cardKinds(ctx.cards.require(name))) {
      const cards = uses.get(kind) ?? [];
      if (cards.length < EXAMPLES) cards.push(name);
      uses.set(kind, cards);
    }
  return [...uses].map(([kind, cards]) => ({ kind, cards })).sort((a, b) => a.kind.localeCompare(b.kind));
}

/** One game of the soak: played, checked after every command, replayed. */
export function soakGame(options: SoakOptions, seed: number, exercised: ExercisedKinds): SoakGame {
  const players = dice(seed);
  const pair = (options.pairing ?? randomPairing(options.pool))(seed, players);
  const decks = PLAYERS.map((player, i) => ({ player, ...pair[i]! }));
  const deckSizes = Object.fromEntries(decks.map((d) => [d.player, d.cards.length]));
  const findings: SoakFinding[] = [];
  const found = (state: GameState, command: Command, problem: string) => {
    if (findings.length < PROBLEMS_PER_GAME)
      findings.push({ seed, command: commandText(state, command), problem, cards: cardsOf(state, command) });
  };
  const events: GameEvent[] = [];
  let last = initialState();
  let commands = -1; // StartGame is no player's command
  let outcome: SoakGame['outcome'];
  let winner: PlayerId | undefined;
  try {
    const result = playRandomGame(options.ctx, {
      seed,
      decks,
      turnCap: options.turnCap,
      commandCap: options.commandCap ?? COMMAND_CAP,
      onStep: (before, command, stepEvents, after) => {
        const problems = [
          ...stepProblems(before, command, stepEvents, after, deckSizes),
          ...ruleProblems(before, stepEvents, options.ctx, after),
        ];
        for (const problem of problems) found(before, command, problem);
        exercised.observe(before, stepEvents, after);
        events.push(...stepEvents);
        last = after;
        commands++;
      },
      onReject: (state, command, rejection) =>
        found(
          state,
          command,
          `a legal command was refused: ${rejection.code} (${rejection.rule}) ${rejection.message}`,
        ),
    });
    outcome = outcomeOf(result, options.commandCap ?? COMMAND_CAP);
    winner = result.state.winner;
  } catch (error) {
    if (!(error instanceof RandomGameError)) throw error;
    outcome = 'engine error';
    findings.push({
      seed,
      command: error.command
        ? commandText(error.state, error.command)
        : `listing the legal actions in ${turnText(error.state)}`,
      problem: `the engine threw: ${thrown(error.cause)}`,
      cards: error.command ? cardsOf(error.state, error.command) : stackCards(error.state),
    });
  }
  const replayed = firstDifference(events.reduce(evolve, initialState()), last);
  if (replayed) findings.push({ seed, command: 'the replay of its events', problem: replayed, cards: [] });
  return {
    seed,
    decks: decks.map((d) => ({
      player: d.player,
      ...(d.name ? { name: d.name } : {}),
      colors: d.colors.join(''),
      cards: d.cards,
    })),
    commands: Math.max(commands, 0),
    turns: last.turn.number,
    outcome,
    ...(winner ? { winner } : {}),
    findings,
  };
}

function outcomeOf(result: RandomGameResult, commandCap: number): SoakGame['outcome'] {
  if (result.state.over) return result.state.draw ? 'draw' : 'win or loss';
  return result.commands >= commandCap ? 'command cap' : 'turn cap';
}

/** What was thrown, and where: the message and the first frame of its stack. */
function thrown(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const frame = cause.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return frame ? `${cause.message} (${frame.trim()})` : cause.message;
}

function turnText(state: GameState): string {
  return `turn ${state.turn.number} (${state.turn.step})`;
}

/** "CastSpell of alice (Lightning Bolt) in turn 3 (main1)". */
function commandText(state: GameState, command: Command): string {
  const named = namedCards(state, command);
  const player = 'player' in command ? ` of ${command.player}` : '';
  return `${command.type}${player}${named.length ? ` (${named.join(', ')})` : ''} in ${turnText(state)}`;
}

/** The cards a command names: the card cast or played, the source of an ability. */
function namedCards(state: GameState, command: Command): string[] {
  const ids = [
    'card' in command ? command.card : undefined,
    'source' in command ? command.source : undefined,
  ];
  return ids.flatMap((id) =>
    typeof id === 'string' && objectOf(state, id) ? [objectOf(state, id)!.name] : [],
  );
}

/** The names of the objects on the stack, top first. */
function stackCards(state: GameState): string[] {
  return state.stack.map((id) => objectOf(state, id)!.name).reverse();
}

function cardsOf(state: GameState, command: Command): string[] {
  return [...new Set([...namedCards(state, command), ...stackCards(state)])];
}
