import type Database from 'better-sqlite3';
import type { EventLocation } from '../append-decision.js';
import type { NewStoredEvent, StoredEvent } from '../stored-event.js';

type Statement<Parameters extends unknown[], Row = unknown> = Database.Statement<Parameters, Row>;

export interface StreamRow {
  status: 'live' | 'deleted' | 'tombstoned';
  lastRevision: bigint;
}

/** Every statement the SQLite store runs, prepared once. */
export interface SqliteStatements {
  streamRow: Statement<[string], StreamRow>;
  saveStream: Statement<[string, StreamRow['status'], bigint]>;
  /** A live or deleted stream at exactly the expected revision moves to the new last one. */
  advanceStream: Statement<[bigint, string, bigint]>;
  eventLocations: Statement<[string, bigint, number], EventLocation>;
  latestRevisionOfId: Statement<[string, string], bigint | null>;
  insertEvent: Statement<[NewStoredEvent]>;
  deleteEvents: Statement<[string]>;
  streamForwards: Statement<[string, bigint, number], StoredEvent>;
  streamBackwards: Statement<[string, bigint, number], StoredEvent>;
  allForwards: Statement<[bigint], StoredEvent>;
  allBackwards: Statement<[bigint], StoredEvent>;
  lastPosition: Statement<[], bigint | null>;
  dataVersion: Statement<[], bigint>;
}

const EVENT_COLUMNS = 'id, type, data, metadata, stream, revision, position, created';

/** Prepares the statements; every integer they read comes back as a bigint. */
export function prepareStatements(db: Database.Database): SqliteStatements {
  const statements: SqliteStatements = {
    streamRow: db.prepare('SELECT status, last_revision AS lastRevision FROM streams WHERE stream = ?'),
    saveStream: db.prepare(
      `INSERT INTO streams (stream, status, last_revision) VALUES (?, ?, ?)
       ON CONFLICT (stream) DO UPDATE SET status = excluded.status, last_revision = excluded.last_revision`,
    ),
    advanceStream: db.prepare(
      `UPDATE streams SET status = 'live', last_revision = ?
       WHERE stream = ? AND last_revision = ? AND status IN ('live', 'deleted')`,
    ),
    eventLocations: db.prepare(
      'SELECT id, revision, position FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
    ),
    latestRevisionOfId: db
      .prepare<[string, string], bigint | null>(
        'SELECT max(revision) FROM events WHERE stream = ? AND id = ?',
      )
      .pluck(),
    insertEvent: db.prepare(
      `INSERT INTO events (stream, revision, id, type, data, metadata, created)
       VALUES (@stream, @revision, @id, @type, @data, @metadata, @created)`,
    ),
    deleteEvents: db.prepare('DELETE FROM events WHERE stream = ?'),
    streamForwards: db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    ),
    streamBackwards: db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ),
    allForwards: db.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position >= ? ORDER BY position`),
    allBackwards: db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position <= ? ORDER BY position DESC`,
    ),
    lastPosition: db.prepare<[], bigint | null>('SELECT max(position) FROM events').pluck(),
    dataVersion: db.prepare<[], bigint>('PRAGMA data_version').pluck(),
  };
  Object.values(statements).forEach((statement) => statement.safeIntegers());
  return statements;
}
