// The read models' database: SQLite (a file beside the event store, or in memory), holding each
// projection's tables and its checkpoint, written in one transaction per batch of events.
import Database from 'better-sqlite3';
import { statement } from './statements.js';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL);
   CREATE TABLE games (
     id TEXT PRIMARY KEY, status TEXT NOT NULL, players TEXT NOT NULL, turn INTEGER NOT NULL,
     step TEXT NOT NULL, active TEXT NOT NULL, winner TEXT, draw INTEGER NOT NULL DEFAULT 0,
     revision INTEGER NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL);
   CREATE TABLE game_states (id TEXT PRIMARY KEY, revision INTEGER NOT NULL, state TEXT NOT NULL);`,
  // Who created each game and when it ended (seat tokens expire after), and each seat's token generation.
  `ALTER TABLE games ADD COLUMN organiser TEXT;
   ALTER TABLE games ADD COLUMN ended TEXT;
   CREATE INDEX games_by_organiser ON games (organiser, created);
   CREATE TABLE seat_tokens (
     game_id TEXT NOT NULL, player TEXT NOT NULL, generation INTEGER NOT NULL,
     PRIMARY KEY (game_id, player));`,
  // The games the analytics projection saw end (or backed up) whose rows the analytical store awaits.
  `CREATE TABLE analytics_pending (game_id TEXT PRIMARY KEY);`,
];

export type ReadModelDb = Database.Database;

/** Opens the read models at `path` (':memory:' too), or in memory from a serialised copy. */
export function openReadModelDb(path: string | Buffer): ReadModelDb {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  return db;
}

export function loadCheckpoint(db: ReadModelDb, projection: string): bigint | undefined {
  const row = statement(db, 'SELECT position FROM checkpoints WHERE projection = ?').get(projection) as
    { position: string } | undefined;
  return row ? BigInt(row.position) : undefined;
}

export function saveCheckpoint(db: ReadModelDb, projection: string, position: bigint): void {
  statement(
    db,
    `INSERT INTO checkpoints (projection, position) VALUES (?, ?)
     ON CONFLICT (projection) DO UPDATE SET position = excluded.position`,
  ).run(projection, position.toString());
}
