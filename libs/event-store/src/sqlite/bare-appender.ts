// The floor the benchmarks compare the SQLite adapter with: raw better-sqlite3 appends, same file
// schema (the store's migrations), same journal and sync mode, one transaction per append, no
// expected-revision check, no idempotency, no subscriptions.
import Database from 'better-sqlite3';
import type { EventData } from '../port.js';
import { eventsToStore } from '../stored-event.js';
import { migrate } from './migrations.js';
import type { SqliteSynchronous } from './sqlite-event-store.js';

export interface BareAppender {
  /** Appends `events` to `stream` from revision `first` on, in one transaction. */
  append(stream: string, first: bigint, events: readonly EventData[]): void;
  close(): void;
}

export function openBareAppender(path: string, synchronous: SqliteSynchronous): BareAppender {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  migrate(db);
  const insert = db.prepare(
    `INSERT INTO events (stream, revision, id, type, data, metadata, created)
     VALUES (@stream, @revision, @id, @type, @data, @metadata, @created)`,
  );
  const saveStream = db.prepare(
    `INSERT INTO streams (stream, status, last_revision) VALUES (?, 'live', ?)
     ON CONFLICT (stream) DO UPDATE SET last_revision = excluded.last_revision`,
  );
  const append = db.transaction((stream: string, first: bigint, events: readonly EventData[]) => {
    const stored = eventsToStore(stream, events, first);
    for (const event of stored) insert.run(event);
    saveStream.run(stream, stored[stored.length - 1]!.revision);
  });
  return {
    append: (stream, first, events) => append.immediate(stream, first, events),
    close: () => db.close(),
  };
}
