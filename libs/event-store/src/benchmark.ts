import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemoryEventStore } from './memory/memory-event-store.js';
import type { EventData, EventStore } from './port.js';
import { openBareAppender, type BareAppender } from './sqlite/bare-appender.js';
import { openSqliteEventStore, type SqliteSynchronous } from './sqlite/sqlite-event-store.js';

/** `bare sqlite`: raw better-sqlite3 appends, same schema and sync mode (appends only, no reads). */
export type BenchAdapter =
  'bare sqlite FULL' | 'sqlite FULL' | 'bare sqlite NORMAL' | 'sqlite NORMAL' | 'memory';
export type BenchOperation = 'append 1 event' | 'append 10 events' | 'readStream' | 'readAll';

export interface BenchmarkOptions {
  /** Appends of each size (1 and 10 events) per adapter. Default: 5000. */
  appends?: number;
  /** How many streams the appends are spread over. Default: 100. */
  streams?: number;
  /** Default: all three. */
  adapters?: readonly BenchAdapter[];
  /** Where the SQLite files go (in a fresh folder, removed afterwards). Default: the OS temp folder. */
  directory?: string;
}

export interface BenchResult {
  adapter: BenchAdapter;
  operation: BenchOperation;
  /** Appends made, or events read. */
  count: number;
  seconds: number;
  /** Appends per second, or events read per second. */
  rate: number;
  unit: 'appends/s' | 'events/s';
  /** Latency of one append, in milliseconds. */
  p50Ms?: number;
  p99Ms?: number;
  /** An adapter's appends per second over the bare appends' of the same size and sync mode. */
  ofBare?: number;
}

const allAdapters: readonly BenchAdapter[] = [
  'bare sqlite FULL',
  'sqlite FULL',
  'bare sqlite NORMAL',
  'sqlite NORMAL',
  'memory',
];
const READ_ALL_PAGE = 1000;

/**
 * Measures each adapter: appends per second and their latency for appends of 1 and of 10 events
 * (spread over streams, each with the exact expected revision), then read-back speed.
 */
