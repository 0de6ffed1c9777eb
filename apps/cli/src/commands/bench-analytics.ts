// `mtg bench analytics` (issue 19, item 7): the analytics projection's throughput into DuckDB in
// events per second beside DuckDB's own bulk insert of the same rows in the same run, and the
// card-metrics query over 100,000 games' rows (made synthetically: see bench/synthetic-tallies.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { openSqliteEventStore } from '@mtg/event-store';
import { AnalyticsStore, openReadModelDb, queryCardMetrics, type InsertTiming } from '@mtg/game';
import { cardCatalogue } from '@mtg/oracle';
import { heuristicPlayer, playGame, RED_GREEN, WHITE_BLUE_BLACK, type RulesContext } from '@mtg/rules';
import { writeGame } from '../bench/seeded-games.js';
import { syntheticTally } from '../bench/synthetic-tallies.js';
import { projectAll } from './analytics.js';

export interface BenchAnalyticsOptions {
  /** Games recorded for the projection (copies of `templates` games the engine played). */
  games: number;
  templates: number;
  /** Games' rows made for the card-metrics query. */
  synthetic: number;
  seed: number;
}

/** Issue 19: the card metrics over 100,000 recorded games in under a second. */
export const CARD_METRICS_TARGET_MS = 1000;
/** Runs of the card-metrics query (the first, cold, and the best are quoted). */
const QUERY_RUNS = 5;
/** Synthetic games appended a transaction. */
const SYNTHETIC_BATCH = 1000;

const ctx: RulesContext = { cards: cardCatalogue };

function progress(label: string, unit: string): SingleBar {
  return new SingleBar({
    format: `${label} [{bar}] {value}/{total} ${unit} | {rate} ${unit}/s | left {eta_formatted}`,
    stream: process.stderr,
    etaBuffer: 50,
  });
}

interface ProjectionFigures {
  games: number;
  events: number;
  rows: number;
  /** The projection end to end: streams read, folded, rows appended, committed. */
  projectionMs: number;
  /** Of which the appenders and their transactions. */
  appenders: InsertTiming;
  /** DuckDB's INSERT ... SELECT of the same rows. */
  bulk: InsertTiming;
}

/**
 * Plays `templates` heuristic games with the engine, writes `games` copies of them (fresh ids) into
 * a SQLite store, and times the analytics projection over the store, then DuckDB's bulk insert.
 */
async function measureProjection(dir: string, options: BenchAnalyticsOptions): Promise<ProjectionFigures> {
  const logs = [];
  const played = progress('engine games', 'games');
  played.start(options.templates, 0, { rate: '0.0' });
  const started = performance.now();
  for (let i = 0; i < options.templates; i++) {
    const game = playGame(ctx, {
      seed: options.seed + i,
      decks: [
        { player: 'alice', cards: RED_GREEN },
        { player: 'bob', cards: WHITE_BLUE_BLACK },
      ],
      players: { alice: heuristicPlayer, bob: heuristicPlayer },
      turnCap: 60,
    });
    if (game.state.over) logs.push([game.events]);
    played.increment({ rate: ((i + 1) / ((performance.now() - started) / 1000)).toFixed(2) });
  }
  played.stop();
  if (logs.length === 0) throw new Error('no game of the engine ended: nothing for the projection');
  const store = openSqliteEventStore({ path: join(dir, 'events.db'), synchronous: 'NORMAL' });
  const db = openReadModelDb(join(dir, 'read-models.db'));
  const tables = await AnalyticsStore.open(join(dir, 'projected.duckdb'));
  try {
    for (let i = 0; i < options.games; i++) await writeGame(store, `bench-${i}`, logs[i % logs.length]!);
    const projected = performance.now();
    const fed = await projectAll(store, db, tables, ctx);
    const projectionMs = performance.now() - projected;
    const appenders = { ...tables.written };
    const bulk = await tables.bulkInsertBaseline();
    return { games: fed.games, events: fed.events, rows: appenders.rows, projectionMs, appenders, bulk };
  } finally {
    tables.close();
    db.close();
    await store.close();
  }
}

interface QueryFigures {
  games: number;
  cardGames: number;
  /** Making the rows and appending them. */
  fillMs: number;
  firstMs: number;
  bestMs: number;
  cards: number;
}

