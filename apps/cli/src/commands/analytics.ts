// `mtg analytics rebuild`, `mtg analytics cards`, `mtg analytics export` and `mtg analytics charts`:
// the analytical store (DuckDB) beside the read models, rebuilt from the event store by the analytics
// projection, 17lands' card metrics read from it, as a table or drawn as SVG charts, and its tables
// written as Parquet or CSV files.
import { accessSync, constants, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  openEventStore,
  redactConnectionString,
  type EventStore,
  type EventStoreConfig,
} from '@mtg/event-store';
import {
  AnalyticsExportError,
  AnalyticsFeeder,
  AnalyticsStore,
  analyticsChart,
  analyticsPathFromEnv,
  CHART_NAMES,
  exportAnalytics,
  GAME_STREAM_PREFIX,
  openReadModelDb,
  queryCardMetrics,
  queryGameMetrics,
  readModelsPathFromEnv,
  storeConfigFromEnv,
  type CardMetrics,
  type ChartFilter,
  type GameMetrics,
  type ReadModelDb,
  type WinRate,
} from '@mtg/game';
import { loadCardPool } from '@mtg/oracle';
import type { RulesContext } from '@mtg/rules';

export interface Output {
  write(text: string): unknown;
}

interface Paths {
  store: EventStoreConfig;
  readModels: string;
  analytics: string;
}

function pathsFromEnv(env: NodeJS.ProcessEnv, err: Output): Paths | undefined {
  try {
    const store = storeConfigFromEnv(env);
    const readModels = readModelsPathFromEnv(store, env);
    return { store, readModels, analytics: analyticsPathFromEnv(readModels, env) };
  } catch (error) {
    err.write(`${(error as Error).message}\n`);
    return undefined;
  }
}

/**
 * Empties `tables` and the analytics checkpoint, then replays every game stream of `events` through
 * the analytics projection into them: the projection notes every ended game first, the feeder then
 * writes them 200 games a transaction. Returns the games and the events fed.
 */
export async function projectAll(
  events: EventStore,
  db: ReadModelDb,
  tables: AnalyticsStore,
  ctx: RulesContext,
): Promise<{ games: number; events: number }> {
  const feeder = new AnalyticsFeeder(events, db, tables, ctx);
  await feeder.reset();
  const [last] = await events.readAll({
    direction: 'backwards',
    fromPosition: 'end',
    maxCount: 1,
    filter: { streamNamePrefix: [GAME_STREAM_PREFIX] },
  });
  feeder.runner.start();
  if (last) await feeder.runner.caughtUp(last.position);
  await feeder.runner.stop();
  await feeder.feed();
  return feeder.fed;
}

/**
 * `mtg analytics rebuild`: empties the analytical store and the analytics checkpoint, replays every
 * game stream through the analytics projection and prints the counts and the speed.
 */
export async function analyticsRebuild(
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  const paths = pathsFromEnv(env, err);
  if (!paths) return 2;
  const { store, readModels, analytics } = paths;
  if (store.kind === 'memory') {
    err.write('the memory store holds nothing between runs: there is nothing to rebuild\n');
    return 0;
  }
  if (store.kind === 'sqlite' && !existsSync(store.path)) {
    err.write(`no event store at ${store.path} (set SQLITE_PATH)\n`);
    return 1;
  }
  const started = performance.now();
  for (const path of [readModels, analytics])
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const events = await openEventStore(store);
  const db = openReadModelDb(readModels);
  const tables = await AnalyticsStore.open(analytics);
  try {
    const fed = await projectAll(events, db, tables, { cards: loadCardPool().catalogue });
    const seconds = (performance.now() - started) / 1000;
    const bulk = await tables.bulkInsertBaseline();
    const rate = (t: { rows: number; ms: number }) => (t.ms > 0 ? Math.round((t.rows / t.ms) * 1000) : 0);
    const source = store.kind === 'sqlite' ? store.path : redactConnectionString(store.url);
    out.write(
      `rebuilt ${analytics} from ${source}: ${await tables.count('games')} games, ${await tables.count('replay')} replay rows, ` +
        `${await tables.count('card_games')} card_games rows; ${fed.events} events folded ` +
        `(${Math.round(fed.events / seconds)} events/s, ${seconds.toFixed(1)} s)\n` +
        `inserts: the projection's appenders ${rate(tables.written)} rows/s (${tables.written.rows} rows in ${Math.round(tables.written.ms)} ms), ` +
        `DuckDB's INSERT ... SELECT of the same rows ${rate(bulk)} rows/s (${Math.round(bulk.ms)} ms): ratio ` +
        `${rate(tables.written) ? (rate(bulk) / rate(tables.written)).toFixed(1) : '-'}\n`,
    );
    return 0;
  } finally {
    tables.close();
    db.close();
    await events.close();
  }
}

