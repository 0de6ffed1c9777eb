import type Database from 'better-sqlite3';

const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** The statement for `sql` on `db`, prepared once per database and kept. */
export function statement(db: Database.Database, sql: string): Database.Statement {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let found = statements.get(sql);
  if (!found) statements.set(sql, (found = db.prepare(sql)));
  return found;
}
