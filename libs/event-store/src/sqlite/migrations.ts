import type Database from 'better-sqlite3';

/**
 * The schema's history, oldest first: migration N (1-based) takes `PRAGMA user_version` from N-1
 * to N. Append new migrations; never edit one that has shipped.
 */
export const migrations: readonly string[] = [
  `
  -- Every event not deleted. The position is the event's place in $all: AUTOINCREMENT never
  -- reuses a number, even after the last events are deleted, so subscribers never miss one.
  CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE UNIQUE INDEX events_by_stream_revision ON events (stream, revision);
  CREATE INDEX events_by_stream_id ON events (stream, id);

  -- Every stream ever written, deleted or tombstoned, with the revision its last event had.
  CREATE TABLE streams (
    stream TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('live', 'deleted', 'tombstoned')),
    last_revision INTEGER NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE checkpoints (
    subscriber TEXT PRIMARY KEY,
    position INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  `
  -- What a reader of the store keeps to start quickly (the read models, serialised), by name.
  CREATE TABLE snapshots (
    name TEXT PRIMARY KEY,
    data BLOB NOT NULL,
    saved TEXT NOT NULL
  );
  `,
];

/**
 * Brings the database up to the latest schema and returns its version. The check and the
 * migrations share one write transaction, so processes opening the file together migrate it once.
 */
export function migrate(db: Database.Database): number {
  const run = db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > migrations.length) {
      throw new Error(
        `The database has schema version ${version}; this code knows up to ${migrations.length}`,
      );
    }
    if (version === migrations.length) return version;
    migrations.slice(version).forEach((migration) => db.exec(migration));
    db.pragma(`user_version = ${migrations.length}`);
    return migrations.length;
  });
  return run.immediate();
}
