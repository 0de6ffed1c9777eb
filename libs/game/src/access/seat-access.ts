// Whether a seat token may still be used: its game's organiser may revoke it (a new generation of
// the seat's token, recorded in the game's access stream), and it expires some time after the
// game ended. Both are read from the read models, so every instance and every restart agrees.
import { randomUUID } from 'node:crypto';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
  type RecordedEvent,
} from '@mtg/event-store';
import { ForbiddenError, GameNotFoundError, InvalidRequestError, RevisionConflictError } from '../errors.js';
import { KeyedSerialQueue } from '../games/game-locks.js';
import { gameEndedAt, gameSeats } from '../projections/games-list.projection.js';
import {
  SEAT_TOKENS_REVOKED,
  seatTokenGeneration,
  type SeatTokensRevoked,
} from '../projections/seat-tokens.projection.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { accessStream } from '../streams.js';
import { seatToken, type Actor, type TokenConfig } from './actors.js';

/** The default time a seat token stays valid after its game ended: a day. */
export const DEFAULT_TOKEN_TTL_AFTER_GAME_MS = 24 * 60 * 60_000;

export type TokenStatus = 'valid' | 'revoked' | 'expired';

export interface RevokedTokens {
  /** A fresh token for each seat whose tokens were revoked. */
  tokens: Record<string, string>;
  /** The `$all` position of the revocation (for `ProjectionRunner.caughtUp`). */
  position: bigint;
}

export class SeatAccess {
  private readonly queue = new KeyedSerialQueue();

  constructor(
    private readonly db: ReadModelDb,
    private readonly store: EventStore,
    private readonly tokens: TokenConfig,
    /** How long a seat token stays valid after its game ended (ms). */
    private readonly ttlAfterGameMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A seat token is refused once revoked, or once its game ended more than the TTL ago; others pass. */
  status(actor: Actor): TokenStatus {
    if (actor.kind !== 'seat') return 'valid';
    if ((actor.generation ?? 0) < seatTokenGeneration(this.db, actor.gameId, actor.player)) return 'revoked';
    const ended = gameEndedAt(this.db, actor.gameId);
    return ended !== undefined && this.now() - ended > this.ttlAfterGameMs ? 'expired' : 'valid';
  }

  /**
   * Revokes the tokens of one seat of the game (or of every seat) for the organiser who created
   * it, and answers a fresh token for each: the next generation of the seat's token.
   */
  async revoke(gameId: string, organiser: string, player?: string): Promise<RevokedTokens> {
    const game = gameSeats(this.db, gameId);
    if (!game) throw new GameNotFoundError(gameId);
    // Only the organiser who created the game revokes its tokens.
    if (game.organiser !== organiser)
      throw new ForbiddenError('only the organiser who created this game may revoke its tokens');
    // A named seat must be one of the game's.
    if (player !== undefined && !game.players.includes(player))
      throw new InvalidRequestError(`the game has no seat "${player}"`);
    const seats = player !== undefined ? [player] : game.players;
    return this.queue.run(gameId, () => this.append(gameId, organiser, seats));
  }

  private async append(gameId: string, organiser: string, seats: string[]): Promise<RevokedTokens> {
    const stream = accessStream(gameId);
    const records = await this.store.readStream(stream).catch((error: unknown) => {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    });
    const current = currentGenerations(records);
    const generations = Object.fromEntries(seats.map((p) => [p, (current[p] ?? 0) + 1]));
    const last = records[records.length - 1];
    try {
      const appended = await this.store.append(
        stream,
        [
          {
            id: randomUUID(),
            type: SEAT_TOKENS_REVOKED,
            data: { generations } satisfies SeatTokensRevoked,
            metadata: { actor: `organiser:${organiser}`, time: new Date(this.now()).toISOString() },
          },
        ],
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      const tokens = Object.fromEntries(
        seats.map((p) => [p, seatToken(this.tokens, gameId, p, generations[p])]),
      );
      return { tokens, position: appended.position };
    } catch (error) {
      // Another instance revoked at the same time: the caller sends its revocation again.
      if (error instanceof WrongExpectedVersionError)
        throw new RevisionConflictError(
          gameId,
          last?.revision ?? -1n,
          typeof error.actual === 'bigint' ? error.actual : -1n,
        );
      throw error;
    }
  }
}

/** Each seat's latest generation, folded from the game's access stream. */
export function currentGenerations(records: readonly RecordedEvent[]): Record<string, number> {
  const current: Record<string, number> = {};
  for (const record of records) {
    if (record.type !== SEAT_TOKENS_REVOKED) continue;
    for (const [player, generation] of Object.entries((record.data as SeatTokensRevoked).generations))
      current[player] = Math.max(current[player] ?? 0, generation);
  }
  return current;
}
