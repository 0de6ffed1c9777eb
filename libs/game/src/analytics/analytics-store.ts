// The analytical store: an embedded DuckDB database (a file beside the read models, or in memory)
// holding the tables `games`, `replay` and `card_games` that the analytics projection writes, and
// `card_counts`, the card metrics' counts kept with each write (card-counts.ts).
import {
  DuckDBInstance,
  INTEGER,
  LIST,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBConnection,
} from '@duckdb/node-api';
import { CARD_COUNTS_SCHEMA, cardCountsDelta, FOLDED_CARD_COUNTS } from './card-counts.js';
import { REPLAY_TURNS, TURN_METRICS, type GameTally, type TurnCounts } from './game-tally.js';

/** The replay table's per-turn column of `metric` in the game's turn `n`, as 17lands names them. */
export const replayColumn = (n: number, metric: string) => `user_turn_${n}_${metric}`;

const REPLAY_TURN_COLUMNS = Array.from({ length: REPLAY_TURNS }, (_, i) =>
  TURN_METRICS.map((m) => replayColumn(i + 1, m)),
).flat();

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS games (
     game_id VARCHAR NOT NULL, ended_at VARCHAR NOT NULL, players VARCHAR[] NOT NULL, decks VARCHAR[] NOT NULL,
     on_play VARCHAR NOT NULL, turns INTEGER NOT NULL, winner VARCHAR, draw BOOLEAN NOT NULL, end_reason VARCHAR NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS replay (
     game_id VARCHAR NOT NULL, player VARCHAR NOT NULL, deck VARCHAR NOT NULL, on_play BOOLEAN NOT NULL,
     num_mulligans INTEGER NOT NULL, won BOOLEAN NOT NULL, num_turns INTEGER NOT NULL,
     ${REPLAY_TURN_COLUMNS.map((c) => `${c} INTEGER`).join(', ')}, active_turns INTEGER[] NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS card_games (
     game_id VARCHAR NOT NULL, player VARCHAR NOT NULL, deck VARCHAR NOT NULL, card VARCHAR NOT NULL,
     won BOOLEAN NOT NULL, in_deck INTEGER NOT NULL, in_opening_hand INTEGER NOT NULL, drawn INTEGER NOT NULL,
     casts INTEGER NOT NULL)`,
  CARD_COUNTS_SCHEMA,
];

/** `WHERE game_id IN ($1, ...)` for `n` game ids. */
const gameIdsIn = (n: number) =>
  `WHERE game_id IN (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})`;

export const ANALYTICS_TABLES = ['games', 'replay', 'card_games'] as const;

/** Rows written and the time it took (ms). */
export interface InsertTiming {
  rows: number;
  ms: number;
}

export class AnalyticsStore {
  /** The rows the appenders wrote since the store was opened, and the time spent writing them (transactions included). */
  readonly written: InsertTiming = { rows: 0, ms: 0 };

  private constructor(
    private readonly instance: DuckDBInstance,
    /** The connection that writes (a transaction at a time, the feeder's). */
    readonly connection: DuckDBConnection,
    /** The connection queries read on, apart, so that they never run inside the writer's transaction. */
    private readonly reader: DuckDBConnection,
  ) {}

  /** Opens (creating its tables) the DuckDB database at `path`, or ':memory:'. */
  static async open(path: string): Promise<AnalyticsStore> {
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    const counted = await connection.runAndReadAll(
      `SELECT COUNT(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = 'card_counts'`,
    );
    for (const sql of SCHEMA) await connection.run(sql);
    await addActiveTurns(connection);
    const store = new AnalyticsStore(instance, connection, await instance.connect());
    // A store written before card_counts existed gets its counts from card_games; else its rows are folded.
    if (counted.getRowObjectsJson()[0]!.n === 0) await store.recount();
    else await store.foldCardCounts();
    return store;
  }

  /**
   * Replaces the rows of the games `gameIds` by those of `tallies` (games no longer over, after a
   * backup, keep none), in one transaction, through DuckDB's appenders: writing twice changes nothing.
   */
  async replace(gameIds: readonly string[], tallies: readonly GameTally[]): Promise<void> {
    if (gameIds.length === 0) return;
    const started = performance.now();
    await this.connection.run('BEGIN TRANSACTION');
    try {
      const games = gameIdsIn(gameIds.length);
      await this.connection.run(cardCountsDelta(games, -1), [...gameIds]);
      for (const table of ANALYTICS_TABLES)
        await this.connection.run(`DELETE FROM ${table} ${games}`, [...gameIds]);
      await this.append(tallies);
      await this.connection.run('COMMIT');
      this.written.ms += performance.now() - started;
      this.written.rows += tallies.reduce((n, t) => n + 1 + t.replay.length + t.cards.length, 0);
    } catch (error) {
      await this.connection.run('ROLLBACK');
      throw error;
    }
  }

  /**
   * Appends the rows of `tallies` (games not in the store yet) through DuckDB's appenders, and adds
   * their card counts, inside the caller's transaction if there is one: the writing half of `replace`.
   */
  async append(tallies: readonly GameTally[]): Promise<void> {
    if (tallies.length === 0) return;
    await this.appendTo('games', tallies, (a, { game }) => {
      a.appendVarchar(game.gameId);
      a.appendVarchar(game.endedAt);
      a.appendList(game.players, LIST(VARCHAR));
      a.appendList(game.decks, LIST(VARCHAR));
      a.appendVarchar(game.onPlay);
      a.appendInteger(game.turns);
      if (game.winner === null) a.appendNull();
      else a.appendVarchar(game.winner);
      a.appendBoolean(game.draw);
      a.appendVarchar(game.endReason);
      a.endRow();
    });
    await this.appendTo('replay', tallies, (a, { replay }) => {
      for (const row of replay) {
        a.appendVarchar(row.gameId);
        a.appendVarchar(row.player);
        a.appendVarchar(row.deck);
        a.appendBoolean(row.onPlay);
        a.appendInteger(row.mulligans);
        a.appendBoolean(row.won);
        a.appendInteger(row.turns.length);
        for (let n = 0; n < REPLAY_TURNS; n++) appendTurn(a, row.turns[n]);
        a.appendList(row.activeTurns, LIST(INTEGER));
        a.endRow();
      }
    });
    await this.appendTo('card_games', tallies, (a, { cards }) => {
      for (const row of cards) {
        a.appendVarchar(row.gameId);
        a.appendVarchar(row.player);
        a.appendVarchar(row.deck);
        a.appendVarchar(row.card);
        a.appendBoolean(row.won);
        a.appendInteger(row.inDeck);
        a.appendInteger(row.inOpeningHand);
        a.appendInteger(row.drawn);
        a.appendInteger(row.cast);
        a.endRow();
      }
    });
    const ids = tallies.map((t) => t.game.gameId);
    await this.connection.run(cardCountsDelta(gameIdsIn(ids.length), 1), ids);
  }

  /** Counts card_counts afresh from the rows of card_games. */
  async recount(): Promise<void> {
    await this.connection.run('DELETE FROM card_counts');
    await this.connection.run(cardCountsDelta('', 1));
  }

  /** Folds the rows of card_counts into one per deck and card (the sums stay the same). */
  async foldCardCounts(): Promise<void> {
    await this.connection.run('BEGIN TRANSACTION');
    try {
      await this.connection.run(`CREATE TEMP TABLE folded AS ${FOLDED_CARD_COUNTS}`);
      await this.connection.run('DELETE FROM card_counts');
      await this.connection.run('INSERT INTO card_counts SELECT * FROM folded');
      await this.connection.run('DROP TABLE folded');
      await this.connection.run('COMMIT');
    } catch (error) {
      await this.connection.run('ROLLBACK');
      throw error;
    }
  }

  /** Empties the tables (a rebuild from scratch). */
  async reset(): Promise<void> {
    for (const table of [...ANALYTICS_TABLES, 'card_counts'])
      await this.connection.run(`DELETE FROM ${table}`);
  }

  /** The rows of a query, as JSON objects (a BIGINT comes as a string: queries cast counts to INTEGER). */
  async rows<T>(sql: string, values: Record<string, string | number> = {}): Promise<T[]> {
    const result = await this.reader.runAndReadAll(sql, values);
    return result.getRowObjectsJson() as T[];
  }

  async count(table: (typeof ANALYTICS_TABLES)[number]): Promise<number> {
    const [row] = await this.rows<{ n: number }>(`SELECT COUNT(*)::INTEGER AS n FROM ${table}`);
    return row!.n;
  }

  /**
   * DuckDB's own bulk insert of the same rows, the baseline of the appenders: each table's rows
   * copied by `INSERT INTO ... SELECT` into an empty table of its shape in the same database (dropped after).
   */
  async bulkInsertBaseline(): Promise<InsertTiming> {
    const timing = { rows: 0, ms: 0 };
    for (const table of ANALYTICS_TABLES) {
      await this.connection.run(`CREATE OR REPLACE TABLE bulk_${table} AS SELECT * FROM ${table} LIMIT 0`);
      const started = performance.now();
      await this.connection.run(`INSERT INTO bulk_${table} SELECT * FROM ${table}`);
      timing.ms += performance.now() - started;
      timing.rows += await this.count(table);
      await this.connection.run(`DROP TABLE bulk_${table}`);
    }
    return timing;
  }

  close(): void {
    this.reader.closeSync();
    this.connection.closeSync();
    this.instance.closeSync();
  }

  private async appendTo(
    table: string,
    tallies: readonly GameTally[],
    write: (appender: DuckDBAppender, tally: GameTally) => void,
  ): Promise<void> {
    const appender = await this.connection.createAppender(table);
    for (const tally of tallies) write(appender, tally);
    appender.closeSync();
  }
}

/** A turn's counts, or NULLs past the game's last turn. */
/**
 * A replay table written before `active_turns` existed gets it, filled with every other turn from
 * the side on the play's first (what such games had: the card pool gave no extra turn yet);
 * `mtg analytics rebuild` reads each game's own turns from its events.
 */
async function addActiveTurns(connection: DuckDBConnection): Promise<void> {
  const found = await connection.runAndReadAll(
    `SELECT COUNT(*)::INTEGER AS n FROM duckdb_columns() WHERE table_name = 'replay' AND column_name = 'active_turns'`,
  );
  if (found.getRowObjectsJson()[0]!.n !== 0) return;
  await connection.run(`ALTER TABLE replay ADD COLUMN active_turns INTEGER[]`);
  await connection.run(
    `UPDATE replay SET active_turns = list_filter(range(1, num_turns + 1), n -> (n % 2 = 1) = on_play)`,
  );
}

function appendTurn(a: DuckDBAppender, counts: TurnCounts | undefined): void {
  for (const metric of TURN_METRICS) {
    if (counts) a.appendInteger(counts[metric]);
    else a.appendNull();
  }
}
