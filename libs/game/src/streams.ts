// Stream naming: one stream per game (category `game`), and a separate audit stream per game for
// what a tournament judge needs but the game stream must not hold (rejected commands).
export const GAME_STREAM_PREFIX = 'game-';
export const AUDIT_STREAM_PREFIX = 'audit-';

export const gameStream = (gameId: string): string => `${GAME_STREAM_PREFIX}${gameId}`;
export const auditStream = (gameId: string): string => `${AUDIT_STREAM_PREFIX}${gameId}`;

export function gameIdOfStream(stream: string): string | undefined {
  return stream.startsWith(GAME_STREAM_PREFIX) ? stream.slice(GAME_STREAM_PREFIX.length) : undefined;
}
