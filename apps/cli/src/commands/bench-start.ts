import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStoreDbEventStore, openSqliteEventStore, type EventStore } from '@mtg/event-store';
import type { StartFigures } from '../bench/start-child.js';
import { randomGameLogs, writeGame } from '../bench/seeded-games.js';

/** How many distinct random games the stored games are copies of. */
const TEMPLATES = 10;

export interface BenchStartOptions {
  games: number;
  turns: number;
  eventstore?: string;
}

/** The store the games are written to, and the environment that points the server at it. */
interface BenchStore {
  name: string;
  store: EventStore;
  env: NodeJS.ProcessEnv;
}

function benchStore(directory: string, options: BenchStartOptions): BenchStore {
  if (options.eventstore) {
    const namespace = `bench-${randomUUID().slice(0, 8)}-`;
    return {
      name: `eventstoredb store (namespace ${namespace})`,
      store: openEventStoreDbEventStore({ url: options.eventstore, namespace }),
      env: { STORE: 'eventstoredb', EVENTSTORE_URL: options.eventstore, EVENTSTORE_NAMESPACE: namespace },
    };
  }
  const path = join(directory, 'events.db');
  return {
    name: 'sqlite store',
    store: openSqliteEventStore({ path, synchronous: 'NORMAL' }),
    env: { STORE: 'sqlite', SQLITE_PATH: path, SQLITE_SYNC: 'NORMAL' },
  };
}

/**
 * Fills the store with `games` copies of seeded random games; returns the event count. EventStoreDB
 * gets one append a command, as the service writes (a whole game is over its largest append).
 */
async function seedStore({ store, env }: BenchStore, options: BenchStartOptions): Promise<number> {
  const logs = randomGameLogs(Math.min(TEMPLATES, options.games), options.turns);
  let events = 0;
  try {
    for (let i = 0; i < options.games; i++) {
      const log = logs[i % logs.length]!;
      await writeGame(store, `bench-${i}`, log, { perCommand: env.STORE === 'eventstoredb' });
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
export async function benchStart(options: BenchStartOptions): Promise<number> {
  const directory = mkdtempSync(join(tmpdir(), 'mtg-bench-start-'));
  try {
    const target = benchStore(directory, options);
    process.stderr.write(`writing ${options.games} games of up to ${options.turns} turns...\n`);
    const events = await seedStore(target, options);
    const file = join(directory, 'read-models.db');
    const runs: [string, NodeJS.ProcessEnv][] = [
      ['read models in memory, first start', { READ_MODELS_PATH: ':memory:' }],
      ['read models in memory, restart', { READ_MODELS_PATH: ':memory:' }],
      ['read models in a file, first start', { READ_MODELS_PATH: file }],
      ['read models in a file, restart', { READ_MODELS_PATH: file }],
    ];
    const lines = [
      `mtg bench start: ${options.games} games, ${events.toLocaleString('en-US')} events, ${target.name}, Node ${process.version}`,
      `${'start'.padEnd(36)}  ${'to views'.padStart(10)}  ${'max RSS'.padStart(9)}  ${'heap after GC'.padStart(13)}`,
    ];
    for (const [name, env] of runs) {
      process.stderr.write(`${name}...\n`);
      lines.push(formatRow(name, await measuredStart({ ...target.env, ...env })));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
