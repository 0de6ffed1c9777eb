import type Database from 'better-sqlite3';
import type { SnapshotStore } from '../port.js';

/** Snapshots in the event store's own database file (table `snapshots`), one per name. */
export class SqliteSnapshotStore implements SnapshotStore {
  readonly #load: Database.Statement<[string], Buffer>;
  readonly #save: Database.Statement<[string, Uint8Array, string]>;

  constructor(db: Database.Database) {
    this.#load = db.prepare<[string], Buffer>('SELECT data FROM snapshots WHERE name = ?').pluck();
    this.#save = db.prepare<[string, Uint8Array, string]>(
      `INSERT INTO snapshots (name, data, saved) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET data = excluded.data, saved = excluded.saved`,
    );
  }

  async load(name: string): Promise<Uint8Array | undefined> {
    return this.#load.get(name);
  }

  async save(name: string, data: Uint8Array): Promise<void> {
    this.#save.run(name, data, new Date().toISOString());
  }
}
