// The Magic Tournament Rules (MTR) of a match, as small pure functions: the decks a player may
// register and present (MTR 6.1, 7.1, 3.16), who chooses to play or draw (MTR 2.2), when the match
// is over and its result (MTR 2.1), and the clock: the round's end, time extensions, and the
// additional turns after time is called (MTR 2.4).
import type { DeckText } from '@mtg/cards';

/** MTR 2.1: a match is best of three games, or one game (a single-game match). */
export type MatchFormat = 'best-of-three' | 'one-game';

/** Constructed decks are built before the event (MTR 6), limited ones from a pool at it (MTR 7). */
export type DeckConstruction = 'constructed' | 'limited';

/** MTR 6.1: constructed decks have at least sixty cards; MTR 7.1: limited decks at least forty. */
export const MAIN_DECK_MINIMUM: Record<DeckConstruction, number> = { constructed: 60, limited: 40 };

/** MTR 6.1: a constructed sideboard has at most fifteen cards (a limited one is the rest of the pool, MTR 7.1). */
export const CONSTRUCTED_SIDEBOARD_MAXIMUM = 15;

/** MTR 2.4: once time is called, the active player finishes the turn, then five additional turns are played. */
export const ADDITIONAL_TURNS = 5;

/** What is wrong with a deck and sideboard for its construction (MTR 6.1, 7.1); none if it may be played. */
export function deckProblems(deck: DeckText, construction: DeckConstruction): string[] {
  const minimum = MAIN_DECK_MINIMUM[construction];
  return [
    ...(deck.main.length < minimum
      ? [
          `the main deck has ${deck.main.length} cards: a ${construction} deck has at least ${minimum} (MTR ${construction === 'constructed' ? '6.1' : '7.1'})`,
        ]
      : []),
    ...(construction === 'constructed' && deck.sideboard.length > CONSTRUCTED_SIDEBOARD_MAXIMUM
      ? [
          `the sideboard has ${deck.sideboard.length} cards: at most ${CONSTRUCTED_SIDEBOARD_MAXIMUM} (MTR 6.1)`,
        ]
      : []),
  ];
}

/**
 * What differs between a deck presented for a game and the registered one (MTR 3.16: cards move
 * between the main deck and the sideboard, none comes in or leaves): each card with the count it
 * has beyond or short of the registration.
 */
export function registrationProblems(deck: DeckText, registered: DeckText): string[] {
  const counts = new Map<string, number>();
  for (const name of [...deck.main, ...deck.sideboard]) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const name of [...registered.main, ...registered.sideboard])
    counts.set(name, (counts.get(name) ?? 0) - 1);
  return [...counts]
    .filter(([, n]) => n !== 0)
    .map(([name, n]) =>
      n > 0 ? `${n} ${name} more than registered` : `${-n} ${name} fewer than registered`,
    );
}

/** A game of a match as the match sees it. */
export interface MatchGame {
  number: number;
  gameId: string;
  /** Who chose to play or draw (MTR 2.2). */
  chooser: string;
  startingPlayer: string;
  over: boolean;
  /** The winner, if the game is over and was not a draw. */
  winner?: string;
}

/**
 * MTR 2.2: the player who chooses to play or draw: for the first game the winner of a random method
 * (`firstChooser`); then the loser of the previous game; after a drawn game, whoever chose for it.
 */
export function chooserOf(
  games: readonly MatchGame[],
  players: readonly string[],
  firstChooser: string,
): string {
  const previous = games[games.length - 1];
  if (!previous) return firstChooser;
  if (previous.winner === undefined) return previous.chooser;
  return players.find((p) => p !== previous.winner)!;
}

export interface PlayerScore {
  wins: number;
  losses: number;
  draws: number;
}

/** Each player's games won, lost and drawn, over the finished games. */
export function scores(games: readonly MatchGame[], players: readonly string[]): Record<string, PlayerScore> {
  const finished = games.filter((g) => g.over);
  return Object.fromEntries(
    players.map((p) => [
      p,
      {
        wins: finished.filter((g) => g.winner === p).length,
        losses: finished.filter((g) => g.winner !== undefined && g.winner !== p).length,
        draws: finished.filter((g) => g.winner === undefined).length,
      },
    ]),
  );
}

/** MTR 2.1: the games a player must win to win the match. */
const GAMES_TO_WIN: Record<MatchFormat, number> = { 'best-of-three': 2, 'one-game': 1 };

/**
 * Whether the match is over (MTR 2.1): a player won the games needed, a one-game match played its
 * game, or (MTR 2.4) the round's time is up with no game going on: once time is called, no new game begins.
 */
export function matchOver(
  format: MatchFormat,
  games: readonly MatchGame[],
  players: readonly string[],
  timeUp: boolean,
): boolean {
  const going = games.some((g) => !g.over);
  if (going) return false;
  const score = scores(games, players);
  if (players.some((p) => score[p]!.wins >= GAMES_TO_WIN[format])) return true;
  return (format === 'one-game' && games.length > 0) || timeUp;
}

export interface MatchResult {
  /** The player who won more games; none for a drawn match. */
  winner?: string;
  /** Games won, lost and drawn from the winner's side (the first player's for a draw): 2-1, 1-1-1, 1-0-2. */
  score: string;
}

/** The match's result from its finished games (MTR 2.1): the player with more game wins wins. */
export function matchResult(games: readonly MatchGame[], players: readonly string[]): MatchResult {
  const score = scores(games, players);
  const [first, second] = players as [string, string];
  const winner =
    score[first]!.wins > score[second]!.wins
      ? first
      : score[second]!.wins > score[first]!.wins
        ? second
        : undefined;
  const { wins, losses, draws } = score[winner ?? first]!;
  return { ...(winner ? { winner } : {}), score: `${wins}-${losses}${draws ? `-${draws}` : ''}` };
}

/** MTR 2.4: the round ends its time after it began, plus the time extensions judges gave (ms since the epoch). */
export function roundEnd(
  startedAt: number,
  roundMinutes: number,
  extensionMinutes: readonly number[],
): number {
  const minutes = extensionMinutes.reduce((sum, m) => sum + m, roundMinutes);
  return startedAt + minutes * 60_000;
}

/**
 * The turn being played when time was called (MTR 2.4), from the game's turns and when each began
 * (ms): the last one begun by then; 0 if none had (the game was in its pregame procedures).
 */
export function turnAtTime(turns: readonly { number: number; began: number }[], calledAt: number): number {
  return turns.filter((t) => t.began <= calledAt).reduce((turn, t) => Math.max(turn, t.number), 0);
}

/** MTR 2.4: the last of the additional turns, when time was called during `turn`. */
export function lastAdditionalTurn(turn: number): number {
  return turn + ADDITIONAL_TURNS;
}
