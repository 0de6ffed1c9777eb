import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSqliteEventStore } from '@mtg/event-store';
import type { StartFigures } from '../bench/start-child.js';
import { randomGameLogs, writeGame } from '../bench/seeded-games.js';

const USAGE = `usage: mtg bench start [--games N] [--turns T]
  Writes N games (default 1,000; copies of 10 seeded random games of T turns, default 6) to a
  temporary SQLite store, then times server starts over it until the views have caught up, each
  in a fresh process: read models in memory and in a file, first start and restart.
`;

/** How many distinct random games the stored games are copies of. */
const TEMPLATES = 10;

interface Options {
  games: number;
  turns: number;
}

function parseOptions(args: string[]): Options | undefined {
  try {
    const { values } = parseArgs({
      args,
      options: { games: { type: 'string' }, turns: { type: 'string' } },
      strict: true,
    });
    const options = { games: Number(values.games ?? 1000), turns: Number(values.turns ?? 6) };
    if (Object.values(options).every((n) => Number.isInteger(n) && n > 0)) return options;
    process.stderr.write(`--games and --turns are positive whole numbers\n${USAGE}`);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
  }
  return undefined;
}

/** Fills a SQLite store at `path` with `games` copies of seeded random games; returns the event count. */
async function seedStore(path: string, options: Options): Promise<number> {
  const logs = randomGameLogs(Math.min(TEMPLATES, options.games), options.turns);
  const store = openSqliteEventStore({ path, synchronous: 'NORMAL' });
  let events = 0;
  try {
    for (let i = 0; i < options.games; i++) {
      const log = logs[i % logs.length]!;
      await writeGame(store, `bench-${i}`, log);
      events += log.reduce((sum, command) => sum + command.length, 0);
    }
  } finally {
    await store.close();
  }
  return events;
}

/** Starts the server in a child process with `env` and returns its figures. */
function measuredStart(env: NodeJS.ProcessEnv): Promise<StartFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('../bench/start-child.js', import.meta.url), {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent', PORT: '0' },
    });
    child.once('message', (figures) => resolve(figures as StartFigures));
    child.once('error', reject);
    child.once('exit', (code) => code && reject(new Error(`the measured start exited with code ${code}`)));
  });
}

function formatRow(name: string, figures: StartFigures): string {
  const ms = `${Math.round(figures.ms).toLocaleString('en-US')} ms`;
  return `${name.padEnd(36)}  ${ms.padStart(10)}  ${figures.maxRssMb.toFixed(0).padStart(6)} MB  ${figures.heapMb.toFixed(0).padStart(10)} MB`;
}

/** `mtg bench start [--games N] [--turns T]`: server start time and memory over many stored games. */
export async function benchStart(args: string[]): Promise<number> {
  const options = parseOptions(args);
  if (!options) return 2;
  const directory = mkdtempSync(join(tmpdir(), 'mtg-bench-start-'));
  try {
    const sqlitePath = join(directory, 'events.db');
    process.stderr.write(`writing ${options.games} games of up to ${options.turns} turns...\n`);
    const events = await seedStore(sqlitePath, options);
    const store = { STORE: 'sqlite', SQLITE_PATH: sqlitePath, SQLITE_SYNC: 'NORMAL' };
    const file = join(directory, 'read-models.db');
    const runs: [string, NodeJS.ProcessEnv][] = [
      ['read models in memory, first start', { READ_MODELS_PATH: ':memory:' }],
      ['read models in memory, restart', { READ_MODELS_PATH: ':memory:' }],
      ['read models in a file, first start', { READ_MODELS_PATH: file }],
      ['read models in a file, restart', { READ_MODELS_PATH: file }],
    ];
    const lines = [
      `mtg bench start: ${options.games} games, ${events.toLocaleString('en-US')} events, sqlite store, Node ${process.version}`,
      `${'start'.padEnd(36)}  ${'to views'.padStart(10)}  ${'max RSS'.padStart(9)}  ${'heap after GC'.padStart(13)}`,
    ];
    for (const [name, env] of runs) {
      process.stderr.write(`${name}...\n`);
      lines.push(formatRow(name, await measuredStart({ ...store, ...env })));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
