// Pitting two players against each other over seeded games (`mtg duel`, issue 19): games go in pairs
// of the same seed, the players swapping seats between the two, so that each plays each deck and is
// on the play as often as the other. What each game gives: its winner, its turns, refused commands.
import type { RulesContext } from '../data/state/context.js';
import type { GameState } from '../data/state/game-state.js';
import { heuristicPlayer } from './heuristic/heuristic-player.js';
import { playGame, type Player } from './play-game.js';
import { randomPlayer } from './random-game.js';

/** The players `mtg duel` knows, by name. */
export const PLAYERS = { heuristic: heuristicPlayer, random: randomPlayer } satisfies Record<string, Player>;
export type PlayerName = keyof typeof PLAYERS;

export interface DuelOptions {
  /** The two players, by name: the first and the second. */
  players: [PlayerName, PlayerName];
  /** The two decks (card names), played by each player in turn. */
  decks: [string[], string[]];
  games: number;
  /** The seed of the first pair of games; pair k plays seed + k. */
  seed: number;
  /** Turns at most in a game (then unfinished, a win for neither). Default 50. */
  turnCap?: number;
  /** Called after each game. */
  onGame?: (game: DuelGame) => void;
}

export interface DuelGame {
  seed: number;
  /** Which of the two players (0 or 1) had the first deck. */
  firstDeck: 0 | 1;
  /** Which of the two won (0 or 1), or null for a draw or an unfinished game. */
  winner: 0 | 1 | null;
  turns: number;
  /** Commands `decide` refused: none is expected. */
  rejected: number;
}

export interface DuelReport {
  games: DuelGame[];
  /** Wins of the first and the second player. */
  wins: [number, number];
  /** Games neither won (a draw, or unfinished at the turn cap). */
  neither: number;
  rejected: number;
}

const SEATS = ['alice', 'bob'] as const;

/** Which player won, by their index. */
function winnerOf(state: GameState, seatOf: readonly [0 | 1, 0 | 1]): 0 | 1 | null {
  const seat = SEATS.findIndex((s) => s === state.winner);
  return seat < 0 ? null : seatOf[seat]!;
}

/** Plays the games: in game 2k alice is the first player with the first deck, in game 2k+1 the second. */
export function duel(ctx: RulesContext, options: DuelOptions): DuelReport {
  const report: DuelReport = { games: [], wins: [0, 0], neither: 0, rejected: 0 };
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + Math.floor(i / 2);
    const firstDeck = (i % 2) as 0 | 1;
    // Seat s (alice, bob) plays deck s; the players swap seats in the second game of a pair.
    const seatOf = (firstDeck === 0 ? [0, 1] : [1, 0]) as [0 | 1, 0 | 1];
    const result = playGame(ctx, {
      seed,
      decks: SEATS.map((player, s) => ({ player, cards: options.decks[s]! })),
      players: Object.fromEntries(SEATS.map((player, s) => [player, PLAYERS[options.players[seatOf[s]!]]])),
      turnCap: options.turnCap ?? 50,
    });
    const game: DuelGame = {
      seed,
      firstDeck,
      winner: winnerOf(result.state, seatOf),
      turns: result.state.turn.number,
      rejected: result.rejected,
    };
    report.games.push(game);
    if (game.winner === null) report.neither++;
    else report.wins[game.winner]++;
    report.rejected += game.rejected;
    options.onGame?.(game);
  }
  return report;
}
