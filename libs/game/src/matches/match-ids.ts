// A match's games are named after it: game n of match M is `M.n` (a game created alone has a plain
// UUID, with no dot), so whose match a game is reads from its id, with no lookup.

/** The id of game `number` (from 1) of a match. */
export function matchGameId(matchId: string, number: number): string {
  return `${matchId}.${number}`;
}

/** The match a game belongs to, undefined for a game created alone. */
export function matchIdOfGame(gameId: string): string | undefined {
  const dot = gameId.lastIndexOf('.');
  return dot > 0 && /^\d+$/.test(gameId.slice(dot + 1)) ? gameId.slice(0, dot) : undefined;
}

/** The games of a game's match up to it (M.1 ... M.n for game M.n); the game alone if it has no match. */
export function matchGamesUpTo(gameId: string): string[] {
  const match = matchIdOfGame(gameId);
  if (match === undefined) return [gameId];
  const number = Number(gameId.slice(match.length + 1));
  return Array.from({ length: number }, (_, i) => matchGameId(match, i + 1));
}
