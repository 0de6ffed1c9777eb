// Read models in memory start from the store's last copy of them (every store keeps snapshots:
// SQLite in a table, EventStoreDB in a stream): a start restores the tables and their checkpoints,
// then the projections and the event relay catch up from there, folding only the games that
// changed since, not every game again.
import { Logger } from '@nestjs/common';
import { hasSnapshots, type EventStore, type SnapshotStore } from '@mtg/event-store';
import { openReadModelDb, type ReadModelDb } from './read-model-db.js';
import { statement } from './statements.js';

/** The name the copy of the read models is kept under in the store. */
export const READ_MODELS_SNAPSHOT = 'read-models';

/** How often the copy is saved while the service runs (and once more when it stops). */
export const SNAPSHOT_INTERVAL_MS = 60_000;

const logger = new Logger('ReadModelSnapshots');

/**
 * The read models in memory: the store's last copy of them if it keeps one, else empty (also when
 * the copy cannot be read, the store being down say: the projections then fold the whole store).
 */
export async function openMemoryReadModels(store: EventStore): Promise<ReadModelDb> {
  try {
    const saved = hasSnapshots(store) ? await store.snapshots.load(READ_MODELS_SNAPSHOT) : undefined;
    if (saved) return openReadModelDb(Buffer.from(saved));
  } catch (error) {
    logger.warn(
      `the read models' copy could not be restored (${String(error)}): they are rebuilt from the store`,
    );
  }
  return openReadModelDb(':memory:');
}

/** Saves the read models kept in memory to the store now and then, and when stopped. */
export class ReadModelSnapshots {
  #timer: NodeJS.Timeout | undefined;
  /** The database's count of changes at the last save: nothing new, nothing to save. */
  #savedAt = -1;

  constructor(
    private readonly db: ReadModelDb,
    private readonly snapshots: SnapshotStore | undefined,
    private readonly intervalMs = SNAPSHOT_INTERVAL_MS,
  ) {}

  /** For the read models at `path` on `store`: only those in memory, on a store that keeps snapshots. */
  static for(db: ReadModelDb, path: string, store: EventStore): ReadModelSnapshots {
    return new ReadModelSnapshots(
      db,
      path === ':memory:' && hasSnapshots(store) ? store.snapshots : undefined,
    );
  }

  start(): void {
    if (!this.snapshots) return;
    this.#timer = setInterval(() => void this.save(), this.intervalMs).unref();
  }

  /** Stops saving, after one last save (call it once the projections and the relay have stopped). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.save();
  }

  /** Saves a copy if anything changed; a save that fails is logged, and tried again at the next one. */
  private async save(): Promise<void> {
    const changes = (statement(this.db, 'SELECT total_changes() AS n').get() as { n: number }).n;
    if (!this.snapshots || changes === this.#savedAt) return;
    try {
      await this.snapshots.save(READ_MODELS_SNAPSHOT, this.db.serialize());
      this.#savedAt = changes;
    } catch (error) {
      logger.error(`saving the read models' copy failed: ${String(error)}`);
    }
  }
}
