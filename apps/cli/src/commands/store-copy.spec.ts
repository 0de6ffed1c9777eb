import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MemoryEventStore,
  openEventStoreDbEventStore,
  openSqliteEventStore,
  type EventData,
  type EventStore,
  type EventStoreWithCheckpoints,
  type RecordedEvent,
} from '@mtg/event-store';
import { EventStoreDbTestServer } from '@mtg/event-store/testing/eventstoredb-server.js';
import { main } from '../main.js';
import { copyEvents } from './store-copy.js';

describe('mtg store copy', () => {
  let dir: string;
  let server: EventStoreDbTestServer;
  let output: string[];
  const opened: EventStoreWithCheckpoints[] = [];
  const sqlite = (name = 'events.db') => {
    const store = openSqliteEventStore({ path: join(dir, name) });
    opened.push(store);
    return store;
  };
  const eventstoredb = () => {
    const store = openEventStoreDbEventStore({ url: server.url });
    opened.push(store);
    return store;
  };
  const run = (...args: string[]) => main(['store', 'copy', ...args]);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mtg-store-copy-'));
    server = await EventStoreDbTestServer.start();
    output = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
      output.push(String(text));
      return true;
    });
    jest.spyOn(process.stderr, 'write').mockImplementation((text) => {
      output.push(String(text));
      return true;
    });
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every stream from sqlite to EventStoreDB with its ids, revisions, data, metadata and order, and back', async () => {
    const source = sqlite();
    await writeHistory(source);
    const written = await source.readAll();
    await source.close();

    expect(await run('--from', `sqlite:${join(dir, 'events.db')}`, '--to', server.url)).toBe(0);
    expect(output.join('')).toMatch(/copied 9 events of 4 streams from sqlite:.* to kurrentdb:\/\//);
    const copied = await eventstoredb().readAll();
    expect(copied.map(essentials)).toEqual(written.map(essentials));
    await expect(eventstoredb().readStream('game-2')).resolves.toHaveLength(2);

    expect(await run('--from', server.url, '--to', `sqlite:${join(dir, 'back.db')}`)).toBe(0);
    expect((await sqlite('back.db').readAll()).map(essentials)).toEqual(written.map(essentials));
  });

  it('resumes after the last event it copied, and copies nothing twice when run again', async () => {
    const source = sqlite();
    await writeHistory(source);
    const target = `sqlite:${join(dir, 'target.db')}`;
    expect(await run('--from', `sqlite:${join(dir, 'events.db')}`, '--to', target)).toBe(0);

    await source.append('game-1', [event('LifeGained'), event('LifeLost')]);
    expect(await run('--from', `sqlite:${join(dir, 'events.db')}`, '--to', target, '--page', '1')).toBe(0);
    expect(await run('--from', `sqlite:${join(dir, 'events.db')}`, '--to', target, '--restart')).toBe(0);

    expect(output.filter((line) => line.startsWith('copied'))).toEqual([
      expect.stringMatching(/^copied 9 events of 4 streams/),
      expect.stringMatching(/^copied 2 events of 1 streams .*\(resumed after position \d+\)/),
      expect.stringMatching(/^copied 11 events of 4 streams/),
    ]);
    expect((await sqlite('target.db').readAll()).map(essentials)).toEqual(
      (await source.readAll()).map(essentials),
    );
  });

  it('finishes a copy that stopped half-way through an append, event by event', async () => {
    const source = new MemoryEventStore();
    const events = [event(), event(), event()];
    await source.append('game-1', events);
    const target = eventstoredb();
    await target.append('game-1', events.slice(0, 2), { expectedRevision: 'no_stream' });

    const result = await copyEvents(source, target);

    expect(result).toMatchObject({ events: 3, streams: 1 });
    expect((await target.readStream('game-1')).map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  it('refuses to copy over other events, saying which stream', async () => {
    const source = new MemoryEventStore();
    await source.append('game-1', [event()]);
    const target = eventstoredb();
    await target.append('game-1', [event()]);

    await expect(copyEvents(source, target)).rejects.toThrow(/stream 'game-1' holds other events/);
  });

  it('copies into memory as a dry run, and answers usage errors with 2', async () => {
    const source = sqlite();
    await writeHistory(source);

    expect(await run('--from', `sqlite:${join(dir, 'events.db')}`, '--to', 'memory:')).toBe(0);
    expect(await run('--from', 'postgres://db', '--to', 'memory:')).toBe(2);
    expect(await run('--to', 'memory:')).toBe(2);
    expect(output.join('')).toContain('Usage: mtg store copy');
  });

  it('fails with 1 when a store cannot be reached', async () => {
    await server.stop();

    expect(await run('--from', server.url, '--to', 'memory:')).toBe(1);
    expect(output.join('')).toMatch(/store copy failed: The eventstoredb event store is unavailable/);
  });
});

/** Four streams: one soft-deleted and written again, one tombstoned (not copied), one deleted. */
async function writeHistory(store: EventStore): Promise<void> {
  const correlated = { correlationId: 'corr-1', causationId: 'cause-1', actor: 'seat-1' };
  await store.append('game-1', [event('GameStarted', correlated), event('SpellCast')], {
    expectedRevision: 'no_stream',
  });
  await store.append('audit-1', [event('CommandAccepted')]);
  await store.append('game-2', [event('GameStarted'), event('SpellCast'), event('GameEnded')]);
  await store.deleteStream('game-2');
  await store.append('game-2', [event('GameStarted'), event('SpellCast')]);
  await store.append('game-3', [event('GameStarted')]);
  await store.tombstoneStream('game-3');
  await store.append('game-1', [event('DamageDealt')]);
  await store.append('audit-1', [event('CommandAccepted')]);
  await store.append('game-4', [event('GameStarted'), event('GameEnded')]);
}

function event(type = 'SomethingHappened', metadata: EventData['metadata'] = {}): EventData {
  return { id: randomUUID(), type, data: { card: 'Lightning Bolt', targets: [{ player: 2 }] }, metadata };
}

function essentials({ id, stream, revision, type, data, metadata }: RecordedEvent) {
  return { id, stream, revision, type, data, metadata };
}