/** Appends `synthetic` games' rows through the store's appenders, then times the card-metrics query. */
async function measureCardMetrics(dir: string, options: BenchAnalyticsOptions): Promise<QueryFigures> {
  const tables = await AnalyticsStore.open(join(dir, 'synthetic.duckdb'));
  try {
    const bar = progress('synthetic rows', 'games');
    bar.start(options.synthetic, 0, { rate: '0' });
    const started = performance.now();
    for (let first = 0; first < options.synthetic; first += SYNTHETIC_BATCH) {
      const last = Math.min(options.synthetic, first + SYNTHETIC_BATCH);
      const batch = Array.from({ length: last - first }, (_, i) => syntheticTally(first + i, options.seed));
      await tables.connection.run('BEGIN TRANSACTION');
      await tables.append(batch);
      await tables.connection.run('COMMIT');
      bar.update(last, { rate: Math.round(last / ((performance.now() - started) / 1000)) });
    }
    bar.stop();
    const fillMs = performance.now() - started;
    const times: number[] = [];
    let cards = 0;
    for (let run = 0; run < QUERY_RUNS; run++) {
      const start = performance.now();
      cards = (await queryCardMetrics(tables)).length;
      times.push(performance.now() - start);
    }
    return {
      games: await tables.count('games'),
      cardGames: await tables.count('card_games'),
      fillMs,
      firstMs: times[0]!,
      bestMs: Math.min(...times),
      cards,
    };
  } finally {
    tables.close();
  }
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const perSecond = (units: number, ms: number) => (ms > 0 ? (units / ms) * 1000 : 0);

function report(p: ProjectionFigures, q: QueryFigures, options: BenchAnalyticsOptions): string {
  const projection = perSecond(p.events, p.projectionMs);
  const appenders = perSecond(p.events, p.appenders.ms);
  const bulk = perSecond(p.events, p.bulk.ms);
  const verdict = q.firstMs < CARD_METRICS_TARGET_MS ? 'met' : 'NOT MET';
  return `mtg bench analytics: Node ${process.version}, DuckDB (@duckdb/node-api), one process

projection into DuckDB: ${n(p.games)} games, ${n(p.events)} events, ${n(p.rows)} rows
                                      time        events/s     rows/s     vs bulk insert
  analytics projection (end to end)   ${n(p.projectionMs).padStart(7)} ms  ${n(projection).padStart(10)}  ${n(perSecond(p.rows, p.projectionMs)).padStart(9)}    ${(bulk / projection).toFixed(1)}x slower
  of which its appenders + commits    ${n(p.appenders.ms).padStart(7)} ms  ${n(appenders).padStart(10)}  ${n(perSecond(p.rows, p.appenders.ms)).padStart(9)}    ${(bulk / appenders).toFixed(1)}x slower
  DuckDB INSERT ... SELECT (baseline) ${n(p.bulk.ms).padStart(7)} ms  ${n(bulk).padStart(10)}  ${n(perSecond(p.bulk.rows, p.bulk.ms)).padStart(9)}    1.0x

card metrics over ${n(q.games)} synthetic games (${n(q.cardGames)} card_games rows, ${q.cards} cards)
  first run   ${n(q.firstMs)} ms  (target < ${n(CARD_METRICS_TARGET_MS)} ms: ${verdict})
  best of ${QUERY_RUNS}   ${n(q.bestMs)} ms
  rows made and appended in ${(q.fillMs / 1000).toFixed(1)} s (${n(perSecond(q.games, q.fillMs))} games/s)
method:
  projection: ${options.templates} games played by the engine (heuristic players, red-green against
  white-blue-black, seeds ${options.seed}..${options.seed + options.templates - 1}), copied under ${n(options.games)} game ids into a SQLite store, one
  append a game. Timed: the analytics projection from an empty DuckDB file (the catch-up subscription
  notes the ended games, the feeder reads each stream, folds it, appends its rows 200 games a
  transaction). events/s of the baseline: the same events over the time DuckDB's own INSERT ... SELECT
  copies the rows the projection wrote, in the same database, in the same run.
  card metrics: the rows of ${n(q.games)} games made without the engine (bench/synthetic-tallies.ts: a
  shuffled deck, mulligans, a draw and a land a turn, spells cheapest first, attacks and blocks,
  seed ${options.seed}), appended through the store's appenders ${SYNTHETIC_BATCH} games a transaction
  into a DuckDB file. Timed: queryCardMetrics (GP, OH, GD, GIH, GNS counts of every card), first run
  and best of ${QUERY_RUNS}.
`;
}

/** `mtg bench analytics [--games N] [--templates T] [--synthetic G] [--seed S]`. */
export async function benchAnalytics(options: BenchAnalyticsOptions): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-bench-analytics-'));
  try {
    const projection = await measureProjection(dir, options);
    const query = await measureCardMetrics(dir, options);
    process.stdout.write(report(projection, query, options));
    return query.firstMs < CARD_METRICS_TARGET_MS ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
