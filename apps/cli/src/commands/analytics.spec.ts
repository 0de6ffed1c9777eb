// Issue 19: `mtg simulate` records games of two decklists; `mtg analytics rebuild` fills the
// analytical store from them; `mtg analytics cards` prints 17lands' metrics of their cards, which a
// test checks against counts made here from the recorded events alone; `mtg analytics export`
// writes the tables, read back by another DuckDB; `mtg analytics charts` draws them.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { openEventStore } from '@mtg/event-store';
import { GAME_STREAM_PREFIX, winRate, type CardMetrics, type GameMetrics } from '@mtg/game';
import { RED_GREEN, WHITE_BLUE_BLACK, type GameEvent, type PlayerId } from '@mtg/rules';
import { main } from '../main.js';
import { output } from '../testing/output.js';
import { analyticsCards, analyticsCharts, analyticsExport, analyticsRebuild } from './analytics.js';
import { simulate } from './simulate.js';

/** The text form of a decklist ("4 Lightning Bolt" a line). */
const decklist = (cards: readonly string[]) =>
  [...new Set(cards)].map((name) => `${cards.filter((c) => c === name).length} ${name}`).join('\n') + '\n';

/** A card's counts over the games, as 17lands counts them: games (and games won) with the card in the deck, in the opening hand, drawn, in hand. */
interface Counted {
  gp: [number, number];
  oh: [number, number];
  gd: [number, number];
  gih: [number, number];
}

interface Counts {
  cards: Map<string, Counted>;
  games: number;
  onThePlay: [number, number];
}

/**
 * The counts read from the recorded events alone (no fold by the rules, no DuckDB): the decks and
 * hands of GameStarted's objects, each physical card (`cardId`) followed through its zone changes,
 * the hands at the first turn's start (the opening hands kept, 103.5), the draws after it, the winner.
 */
function countFromEvents(games: readonly GameEvent[][]): Counts {
  const counts: Counts = { cards: new Map(), games: games.length, onThePlay: [0, 0] };
  const bump = (pair: [number, number], won: boolean) => {
    pair[0]++;
    if (won) pair[1]++;
  };
  for (const events of games) {
    const started = events[0]!;
    if (started.type !== 'GameStarted') throw new Error('a game stream begins with GameStarted');
    const { objects, players } = started.initial;
    const cardOf = new Map(Object.values(objects).map((o) => [o.id, o.cardId]));
    const nameOf = new Map(Object.values(objects).map((o) => [o.cardId, o.name]));
    const ownerOf = new Map<string, PlayerId>();
    const hands = new Map<PlayerId, Set<string>>();
    for (const p of players) {
      for (const id of [...p.library, ...p.hand]) ownerOf.set(cardOf.get(id)!, p.id);
      hands.set(p.id, new Set(p.hand.map((id) => cardOf.get(id)!)));
    }
    const opening = new Map<PlayerId, Set<string>>();
    const drawn = new Map<PlayerId, Set<string>>(players.map((p) => [p.id, new Set()]));
    let onPlay: PlayerId | undefined;
    let winner: PlayerId | undefined;
    for (const e of events) {
      if (e.type === 'GameBackedUp') throw new Error('a simulated game is never backed up');
      if (e.type === 'TurnBegan' && e.number === 1) {
        onPlay = e.active;
        for (const [p, hand] of hands) opening.set(p, new Set([...hand].map((c) => nameOf.get(c)!)));
      }
      if (e.type === 'GameEnded') winner = e.winner;
      if (e.type !== 'ZoneChanged') continue;
      const card = cardOf.get(e.object);
      if (card === undefined) continue;
      if (e.newObject) cardOf.set(e.newObject, card);
      const owner = ownerOf.get(card)!;
      if (e.from === 'hand') hands.get(owner)!.delete(card);
      if (e.to === 'hand') hands.get(owner)!.add(card);
      if (e.reason === 'draw' && e.to === 'hand' && onPlay !== undefined)
        drawn.get(owner)!.add(nameOf.get(card)!);
    }
    bump(counts.onThePlay, winner === onPlay);
    for (const p of players) {
      const won = p.id === winner;
      const deck = new Set([...p.library, ...p.hand].map((id) => objects[id]!.name));
      for (const name of deck) {
        const c = counts.cards.get(name) ?? { gp: [0, 0], oh: [0, 0], gd: [0, 0], gih: [0, 0] };
        counts.cards.set(name, c);
        const inOpening = opening.get(p.id)!.has(name);
        const wasDrawn = drawn.get(p.id)!.has(name);
        bump(c.gp, won);
        if (inOpening) bump(c.oh, won);
        if (wasDrawn) bump(c.gd, won);
        if (inOpening || wasDrawn) bump(c.gih, won);
      }
    }
  }
  return counts;
}

