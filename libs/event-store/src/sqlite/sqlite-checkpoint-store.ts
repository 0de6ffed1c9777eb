import type Database from 'better-sqlite3';
import type { CheckpointStore } from '../port.js';

/** Checkpoints in the event store's own database file (table `checkpoints`). */
export class SqliteCheckpointStore implements CheckpointStore {
  readonly #load: Database.Statement<[string], bigint>;
  readonly #save: Database.Statement<[string, bigint]>;

  constructor(db: Database.Database) {
    this.#load = db.prepare<[string], bigint>('SELECT position FROM checkpoints WHERE subscriber = ?');
    this.#load.pluck().safeIntegers();
    this.#save = db.prepare<[string, bigint]>(
      `INSERT INTO checkpoints (subscriber, position) VALUES (?, ?)
       ON CONFLICT (subscriber) DO UPDATE SET position = excluded.position`,
    );
  }

  async load(subscriber: string): Promise<bigint | undefined> {
    return this.#load.get(subscriber);
  }

  async save(subscriber: string, position: bigint): Promise<void> {
    this.#save.run(subscriber, position);
  }
}
