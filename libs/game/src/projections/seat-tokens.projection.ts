// Each seat's token generation, from the games' access streams: a seat token of an older
// generation was revoked by the game's organiser.
import type { RecordedEvent } from '@mtg/event-store';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { statement } from '../read-models/statements.js';
import { gameIdOfAccessStream } from '../streams.js';
import type { Projection } from './projection.js';

/** The event of an access stream: from now on, each named seat's tokens below its generation are refused. */
export const SEAT_TOKENS_REVOKED = 'SeatTokensRevoked';

export interface SeatTokensRevoked {
  generations: Record<string, number>;
}

export class SeatTokensProjection implements Projection {
  readonly name = 'seat-tokens';

  apply(db: ReadModelDb, _events: readonly RecordedGameEvent[], records: readonly RecordedEvent[]): void {
    // A generation only grows: replaying an event changes nothing.
    const put = statement(
      db,
      `INSERT INTO seat_tokens (game_id, player, generation) VALUES (?, ?, ?)
       ON CONFLICT (game_id, player) DO UPDATE SET generation = MAX(generation, excluded.generation)`,
    );
    for (const record of records) {
      const gameId = gameIdOfAccessStream(record.stream);
      if (gameId === undefined || record.type !== SEAT_TOKENS_REVOKED) continue;
      const { generations } = record.data as SeatTokensRevoked;
      for (const [player, generation] of Object.entries(generations)) put.run(gameId, player, generation);
    }
  }

  reset(db: ReadModelDb): void {
    db.exec('DELETE FROM seat_tokens');
  }
}

/** The generation of a seat's current token (0 until it is first revoked). */
export function seatTokenGeneration(db: ReadModelDb, gameId: string, player: string): number {
  const row = statement(db, 'SELECT generation FROM seat_tokens WHERE game_id = ? AND player = ?').get(
    gameId,
    player,
  ) as { generation: number } | undefined;
  return row?.generation ?? 0;
}