const GAMES = 4;

describe('mtg simulate, then mtg analytics rebuild, cards and export', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-analytics-'));
  const env = {
    STORE: 'sqlite',
    SQLITE_PATH: join(dir, 'events.db'),
    ANALYTICS_PATH: join(dir, 'analytics.duckdb'),
  };
  let recorded: GameEvent[][] = [];
  let reader: DuckDBConnection;
  /** The rows of a query (numbers as numbers: CSV integers are read as BIGINTs). */
  const read = async (sql: string) =>
    (await reader.runAndReadAll(sql))
      .getRowObjects()
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
      );

  beforeAll(async () => {
    const decks = [join(dir, 'red-green.txt'), join(dir, 'white-blue-black.txt')];
    writeFileSync(decks[0]!, decklist(RED_GREEN));
    writeFileSync(decks[1]!, decklist(WHITE_BLUE_BLACK));
    const quiet = [process.stdout, process.stderr].map((s) =>
      jest.spyOn(s, 'write').mockImplementation(() => true),
    );
    try {
      const code = await simulate({
        games: GAMES,
        decks,
        players: ['heuristic', 'heuristic'],
        store: `sqlite:${env.SQLITE_PATH}`,
        sync: 'NORMAL',
        seed: 51,
        turns: 40,
      });
      expect(code).toBe(0);
    } finally {
      quiet.forEach((spy) => spy.mockRestore());
    }
    const store = await openEventStore({ kind: 'sqlite', path: env.SQLITE_PATH });
    const events = await store.readAll({ filter: { streamNamePrefix: [GAME_STREAM_PREFIX] } });
    await store.close();
    const streams = new Map<string, GameEvent[]>();
    for (const e of events) streams.set(e.stream, [...(streams.get(e.stream) ?? []), e.data as GameEvent]);
    recorded = [...streams.values()];
    reader = await (await DuckDBInstance.create(':memory:')).connect();
  }, 300_000);
  afterAll(() => {
    reader?.closeSync();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to print the metrics of a store not built yet', async () => {
    const err = output();
    expect(await analyticsCards({}, env, output(), err)).toBe(1);
    expect(err.text()).toContain('run mtg analytics rebuild');
  });

  it(`rebuilds the store's ${GAMES} games, and again to the same counts`, async () => {
    expect(recorded).toHaveLength(GAMES);
    for (let run = 0; run < 2; run++) {
      const out = output();
      expect(await analyticsRebuild(env, out, output())).toBe(0);
      expect(out.text()).toMatch(
        new RegExp(`${GAMES} games, ${GAMES * 2} replay rows, \\d+ card_games rows; \\d+ events folded`),
      );
      expect(out.text()).toMatch(
        /appenders \d+ rows\/s .* INSERT \.\.\. SELECT of the same rows \d+ rows\/s/,
      );
    }
  });

  it("prints each card's win rates equal to the counts made from the recorded events alone", async () => {
    const expected = countFromEvents(recorded);
    const out = output();
    expect(await analyticsCards({ json: true }, env, out, output())).toBe(0);
    const { cards, games } = JSON.parse(out.text()) as { cards: CardMetrics[]; games: GameMetrics };
    expect(cards.map((c) => c.card).sort()).toEqual([...expected.cards.keys()].sort());
    for (const metrics of cards) {
      const c = expected.cards.get(metrics.card)!;
      expect({
        card: metrics.card,
        gp: metrics.gp,
        oh: metrics.oh,
        gd: metrics.gd,
        gih: metrics.gih,
      }).toEqual({
        card: metrics.card,
        gp: winRate(c.gp[1], c.gp[0]),
        oh: winRate(c.oh[1], c.oh[0]),
        gd: winRate(c.gd[1], c.gd[0]),
        gih: winRate(c.gih[1], c.gih[0]),
      });
      expect(metrics.gns).toEqual(winRate(c.gp[1] - c.gih[1], c.gp[0] - c.gih[0]));
      // Every rate lies in its interval.
      for (const r of [metrics.gp, metrics.oh, metrics.gd, metrics.gih, metrics.gns])
        if (r.rate !== null) expect(r.low! <= r.rate && r.rate <= r.high!).toBe(true);
    }
    expect(games.games).toBe(expected.games);
    expect(games.onThePlay).toEqual(winRate(expected.onThePlay[1], expected.onThePlay[0]));
    const table = output();
    expect(await analyticsCards({}, env, table, output())).toBe(0);
    expect(table.text()).toMatch(/^card\s+GP WR\s+OH WR\s+GD WR\s+GIH WR\s+GNS WR\s+IWD\s+cast/);
    expect(table.text()).toContain(`${GAMES} games, ${GAMES * 2} sides`);
  });

  it('writes the three charts as SVG files, titled, in a directory it creates', async () => {
    const charts = join(dir, 'charts', 'all');
    const out = output();
    expect(await analyticsCharts({ out: charts }, env, out, output())).toBe(0);
    const titles = {
      'gih-win-rate': 'GIH win rate by card',
      'game-length': 'Game length',
      'mana-spent': 'Mana spent per turn by deck',
    };
    for (const [name, title] of Object.entries(titles)) {
      const path = join(charts, `${name}.svg`);
      expect(out.text()).toContain(`wrote ${path}`);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toMatch(/^<svg role="img"/);
      expect(svg).toContain(`<title id="${name}-title">${title}</title>`);
      expect(svg).toContain(`${GAMES} games`);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    }
    expect(readFileSync(join(charts, 'gih-win-rate.svg'), 'utf8')).toContain('>Mountain</text>');
  });

  it('refuses a directory it cannot write the charts to (exit 2), writing nothing', async () => {
    const err = output();
    const under = join(env.SQLITE_PATH, 'charts');
    expect(await analyticsCharts({ out: under }, env, output(), err)).toBe(2);
    expect(err.text()).toContain(`cannot write the charts to ${under}: ENOTDIR`);
    expect(existsSync(under)).toBe(false);
  });

  describe('export', () => {
    const source = (table: string) => `src.${table}`;
    beforeAll(async () => {
      await reader.run(`ATTACH '${env.ANALYTICS_PATH}' AS src (READ_ONLY)`);
    });
    afterAll(async () => {
      await reader.run('DETACH src');
    });

    /** The rows of `a` not in `b` and of `b` not in `a` (duplicates counted): none if they hold the same rows. */
    const difference = async (a: string, b: string) =>
      read(`(${a} EXCEPT ALL ${b}) UNION ALL (${b} EXCEPT ALL ${a})`);

    it('Parquet: each table read back with hive_partitioning holds the rows of the store, under the date they were played', async () => {
      const out = join(dir, 'parquet');
      const printed = output();
      expect(await analyticsExport({ format: 'parquet', out }, env, printed, output())).toBe(0);
      expect(printed.text()).toMatch(
        new RegExp(`exported to .*parquet \\(parquet\\): games/ ${GAMES} rows, replay/ ${GAMES * 2} rows`),
      );
      const today = new Date().toISOString().slice(0, 10);
      for (const table of ['games', 'replay', 'card_games']) {
        expect(readdirSync(join(out, table))).toEqual([`date=${today}`]);
        const files = `read_parquet('${out}/${table}/*/*.parquet', hive_partitioning = true)`;
        const [{ n }] = (await read(`SELECT COUNT(*) AS n FROM ${files}`)) as [{ n: number }];
        const [{ m }] = (await read(`SELECT COUNT(*) AS m FROM ${source(table)}`)) as [{ m: number }];
        expect(n).toBe(m);
        expect(n).toBeGreaterThan(0);
        expect(
          await difference(`SELECT * EXCLUDE ("date") FROM ${files}`, `SELECT * FROM ${source(table)}`),
        ).toEqual([]);
        expect(await read(`SELECT DISTINCT "date"::VARCHAR AS d FROM ${files}`)).toEqual([{ d: today }]);
      }
    });

    it("CSV: the tables' rows, the replay rows in 17lands' columns taken from each side's turns", async () => {
      const out = join(dir, 'csv');
      expect(await analyticsExport({ format: 'csv', out }, env, output(), output())).toBe(0);
      const csv = (table: string) => `read_csv_auto('${out}/${table}.csv')`;
      expect(
        await difference(`SELECT * FROM ${csv('card_games')}`, `SELECT * FROM ${source('card_games')}`),
      ).toEqual([]);
      expect(
        await difference(
          `SELECT game_id, on_play, turns, winner, end_reason FROM ${csv('games')}`,
          `SELECT game_id, on_play, turns, winner, end_reason FROM ${source('games')}`,
        ),
      ).toEqual([]);
      // The user's K-th turn is the game's 2K-1 on the play, 2K on the draw; the opponent's the other.
      const mapped = `SELECT game_id, player, won, num_mulligans,
          CASE WHEN on_play THEN user_turn_1_lands_played ELSE user_turn_2_lands_played END AS lands_1,
          CASE WHEN on_play THEN user_turn_3_mana_spent ELSE user_turn_4_mana_spent END AS mana_2,
          CASE WHEN on_play THEN user_turn_5_eot_life ELSE user_turn_6_eot_life END AS life_3
        FROM ${source('replay')}`;
      const exported = `SELECT game_id, player, won, num_mulligans, user_turn_1_lands_played AS lands_1,
          user_turn_2_user_mana_spent AS mana_2, user_turn_3_eot_user_life AS life_3 FROM ${csv('replay')}`;
      expect(await read(`SELECT COUNT(*) AS n FROM ${csv('replay')}`)).toEqual([{ n: GAMES * 2 }]);
      expect(await difference(exported, mapped)).toEqual([]);
      const opponents = await read(
        `SELECT c.oppo_turn_1_eot_oppo_life AS exported, CASE WHEN o.on_play THEN o.user_turn_1_eot_life ELSE o.user_turn_2_eot_life END AS theirs
         FROM ${csv('replay')} c JOIN ${source('replay')} o ON o.game_id = c.game_id AND o.player <> c.player`,
      );
      expect(opponents).toHaveLength(GAMES * 2);
      for (const row of opponents) expect(row.exported).toBe(row.theirs);
    });

    it('a bad --format or a --out that cannot be written: exit code 2, a clear error, nothing written', async () => {
      const err = output();
      expect(await analyticsExport({ format: 'xml', out: join(dir, 'xml') }, env, output(), err)).toBe(2);
      expect(err.text()).toBe('mtg analytics export: unknown export format xml: csv or parquet\n');
      const denied = output();
      const file = join(dir, 'red-green.txt');
      expect(
        await analyticsExport({ format: 'parquet', out: join(file, 'out') }, env, output(), denied),
      ).toBe(2);
      expect(denied.text()).toBe(
        `mtg analytics export: cannot export to ${file}/out: no directory ${file}\n`,
      );
      const used = output();
      expect(await analyticsExport({ format: 'csv', out: join(dir, 'csv') }, env, output(), used)).toBe(2);
      expect(used.text()).toContain('it exists and is not an empty directory');
      expect(readdirSync(dir).filter((f) => f.startsWith('.') || f === 'xml')).toEqual([]);
      const quiet = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        expect(await main(['analytics', 'export', '--format', 'xml', '--out', join(dir, 'xml')])).toBe(2);
      } finally {
        quiet.mockRestore();
      }
    });
  });
});