export async function benchmarkStore(options: BenchmarkOptions = {}): Promise<BenchResult[]> {
  const { appends = 5000, streams = 100, adapters = allAdapters } = options;
  const directory = fs.mkdtempSync(path.join(options.directory ?? os.tmpdir(), 'mtg-bench-store-'));
  try {
    const results: BenchResult[] = [];
    for (const adapter of adapters) {
      if (adapter.startsWith('bare')) {
        results.push(...(await benchBare(adapter, directory, { appends, streams })));
        continue;
      }
      const store = openBenchStore(adapter, directory);
      try {
        results.push(
          await benchAppends(store, adapter, { appends, streams, size: 1 }),
          await benchAppends(store, adapter, { appends, streams, size: 10 }),
          await benchReadStream(store, adapter, streamNames(streams, [1, 10])),
          await benchReadAll(store, adapter),
        );
      } finally {
        await store.close();
      }
    }
    return withBareRatios(results);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** The sync mode a SQLite adapter (bare or not) runs with. */
function syncOf(adapter: BenchAdapter): SqliteSynchronous | undefined {
  return adapter.endsWith('FULL') ? 'FULL' : adapter.endsWith('NORMAL') ? 'NORMAL' : undefined;
}

/** Each SQLite adapter's append rates as a share of the bare appends' in the same mode. */
function withBareRatios(results: BenchResult[]): BenchResult[] {
  const bare = (result: BenchResult) =>
    results.find(
      (r) =>
        r.adapter === `bare sqlite ${syncOf(result.adapter)}` &&
        r.operation === result.operation &&
        result.adapter !== r.adapter,
    );
  return results.map((result) => {
    const floor = bare(result);
    return floor ? { ...result, ofBare: result.rate / floor.rate } : result;
  });
}

async function benchBare(
  adapter: BenchAdapter,
  directory: string,
  { appends, streams }: { appends: number; streams: number },
): Promise<BenchResult[]> {
  const appender = openBareAppender(path.join(directory, `bare-${syncOf(adapter)}.db`), syncOf(adapter)!);
  try {
    return [
      await benchAppends(bareStore(appender), adapter, { appends, streams, size: 1 }),
      await benchAppends(bareStore(appender), adapter, { appends, streams, size: 10 }),
    ];
  } finally {
    appender.close();
  }
}

/** The bare appender behind the one method the append benchmark calls. */
function bareStore(appender: BareAppender): Pick<EventStore, 'append'> {
  return {
    append: async (stream, events, options) => {
      const expected = options?.expectedRevision;
      const first = typeof expected === 'bigint' ? expected + 1n : 0n;
      appender.append(stream, first, events);
      return { nextExpectedRevision: first + BigInt(events.length) - 1n, position: 0n };
    },
  };
}

/** The results as a text table. */
export function formatBenchmark(results: readonly BenchResult[]): string {
  const header = ['adapter', 'operation', 'count', 'rate', 'p50 ms', 'p99 ms', 'of bare'];
  const rows = results.map((result) => [
    result.adapter,
    result.operation,
    String(result.count),
    `${Math.round(result.rate).toLocaleString('en-US')} ${result.unit}`,
    result.p50Ms?.toFixed(3) ?? '',
    result.p99Ms?.toFixed(3) ?? '',
    result.ofBare !== undefined ? `${Math.round(result.ofBare * 100)}%` : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function openBenchStore(adapter: BenchAdapter, directory: string): EventStore {
  if (adapter === 'memory') return new MemoryEventStore();
  const synchronous = syncOf(adapter)!;
  return openSqliteEventStore({ path: path.join(directory, `${synchronous}.db`), synchronous });
}

async function benchAppends(
  store: Pick<EventStore, 'append'>,
  adapter: BenchAdapter,
  { appends, streams, size }: { appends: number; streams: number; size: number },
): Promise<BenchResult> {
  const names = streamNames(streams, [size]);
  const appendsToMake = Array.from({ length: appends }, (_, i) => ({
    stream: names[i % names.length],
    events: Array.from({ length: size }, (_, n) => gameEvent(names[i % names.length], i * size + n)),
  }));
  const revisions = new Map<string, bigint>();
  const latencies: number[] = [];
  const started = performance.now();
  for (const { stream, events } of appendsToMake) {
    const before = performance.now();
    const result = await store.append(stream, events, {
      expectedRevision: revisions.get(stream) ?? 'no_stream',
    });
    latencies.push(performance.now() - before);
    revisions.set(stream, result.nextExpectedRevision);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    adapter,
    operation: size === 1 ? 'append 1 event' : 'append 10 events',
    count: appends,
    seconds,
    rate: appends / seconds,
    unit: 'appends/s',
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

async function benchReadStream(
  store: EventStore,
  adapter: BenchAdapter,
  names: string[],
): Promise<BenchResult> {
  const started = performance.now();
  let count = 0;
  for (const stream of names) count += (await store.readStream(stream)).length;
  return readResult(adapter, 'readStream', count, started);
}

async function benchReadAll(store: EventStore, adapter: BenchAdapter): Promise<BenchResult> {
  const started = performance.now();
  let count = 0;
  let fromPosition: bigint | 'start' = 'start';
  for (;;) {
    const page = await store.readAll({ fromPosition, maxCount: READ_ALL_PAGE });
    count += page.length;
    if (page.length < READ_ALL_PAGE) break;
    fromPosition = page[page.length - 1].position + 1n;
  }
  return readResult(adapter, 'readAll', count, started);
}

function readResult(
  adapter: BenchAdapter,
  operation: BenchOperation,
  count: number,
  started: number,
): BenchResult {
  const seconds = (performance.now() - started) / 1000;
  return { adapter, operation, count, seconds, rate: count / seconds, unit: 'events/s' };
}

function streamNames(streams: number, sizes: readonly number[]): string[] {
  return sizes.flatMap((size) => Array.from({ length: streams }, (_, i) => `bench-${size}-game-${i}`));
}

/** An event shaped like a game's: a small JSON payload and the usual metadata. */
function gameEvent(stream: string, n: number): EventData {
  return {
    id: randomUUID(),
    type: 'DamageDealt',
    data: { game: stream, source: 'Lightning Bolt', target: { player: n % 2 }, amount: 3, n },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      commandId: randomUUID(),
      actor: 'seat-1',
      time: '2025-02-07T12:00:00.000Z',
    },
  };
}

/** The value below which a share `q` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}
