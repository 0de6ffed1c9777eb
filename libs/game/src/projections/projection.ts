import type { RecordedEvent } from '@mtg/event-store';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';

/**
 * A projection folds game events into read-model tables. `apply` must be idempotent: an event at
 * or below the revision a row already reflects changes nothing (replays after a crash are safe).
 */
export interface Projection {
  readonly name: string;
  /**
   * Applies a batch of events, inside the batch's transaction: `events` are those of game streams,
   * `records` the whole batch as stored (other streams' too).
   */
  apply(db: ReadModelDb, events: readonly RecordedGameEvent[], records: readonly RecordedEvent[]): void;
  /** Empties its tables, for a rebuild from scratch. */
  reset(db: ReadModelDb): void;
}
