// The analytical store's tables written out for bigger engines (issue 19): Parquet files partitioned
// by the game's date, hive style (`games/date=2026-12-07/data_0.parquet`), which Spark, Trino or
// DuckDB read as they are; or CSV files, the replay table in 17lands' replay-data shape. Written by
// DuckDB's COPY into a directory beside the target, renamed onto it once whole: a failed export
// leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ANALYTICS_TABLES, type AnalyticsStore } from './analytics-store.js';
import { seventeenLandsReplayQuery } from './seventeen-lands-replay.js';

export const EXPORT_FORMATS = ['csv', 'parquet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An export refused before anything was written: a format we don't write, a target we can't write to. */
export class AnalyticsExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsExportError';
  }
}

/** A file written: its path under the target directory, and the rows of its table. */
export interface ExportedTable {
  table: (typeof ANALYTICS_TABLES)[number];
  path: string;
  rows: number;
}

/**
 * The date a game was played on: the UTC date of its last event's time (`ended_at`, the time the
 * event store recorded it). The partition key of the Parquet files.
 */
export const PLAYED_ON = `CAST(left(g.ended_at, 10) AS DATE)`;

/** The query of each table's rows, with the date of its game for the Parquet partitions. */
const parquetQuery = (table: string) =>
  table === 'games'
    ? `SELECT g.*, ${PLAYED_ON} AS "date" FROM games g`
    : `SELECT t.*, ${PLAYED_ON} AS "date" FROM ${table} t JOIN games g USING (game_id)`;

const csvQuery = (table: string) =>
  table === 'replay' ? seventeenLandsReplayQuery() : `SELECT * FROM ${table} ORDER BY game_id`;

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The target, checked: a directory to be made (its parent exists) or an empty one. */
function checkedTarget(out: string): string {
  const target = resolve(out);
  const parent = dirname(target);
  if (!existsSync(parent) || !statSync(parent).isDirectory())
    throw new AnalyticsExportError(`cannot export to ${out}: no directory ${parent}`);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
    throw new AnalyticsExportError(`cannot export to ${out}: it exists and is not an empty directory`);
  return target;
}

/**
 * Writes the tables of `store` into the directory `out` (made, or empty), in `format`; returns the
 * files written. Everything is written into a directory beside it first and renamed onto it at the end.
 */
export async function exportAnalytics(
  store: AnalyticsStore,
  format: string,
  out: string,
): Promise<ExportedTable[]> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new AnalyticsExportError(`unknown export format ${format}: ${EXPORT_FORMATS.join(' or ')}`);
  const target = checkedTarget(out);
  // Made with the mode a directory gets (umask applied): the files are for other engines to read.
  const partial = join(dirname(target), `.${basename(target)}.partial-${randomUUID()}`);
  try {
    mkdirSync(partial);
  } catch (error) {
    throw new AnalyticsExportError(`cannot export to ${out}: ${(error as Error).message}`);
  }
  try {
    const written: ExportedTable[] = [];
    for (const table of ANALYTICS_TABLES) {
      const rows = await store.count(table);
      if (format === 'parquet') {
        const dir = join(partial, table);
        // A table without rows has no partition: its directory is there, empty.
        mkdirSync(dir);
        if (rows > 0)
          await store.connection.run(
            `COPY (${parquetQuery(table)}) TO ${sqlString(dir)} (FORMAT PARQUET, PARTITION_BY ("date"), OVERWRITE_OR_IGNORE)`,
          );
        written.push({ table, path: `${table}/`, rows });
      } else {
        const file = `${table}.csv`;
        await store.connection.run(
          `COPY (${csvQuery(table)}) TO ${sqlString(join(partial, file))} (FORMAT CSV, HEADER)`,
        );
        written.push({ table, path: file, rows });
      }
    }
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(partial, target);
    return written;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
