import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RecordedEvent } from '../port.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import type { WriterReport } from './testing/contending-writer.js';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const script = (name: string) => fileURLToPath(new URL(`./testing/${name}`, import.meta.url));

/** Runs a TypeScript script in its own Node process. */
function runScript(name: string, args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', script(name), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

/** Calls `onLine` with each line the process prints; resolves with them all when it exits. */
function linesOf(child: ChildProcessWithoutNullStreams, onLine: (line: string) => void = () => {}) {
  const lines: string[] = [];
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    onLine(line);
  });
  return new Promise<{ lines: string[]; code: number | null; signal: string | null; errors: string }>(
    (resolve) => child.on('close', (code, signal) => resolve({ lines, code, signal, errors })),
  );
}

describe('SqliteEventStore shared by processes', () => {
  let directory: string;
  let file: string;

  beforeEach(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mtg-event-store-'));
    file = path.join(directory, 'events.db');
    await openSqliteEventStore({ path: file }).close();
  });

  afterEach(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('8 writers appending to one stream with exact revisions: every acknowledged event once, no gap', async () => {
    const writers = 8;
    const appendsEach = 50;
    const observer = openSqliteEventStore({ path: file, pollIntervalMs: 20 });
    const observed = collectLive(observer, writers * appendsEach);
    const children = Array.from({ length: writers }, (_, n) =>
      runScript('contending-writer.ts', [file, `writer-${n}`, 'counter-1', String(appendsEach)]),
    );
    let ready = 0;
    const goWhenAllReady = (line: string) => {
      if (line === 'ready' && ++ready === writers) children.forEach((child) => child.stdin.write('go\n'));
    };

    const exits = await Promise.all(children.map((child) => linesOf(child, goWhenAllReady)));

    expect(exits.map(({ code, errors }) => ({ code, errors }))).toEqual(
      exits.map(() => ({ code: 0, errors: '' })),
    );
    const reports = exits.map(({ lines }) => JSON.parse(lines[lines.length - 1]) as WriterReport);
    expect(reports.flatMap((report) => report.failures)).toEqual([]);
    const acknowledged = reports.flatMap((report) => report.acknowledged);
    const stream = await observer.readStream('counter-1');
    expect(stream.map((e) => e.revision)).toEqual(
      Array.from({ length: writers * appendsEach }, (_, i) => BigInt(i)),
    );
    expect(new Set(stream.map((e) => e.id))).toEqual(new Set(acknowledged));
    expect(acknowledged).toHaveLength(writers * appendsEach);
    expect(reports.reduce((sum, report) => sum + report.conflicts, 0)).toBeGreaterThan(0);
    expect(await observed).toEqual(stream);
    await observer.close();
  });

  it('a writer killed mid-run loses no acknowledged append and leaves none half-written', async () => {
    const batchSize = 10;
    const child = runScript('crashing-writer.ts', [file, 'game-1', String(batchSize)]);
    const acknowledged: number[] = [];
    const exit = linesOf(child, (line) => {
      acknowledged.push(Number(line));
      if (acknowledged.length === 40) child.kill('SIGKILL');
    });

    expect(await exit).toMatchObject({ signal: 'SIGKILL' });
    const store = openSqliteEventStore({ path: file });
    const events = await store.readStream('game-1');

    expect(events.length % batchSize).toBe(0);
    const batches = Array.from({ length: events.length / batchSize }, (_, batch) =>
      events.slice(batch * batchSize, (batch + 1) * batchSize).map((e) => e.data),
    );
    batches.forEach((written, batch) =>
      expect(written).toEqual(Array.from({ length: batchSize }, (_, index) => ({ batch, index }))),
    );
    expect(batches.length).toBeGreaterThanOrEqual(Math.max(...acknowledged) + 1);
    const resumed = await store.append('game-1', [], { expectedRevision: BigInt(events.length - 1) });
    expect(resumed.nextExpectedRevision).toBe(BigInt(events.length - 1));
    await store.close();
  });
});

/** The first `count` events a subscription delivers, however they arrive. */
async function collectLive(
  store: { subscribeToAll(): AsyncIterable<RecordedEvent> },
  count: number,
): Promise<RecordedEvent[]> {
  const received: RecordedEvent[] = [];
  for await (const recorded of store.subscribeToAll()) {
    received.push(recorded);
    if (received.length === count) break;
  }
  return received;
}
