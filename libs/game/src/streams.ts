// Stream naming: one stream per game (category `game`), and a separate audit stream per game for
// what a tournament judge needs but the game stream must not hold (rejected commands), and an
// access stream per game for who may still use its seat tokens (revocations).
export const GAME_STREAM_PREFIX = 'game-';
export const AUDIT_STREAM_PREFIX = 'audit-';
export const ACCESS_STREAM_PREFIX = 'access-';

export const gameStream = (gameId: string): string => `${GAME_STREAM_PREFIX}${gameId}`;
export const auditStream = (gameId: string): string => `${AUDIT_STREAM_PREFIX}${gameId}`;
export const accessStream = (gameId: string): string => `${ACCESS_STREAM_PREFIX}${gameId}`;

export function gameIdOfStream(stream: string): string | undefined {
  return stream.startsWith(GAME_STREAM_PREFIX) ? stream.slice(GAME_STREAM_PREFIX.length) : undefined;
}

export function gameIdOfAccessStream(stream: string): string | undefined {
  return stream.startsWith(ACCESS_STREAM_PREFIX) ? stream.slice(ACCESS_STREAM_PREFIX.length) : undefined;
}

/** A match's stream (category `match`): its registration, games begun, decks presented, time extensions, judges. */
export const MATCH_STREAM_PREFIX = 'match-';
export const matchStream = (matchId: string): string => `${MATCH_STREAM_PREFIX}${matchId}`;