/** The analytical store of the environment, opened for `work`; exit code 1 if it was never built. */
async function withAnalyticsStore(
  env: NodeJS.ProcessEnv,
  err: Output,
  work: (tables: AnalyticsStore) => Promise<number>,
): Promise<number> {
  const paths = pathsFromEnv(env, err);
  if (!paths) return 2;
  if (paths.analytics !== ':memory:' && !existsSync(paths.analytics)) {
    err.write(
      `no analytical store at ${paths.analytics} (run mtg analytics rebuild, or set ANALYTICS_PATH)\n`,
    );
    return 1;
  }
  const tables = await AnalyticsStore.open(paths.analytics);
  try {
    return await work(tables);
  } finally {
    tables.close();
  }
}

export interface AnalyticsCardsOptions {
  deck?: string;
  json?: boolean;
}

/** `mtg analytics cards`: the card metrics (a table, or JSON) and the game metrics after them. */
export async function analyticsCards(
  options: AnalyticsCardsOptions,
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  return withAnalyticsStore(env, err, async (tables) => {
    const filter = options.deck === undefined ? {} : { deck: options.deck };
    const cards = await queryCardMetrics(tables, filter);
    const games = await queryGameMetrics(tables, filter);
    out.write(options.json ? `${JSON.stringify({ cards, games }, null, 2)}\n` : metricsText(cards, games));
    return 0;
  });
}

export interface AnalyticsExportOptions {
  format: string;
  out: string;
}

/**
 * `mtg analytics export --format csv|parquet --out DIR`: the tables written into DIR (made, or
 * empty), whole or not at all; a bad format or a target that can't be written: exit code 2.
 */
export async function analyticsExport(
  options: AnalyticsExportOptions,
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  return withAnalyticsStore(env, err, async (tables) => {
    try {
      const written = await exportAnalytics(tables, options.format, options.out);
      out.write(
        `exported to ${options.out} (${options.format}): ` +
          `${written.map((w) => `${w.path} ${w.rows} rows`).join(', ')}\n`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof AnalyticsExportError)) throw error;
      err.write(`mtg analytics export: ${error.message}\n`);
      return 2;
    }
  });
}

export interface AnalyticsChartsOptions {
  out: string;
  deck?: string;
  minGames?: number;
}

/** Why the directory `dir` cannot take files (created if missing), or undefined if it can. */
function unwritable(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** `mtg analytics charts --out DIR`: every chart of the analytical store, written as DIR/<name>.svg. */
export async function analyticsCharts(
  options: AnalyticsChartsOptions,
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  const refused = unwritable(options.out);
  if (refused) {
    err.write(`cannot write the charts to ${options.out}: ${refused}\n`);
    return 2;
  }
  return withAnalyticsStore(env, err, async (tables) => {
    const filter: ChartFilter = {
      ...(options.deck === undefined ? {} : { deck: options.deck }),
      ...(options.minGames === undefined ? {} : { minGames: options.minGames }),
    };
    for (const name of CHART_NAMES) {
      const path = join(options.out, `${name}.svg`);
      writeFileSync(path, await analyticsChart(tables, name, filter));
      out.write(`wrote ${path}\n`);
    }
    return 0;
  });
}

const percent = (r: number | null) => (r === null ? '-' : `${(r * 100).toFixed(1)}%`);
const rateText = (w: WinRate) =>
  w.rate === null ? '-' : `${percent(w.rate)} [${percent(w.low)}, ${percent(w.high)}] n=${w.games}`;

/** The card metrics as a table (win rates with their 95% Wilson intervals and counts), then the game metrics. */
export function metricsText(cards: readonly CardMetrics[], games: GameMetrics): string {
  const header = ['card', 'GP WR', 'OH WR', 'GD WR', 'GIH WR', 'GNS WR', 'IWD', 'cast'];
  const rows = cards.map((c) => [
    c.card,
    rateText(c.gp),
    rateText(c.oh),
    rateText(c.gd),
    rateText(c.gih),
    rateText(c.gns),
    c.iwd === null ? '-' : `${c.iwd >= 0 ? '+' : ''}${(c.iwd * 100).toFixed(1)}pp`,
    String(c.cast),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const mana = games.manaSpentPerTurn
    .slice(0, 10)
    .map((t) => `${t.turn}:${t.mean.toFixed(2)}`)
    .join(' ');
  return [
    line(header),
    ...rows.map(line),
    '',
    `${games.games} games, ${games.sides} sides; mulligan rate ${percent(games.mulliganRate)} ` +
      `(mean ${games.meanMulligans?.toFixed(2) ?? '-'}); mean length ${games.meanTurns?.toFixed(1) ?? '-'} turns`,
    `on the play ${rateText(games.onThePlay)}; on the draw ${rateText(games.onTheDraw)}`,
    `mana spent per turn (turn:mean) ${mana || '-'}`,
    `endings: ${games.endReasons.map((r) => `${r.reason} ${r.games}`).join(', ') || '-'}`,
    '',
  ].join('\n');
}
