import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StreamDeletedError, StreamNotFoundError } from '../errors.js';
import type { RecordedEvent } from '../port.js';
import { describeEventStoreContract } from '../testing/index.js';
import { migrations } from './migrations.js';
import { openSqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store.js';

describeEventStoreContract('SqliteEventStore', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mtg-event-store-'));
  const store = openSqliteEventStore({ path: path.join(directory, 'events.db') });
  return {
    store,
    checkpoints: store.checkpoints,
    snapshots: store.snapshots,
    cleanup: async () => {
      await store.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
});

describe('SqliteEventStore on disk', () => {
  let directory: string;
  let file: string;
  const opened: { close(): Promise<void> }[] = [];
  const open = (options: Partial<SqliteEventStoreOptions> = {}) => {
    const store = openSqliteEventStore({ path: file, ...options });
    opened.push(store);
    return store;
  };
  const event = () => ({ id: randomUUID(), type: 'SomethingHappened', data: {} });

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mtg-event-store-'));
    file = path.join(directory, 'events.db');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('keeps events, deletions and checkpoints across a reopen', async () => {
    const first = open();
    await first.append('game-1', [event(), event()]);
    await first.append('game-2', [event()]);
    await first.append('game-3', [event()]);
    await first.deleteStream('game-2');
    await first.tombstoneStream('game-3');
    await first.checkpoints.save('projection', 3n);
    const written = await first.readAll();
    await first.close();

    const reopened = open();

    expect(await reopened.readAll()).toEqual(written);
    await expect(reopened.readStream('game-2')).rejects.toThrow(StreamNotFoundError);
    await expect(reopened.readStream('game-3')).rejects.toThrow(StreamDeletedError);
    expect((await reopened.append('game-2', [event()])).nextExpectedRevision).toBe(1n);
    expect(await reopened.checkpoints.load('projection')).toBe(3n);
  });

  it('never reuses a position, even after the last events were deleted', async () => {
    const store = open();
    const { position } = await store.append('game-1', [event()]);
    await store.deleteStream('game-1');
    await store.close();

    const reopened = open();
    const next = await reopened.append('game-2', [event()]);

    expect(next.position).toBeGreaterThan(position);
  });

  it('reports its settings and schema in health, and down once closed', async () => {
    const store = open({ synchronous: 'NORMAL' });
    await store.append('game-1', [event()]);

    expect(await store.health()).toEqual({
      status: 'up',
      adapter: 'sqlite',
      details: {
        path: file,
        synchronous: 'NORMAL',
        schemaVersion: migrations.length,
        journalMode: 'wal',
        lastPosition: '1',
      },
    });
    await store.close();
    expect(await store.health()).toMatchObject({
      status: 'down',
      adapter: 'sqlite',
      error: expect.any(String),
    });
  });

  it('syncs every commit (FULL) unless told otherwise', async () => {
    expect((await open().health()).status).toBe('up');
    expect(readPragma(file, 'journal_mode')).toBe('wal');
    expect(await open().health()).toMatchObject({ details: { synchronous: 'FULL' } });
  });

  it('migrates a new file once, and refuses a schema newer than it knows', async () => {
    await open().close();
    await open().close();
    expect(readPragma(file, 'user_version')).toBe(migrations.length);

    const db = new Database(file);
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();

    expect(() => open()).toThrow(/schema version/);
  });

  it("wakes subscriptions by polling for another connection's appends", async () => {
    const subscriber = open({ pollIntervalMs: 20 });
    const writer = open();
    const received: RecordedEvent[] = [];
    const subscription = subscriber.subscribeToAll();
    const consuming = (async () => {
      for await (const recorded of subscription) {
        received.push(recorded);
        if (received.length === 3) break;
      }
    })();

    await writer.append('game-1', [event()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writer.append('game-1', [event(), event()]);
    await consuming;

    expect(received).toEqual(await writer.readAll());
  });
});

function readPragma(file: string, pragma: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma(pragma, { simple: true });
  } finally {
    db.close();
  }
}
