// Issue 19, item 5: the tables exported as Parquet partitioned by date (hive style) and as CSV with
// the replay table in 17lands' columns, read back by another DuckDB; a refused export writes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { AnalyticsExportError, exportAnalytics } from './analytics-export.js';
import { AnalyticsStore } from './analytics-store.js';
import { seventeenLandsTurnColumns } from './seventeen-lands-replay.js';

type Row = Record<string, unknown>;

describe('mtg analytics export', () => {
  let store: AnalyticsStore;
  let reader: DuckDBConnection;
  const dir = mkdtempSync(join(tmpdir(), 'mtg-export-'));
  /** The rows of a query on the files, numbers as numbers (CSV integers are read as BIGINTs), dates as text. */
  const read = async (sql: string): Promise<Row[]> =>
    (await reader.runAndReadAll(sql))
      .getRowObjects()
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
      );

  beforeAll(async () => {
    store = await AnalyticsStore.open(':memory:');
    // g1 (played on 6 December): a on the play, three turns. g2 (7 December): b on the play, one turn.
    await store.connection.run(`INSERT INTO games VALUES
      ('g1', '2026-12-06T23:59:00.000Z', ['a', 'b'], ['D', 'E'], 'a', 3, 'a', false, 'life'),
      ('g2', '2026-12-07T00:01:00.000Z', ['a', 'b'], ['D', 'E'], 'b', 1, 'b', false, 'conceded')`);
    await store.connection
      .run(`INSERT INTO replay (game_id, player, deck, on_play, num_mulligans, won, num_turns,
        user_turn_1_lands_played, user_turn_1_mana_spent, user_turn_1_creatures_blocking, user_turn_1_eot_life,
        user_turn_2_cards_drawn, user_turn_2_lands_played, user_turn_2_creatures_cast, user_turn_2_eot_life,
        user_turn_3_cards_drawn, user_turn_3_creatures_attacked, user_turn_3_creatures_blocking, user_turn_3_eot_life,
        active_turns)
      VALUES
      ('g1', 'a', 'D', true, 0, true, 3, 1, 1, 0, 20, 0, 0, 0, 20, 1, 2, 0, 20, [1, 3]),
      ('g1', 'b', 'E', false, 1, false, 3, 0, 2, 0, 18, 1, 1, 1, 18, 0, 0, 1, 15, [2]),
      ('g2', 'a', 'D', false, 2, false, 1, 0, 0, 0, 20, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, []),
      ('g2', 'b', 'E', true, 0, true, 1, 1, 1, 0, 20, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, [1])`);
    await store.connection.run(`INSERT INTO card_games VALUES
      ('g1', 'a', 'D', 'Bolt', true, 4, 1, 1, 1), ('g1', 'b', 'E', 'Bear', false, 4, 0, 1, 1),
      ('g2', 'a', 'D', 'Bolt', false, 4, 0, 0, 0)`);
    reader = await (await DuckDBInstance.create(':memory:')).connect();
  });
  afterAll(() => {
    reader.closeSync();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('Parquet: a directory per table, a partition per date, read back whole with hive_partitioning', async () => {
    const out = join(dir, 'parquet');
    const written = await exportAnalytics(store, 'parquet', out);
    expect(written.map((w) => [w.table, w.rows])).toEqual([
      ['games', 2],
      ['replay', 4],
      ['card_games', 3],
    ]);
    expect(readdirSync(join(out, 'replay')).sort()).toEqual(['date=2026-12-06', 'date=2026-12-07']);
    const parquet = (table: string) =>
      `read_parquet('${out}/${table}/*/*.parquet', hive_partitioning = true)`;
    expect(
      await read(`SELECT game_id, "date"::VARCHAR AS d, turns FROM ${parquet('games')} ORDER BY game_id`),
    ).toEqual([
      { game_id: 'g1', d: '2026-12-06', turns: 3 },
      { game_id: 'g2', d: '2026-12-07', turns: 1 },
    ]);
    expect(
      await read(
        `SELECT "date"::VARCHAR AS d, COUNT(*)::INTEGER AS n, SUM(user_turn_3_creatures_attacked)::INTEGER AS attacked
         FROM ${parquet('replay')} GROUP BY d ORDER BY d`,
      ),
    ).toEqual([
      { d: '2026-12-06', n: 2, attacked: 2 },
      { d: '2026-12-07', n: 2, attacked: null },
    ]);
    expect(
      await read(
        `SELECT card, "date"::VARCHAR AS d, drawn FROM ${parquet('card_games')} ORDER BY game_id, card`,
      ),
    ).toEqual([
      { card: 'Bear', d: '2026-12-06', drawn: 1 },
      { card: 'Bolt', d: '2026-12-06', drawn: 1 },
      { card: 'Bolt', d: '2026-12-07', drawn: 0 },
    ]);
  });

  it("CSV: the replay rows in 17lands' columns, each side seen as the user against the other", async () => {
    const out = join(dir, 'csv');
    await exportAnalytics(store, 'csv', out);
    expect(readdirSync(out).sort()).toEqual(['card_games.csv', 'games.csv', 'replay.csv']);
    const rows = await read(`SELECT * FROM read_csv_auto('${out}/replay.csv') ORDER BY game_id, player`);
    const header = Object.keys(rows[0]!);
    expect(header.slice(0, 9)).toEqual([
      'game_id',
      'player',
      'deck',
      'game_time',
      'on_play',
      'num_mulligans',
      'opp_num_mulligans',
      'num_turns',
      'won',
    ]);
    expect(header.slice(9)).toEqual(seventeenLandsTurnColumns());
    expect(header).toContain('user_turn_15_eot_oppo_life');
    expect(rows).toHaveLength(4);
    // a, on the play in g1: its turns are the game's 1 and 3, b's the game's 2.
    expect(rows[0]).toMatchObject({
      game_id: 'g1',
      player: 'a',
      on_play: true,
      num_mulligans: 0,
      opp_num_mulligans: 1,
      num_turns: 3,
      won: true,
      user_turn_1_lands_played: 1,
      user_turn_1_user_mana_spent: 1,
      user_turn_1_oppo_mana_spent: 2,
      user_turn_1_eot_oppo_life: 18,
      oppo_turn_1_cards_drawn: 1,
      oppo_turn_1_lands_played: 1,
      oppo_turn_1_creatures_cast: 1,
      user_turn_2_cards_drawn: 1,
      user_turn_2_creatures_attacked: 2,
      user_turn_2_creatures_blocking: 1,
      user_turn_2_eot_oppo_life: 15,
      oppo_turn_2_lands_played: null,
    });
    // b, on the draw in g1: its first turn is the game's 2nd; a's first and second are the 1st and 3rd.
    expect(rows[1]).toMatchObject({
      player: 'b',
      on_play: false,
      opp_num_mulligans: 0,
      won: false,
      user_turn_1_cards_drawn: 1,
      user_turn_1_lands_played: 1,
      user_turn_1_eot_user_life: 18,
      oppo_turn_1_lands_played: 1,
      oppo_turn_1_user_mana_spent: 2,
      oppo_turn_1_oppo_mana_spent: 1,
      oppo_turn_2_creatures_attacked: 2,
      oppo_turn_2_creatures_blocking: 1,
      oppo_turn_2_eot_user_life: 15,
      user_turn_2_lands_played: null,
    });
    const games = await read(
      `SELECT game_id, winner, end_reason FROM read_csv_auto('${out}/games.csv') ORDER BY 1`,
    );
    expect(games).toEqual([
      { game_id: 'g1', winner: 'a', end_reason: 'life' },
      { game_id: 'g2', winner: 'b', end_reason: 'conceded' },
    ]);
    const [cards] = await read(
      `SELECT COUNT(*)::INTEGER AS n, SUM(in_deck)::INTEGER AS in_deck FROM read_csv_auto('${out}/card_games.csv')`,
    );
    expect(cards).toEqual({ n: 3, in_deck: 12 });
  });

  it('refuses a format it does not write, a target that is not an empty directory or has no parent, and leaves nothing', async () => {
    const parent = join(dir, 'refused');
    mkdirSync(parent);
    await expect(exportAnalytics(store, 'xml', join(parent, 'x'))).rejects.toThrow(
      new AnalyticsExportError('unknown export format xml: csv or parquet'),
    );
    mkdirSync(join(parent, 'full'));
    writeFileSync(join(parent, 'full', 'keep.txt'), 'mine');
    await expect(exportAnalytics(store, 'csv', join(parent, 'full'))).rejects.toThrow(
      /full: it exists and is not an empty directory/,
    );
    writeFileSync(join(parent, 'file'), 'not a directory');
    await expect(exportAnalytics(store, 'parquet', join(parent, 'file', 'out'))).rejects.toThrow(
      AnalyticsExportError,
    );
    expect(readdirSync(parent).sort()).toEqual(['file', 'full']);
    expect(readdirSync(join(parent, 'full'))).toEqual(['keep.txt']);
  });

  it('an export that fails half way leaves neither the target nor its partial directory', async () => {
    const parent = join(dir, 'failed');
    mkdirSync(parent);
    await store.connection.run(`CREATE TABLE card_games_kept AS SELECT * FROM card_games`);
    await store.connection.run(`DROP TABLE card_games`);
    try {
      await expect(exportAnalytics(store, 'parquet', join(parent, 'out'))).rejects.toThrow(/card_games/);
    } finally {
      await store.connection.run(`ALTER TABLE card_games_kept RENAME TO card_games`);
    }
    expect(readdirSync(parent)).toEqual([]);
  });
});

describe("17lands' turns of each player, from the turns each side took", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-turns-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const GAME = `INSERT INTO games VALUES ('g', '2026-12-07T10:00:00.000Z', ['a', 'b'], ['D', 'E'], 'a', 3, 'a', false, 'life')`;
  /** The replay CSV's rows of `store`, by player. */
  const exported = async (store: AnalyticsStore, out: string): Promise<Row[]> => {
    await exportAnalytics(store, 'csv', out);
    const reader = await (await DuckDBInstance.create(':memory:')).connect();
    try {
      return (await reader.runAndReadAll(`SELECT * FROM read_csv_auto('${out}/replay.csv') ORDER BY player`))
        .getRowObjects()
        .map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
        );
    } finally {
      reader.closeSync();
    }
  };

  it("500.7: after an extra turn, a player's second turn is the game's 2nd, the opponent's first the game's 3rd", async () => {
    const store = await AnalyticsStore.open(':memory:');
    try {
      await store.connection.run(GAME);
      // a takes the game's turns 1 and 2 (an extra turn, Time Walk), b the game's 3rd.
      await store.connection
        .run(`INSERT INTO replay (game_id, player, deck, on_play, num_mulligans, won, num_turns,
          user_turn_1_lands_played, user_turn_2_lands_played, user_turn_3_lands_played,
          user_turn_3_creatures_blocking, active_turns)
        VALUES ('g', 'a', 'D', true, 0, true, 3, 1, 1, 0, 2, [1, 2]),
               ('g', 'b', 'E', false, 0, false, 3, 0, 0, 1, 0, [3])`);
      const [a, b] = await exported(store, join(dir, 'extra'));
      expect(a).toMatchObject({
        user_turn_1_lands_played: 1,
        user_turn_2_lands_played: 1,
        oppo_turn_1_lands_played: 1,
        oppo_turn_1_creatures_blocking: 2,
        oppo_turn_2_lands_played: null,
        user_turn_3_lands_played: null,
      });
      expect(b).toMatchObject({
        user_turn_1_lands_played: 1,
        oppo_turn_2_lands_played: 1,
        user_turn_2_lands_played: null,
      });
    } finally {
      store.close();
    }
  });

  it('a store written before the turns taken were kept gets every other turn from the side on the play', async () => {
    const file = join(dir, 'old.duckdb');
    const old = await AnalyticsStore.open(file);
    await old.connection.run(`ALTER TABLE replay DROP COLUMN active_turns`);
    await old.connection.run(GAME);
    await old.connection
      .run(`INSERT INTO replay (game_id, player, deck, on_play, num_mulligans, won, num_turns,
        user_turn_2_lands_played, user_turn_3_lands_played)
      VALUES ('g', 'a', 'D', true, 0, true, 3, 0, 1), ('g', 'b', 'E', false, 0, false, 3, 1, 0)`);
    old.close();
    const store = await AnalyticsStore.open(file);
    try {
      expect(await store.rows(`SELECT player, active_turns FROM replay ORDER BY player`)).toEqual([
        { player: 'a', active_turns: [1, 3] },
        { player: 'b', active_turns: [2] },
      ]);
      const [a] = await exported(store, join(dir, 'old'));
      expect(a).toMatchObject({ user_turn_2_lands_played: 1, oppo_turn_1_lands_played: 1 });
    } finally {
      store.close();
    }
  });
});
