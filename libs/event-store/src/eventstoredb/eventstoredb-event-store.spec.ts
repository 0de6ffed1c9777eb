// The EventStoreDB adapter, through the real client (@kurrent/kurrentdb-client, its Rust bridge
// included), against the in-process gRPC server of ../testing/eventstoredb-server.ts, or against
// a real server when EVENTSTORE_URL is set, e.g. for a development node (infra/README.md):
//
//   EVENTSTORE_URL='kurrentdb://localhost:2113?tls=false' npm test -- eventstoredb
//
// On a real server every test works in a namespace of its own, so the database needs no cleanup.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { StoreUnavailableError, WrongExpectedVersionError } from '../errors.js';
import { openEventStore } from '../open-event-store.js';
import type { EventData, RecordedEvent } from '../port.js';
import { EventStoreDbTestServer } from '../testing/eventstoredb-server.js';
import { describeEventStoreContract } from '../testing/index.js';
import { normaliseConnectionString, redactConnectionString } from './connection-string.js';
import { openEventStoreDbEventStore, type EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { SNAPSHOT_CHUNK_BYTES, SNAPSHOT_CHUNK_TYPE } from './eventstoredb-snapshot-store.js';

const realServer = process.env.EVENTSTORE_URL;

describeEventStoreContract(
  realServer ? `EventStoreDbEventStore (${redactConnectionString(realServer)})` : 'EventStoreDbEventStore',
  async () => {
    const server = realServer ? undefined : await EventStoreDbTestServer.start();
    const store = openEventStoreDbEventStore({
      url: realServer ?? server!.url,
      namespace: realServer ? `contract-${randomUUID().slice(0, 8)}-` : undefined,
    });
    return {
      store,
      checkpoints: store.checkpoints,
      snapshots: store.snapshots,
      cleanup: async () => {
        await store.close();
        await server?.stop();
      },
    };
  },
);

describe('EventStoreDbEventStore on the in-process server', () => {
  let server: EventStoreDbTestServer;
  const opened: EventStoreDbEventStore[] = [];
  const open = (options: { namespace?: string } = {}) => {
    const store = openEventStoreDbEventStore({
      url: server.url,
      reconnectDelayMs: { initial: 20, max: 100 },
      ...options,
    });
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    server = await EventStoreDbTestServer.start();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await server.stop();
  });

  it('is what openEventStore opens for kind eventstoredb, esdb:// connection strings too', async () => {
    const store = await openEventStore({
      kind: 'eventstoredb',
      url: `esdb://127.0.0.1:${server.port}?tls=false&discoveryInterval=10`,
    });
    try {
      await store.append('game-1', [event()]);

      expect(await store.readStream('game-1')).toHaveLength(1);
      expect(await store.health()).toEqual({
        status: 'up',
        adapter: 'eventstoredb',
        details: {
          url: server.url,
          namespace: '',
          lastPosition: expect.any(String),
        },
      });
    } finally {
      await store.close();
    }
  });

  it('writes JSON events with their ids, and correlation and causation ids as EventStoreDB names them', async () => {
    const store = open();
    const written = event({ correlationId: 'corr-1', causationId: 'cause-1', actor: 'seat-1' });

    await store.append('game-1', [written]);

    const [record] = server.log.readAll('start', 'forwards', 10n, (r) => r.stream === 'game-1');
    expect(record).toMatchObject({
      id: written.id,
      type: 'SomethingHappened',
      contentType: 'application/json',
    });
    expect(JSON.parse(Buffer.from(record.data).toString('utf8'))).toEqual(written.data);
    expect(JSON.parse(Buffer.from(record.customMetadata).toString('utf8'))).toEqual({
      correlationId: 'corr-1',
      causationId: 'cause-1',
      actor: 'seat-1',
      $correlationId: 'corr-1',
      $causationId: 'cause-1',
    });
    const [read] = await store.readStream('game-1');
    expect(read.metadata).toEqual(written.metadata);
  });

  it('refuses event ids that are not UUIDs, as EventStoreDB would', async () => {
    await expect(open().append('game-1', [{ ...event(), id: 'not-a-uuid' }])).rejects.toThrow(TypeError);
  });

  it("keeps checkpoints as events of a '$mtg-checkpoint-' stream, limited by $maxCount", async () => {
    const store = open({ namespace: 'tenant-' });

    await store.checkpoints.save('projection', 7n);
    await store.checkpoints.save('projection', 9n);

    const checkpoints = server.log.readAll('start', 'forwards', 10n, (r) => r.stream.includes('checkpoint'));
    expect(checkpoints.map((r) => [r.stream, r.type])).toEqual([
      ['$mtg-checkpoint-tenant-projection', 'CheckpointSaved'],
      ['$$$mtg-checkpoint-tenant-projection', '$metadata'],
      ['$mtg-checkpoint-tenant-projection', 'CheckpointSaved'],
    ]);
    expect(await store.checkpoints.load('projection')).toBe(9n);
  });

  describe('snapshots', () => {
    const STREAM = '$mtg-snapshot-tenant-read-models';
    const records = () => server.log.readAll('start', 'forwards', 100n, (r) => r.stream === STREAM);
    const visible = () => {
      const read = server.log.readStream(STREAM, 'start', 'forwards', 100n);
      return read.kind === 'ok' ? read.events.map((r) => r.revision) : [];
    };
    const chunk = () => ({
      id: randomUUID(),
      type: SNAPSHOT_CHUNK_TYPE,
      contentType: 'application/octet-stream',
      data: new Uint8Array(16),
      customMetadata: new Uint8Array(),
    });

    it("keeps each in chunks that fit an append, in a '$mtg-snapshot-' stream truncated to the last one", async () => {
      const store = open({ namespace: 'tenant-' });
      const data = randomBytes(2.5 * SNAPSHOT_CHUNK_BYTES); // random: compressed, still 3 chunks

      await store.snapshots.save('read-models', Buffer.from('older'));
      await store.snapshots.save('read-models', data);

      expect(records().map((r) => r.type)).toEqual([
        SNAPSHOT_CHUNK_TYPE,
        'SnapshotSaved',
        ...Array(3).fill(SNAPSHOT_CHUNK_TYPE),
        'SnapshotSaved',
      ]);
      expect(Math.max(...records().map((r) => r.data.length))).toBeLessThanOrEqual(SNAPSHOT_CHUNK_BYTES);
      expect(visible()).toEqual([2n, 3n, 4n, 5n]);
      expect(Buffer.from((await store.snapshots.load('read-models'))!).equals(data)).toBe(true);
    });

    it('loads the last snapshot saved whole, past the chunks of a save cut short', async () => {
      const store = open({ namespace: 'tenant-' });
      await store.snapshots.save('read-models', Buffer.from('whole'));
      server.log.append(STREAM, 'any', Array.from({ length: 20 }, chunk));

      expect(Buffer.from((await store.snapshots.load('read-models'))!).toString()).toBe('whole');
    });

    it('gives up a save that finds another one writing, and keeps the last snapshot saved whole', async () => {
      const store = open({ namespace: 'tenant-' });
      await store.snapshots.save('read-models', Buffer.from('whole'));
      let raced = false;
      const stop = server.log.onWrite(() => {
        if (raced || records().at(-1)?.type !== SNAPSHOT_CHUNK_TYPE) return;
        raced = true;
        server.log.append(STREAM, 'any', [chunk()]);
      });

      const saving = store.snapshots.save('read-models', randomBytes(2 * SNAPSHOT_CHUNK_BYTES));

      await expect(saving).rejects.toThrow(WrongExpectedVersionError);
      stop();
      expect(Buffer.from((await store.snapshots.load('read-models'))!).toString()).toBe('whole');
    });
  });

  it('sees only the streams of its namespace, under their own names', async () => {
    const tenant = open({ namespace: 'tenant-a-' });
    const other = open({ namespace: 'tenant-b-' });
    await tenant.append('game-1', [event()]);
    await other.append('game-1', [event(), event()]);

    const all = await tenant.readAll();

    expect(all.map((e) => e.stream)).toEqual(['game-1']);
    expect(await other.readStream('game-1')).toHaveLength(2);
    expect(server.log.readAll('start', 'forwards', 10n).map((r) => r.stream)).toEqual([
      'tenant-a-game-1',
      'tenant-b-game-1',
      'tenant-b-game-1',
    ]);
  });

  it("hides what EventStoreDB's $all keeps until a scavenge: deleted, tombstoned and truncated events", async () => {
    const store = open();
    await store.append('game-1', [event(), event()]);
    await store.append('game-2', [event()]);
    await store.append('game-3', [event()]);
    await store.deleteStream('game-1');
    await store.tombstoneStream('game-2');
    const recreated = await store.append('game-1', [event()]);

    expect(server.log.readAll('start', 'forwards', 100n).map((r) => `${r.stream}:${r.type}`)).toEqual([
      'game-1:SomethingHappened',
      'game-1:SomethingHappened',
      'game-2:SomethingHappened',
      'game-3:SomethingHappened',
      '$$game-1:$metadata',
      'game-2:$streamDeleted',
      'game-1:SomethingHappened',
      '$$game-1:$metadata',
    ]);
    const visible = (events: RecordedEvent[]) => events.map((e) => `${e.stream}@${e.revision}`);
    expect(visible(await store.readAll())).toEqual(['game-3@0', 'game-1@2']);
    expect(visible(await collect(store.subscribeToAll(), 2))).toEqual(['game-3@0', 'game-1@2']);
    expect(recreated.nextExpectedRevision).toBe(2n);
  });

  it('reports down in health while the server is away, and up again after', async () => {
    const store = open();
    await store.append('game-1', [event()]);

    await server.stop();
    const down = await store.health();
    await server.restart();
    const up = await store.health();

    expect(down).toMatchObject({
      status: 'down',
      adapter: 'eventstoredb',
      error: expect.any(String),
      details: { url: server.url, namespace: expect.any(String) },
    });
    expect(up).toMatchObject({ status: 'up' });
  });

  describe('when the server goes away and comes back', () => {
    it('fails appends fast with StoreUnavailableError while it is away, and appends once it is back', async () => {
      const store = open();
      await store.append('game-1', [event()]);

      await server.stop();
      const started = Date.now();
      const failure = await store
        .append('game-1', [event()], { expectedRevision: 0n })
        .catch((e: unknown) => e);
      const failedWithin = Date.now() - started;
      await server.restart();
      const retried = event();
      const result = await store.append('game-1', [retried], { expectedRevision: 0n });

      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect(failure).toMatchObject({
        name: 'StoreUnavailableError',
        adapter: 'eventstoredb',
        retryAfterSeconds: 1,
      });
      expect(failedWithin).toBeLessThan(2000);
      expect(result.nextExpectedRevision).toBe(1n);
      expect((await store.readStream('game-1')).map((e) => e.id)).toContain(retried.id);
    });

    it('fails reads and checkpoint loads with StoreUnavailableError while it is away', async () => {
      const store = open();
      await store.append('game-1', [event()]);

      await server.stop();

      await expect(store.readStream('game-1')).rejects.toThrow(StoreUnavailableError);
      await expect(store.readAll()).rejects.toThrow(StoreUnavailableError);
      await expect(store.checkpoints.load('projection')).rejects.toThrow(StoreUnavailableError);
    });

    it('resumes a running subscription from its last position, without a gap or a duplicate', async () => {
      const store = open();
      await store.append('game-1', [event(), event()]);
      const subscription = store.subscribeToAll({ filter: { streamNamePrefix: ['game-'] } });

      const received = await collect(subscription, 6, async (count) => {
        if (count === 2) {
          await server.stop();
          await expect(store.append('game-1', [event()])).rejects.toThrow(StoreUnavailableError);
          await server.restart();
          await store.append('audit-1', [event()]);
          await store.append('game-2', [event(), event()]);
        }
        if (count === 4) await store.append('game-1', [event(), event()]);
      });

      expect(received.map((e) => e.position)).toEqual(
        (await store.readAll({ filter: { streamNamePrefix: ['game-'] } })).map((e) => e.position),
      );
      expect(new Set(received.map((e) => e.id)).size).toBe(6);
    });

    it('resumes a filtered subscription from the checkpoint the server sent past the last event', async () => {
      const store = open();
      const first = await store.append('game-1', [event()]);
      const subscription = store.subscribeToAll({ filter: { streamNamePrefix: ['game-'] } });

      const received = await collect(subscription, 2, async (count) => {
        if (count !== 1) return;
        for (let i = 0; i < 40; i++) await store.append('audit-1', [event()]);
        await new Promise((resolve) => setTimeout(resolve, 100)); // the checkpoints arrive
        await server.stop();
        await server.restart();
        await store.append('game-2', [event()]);
      });

      expect(received.map((e) => e.stream)).toEqual(['game-1', 'game-2']);
      const [, resumedFrom] = server.subscriptionStarts;
      expect(resumedFrom).toBeGreaterThan(first.position);
      expect(resumedFrom).toBe(
        server.log.readAll('end', 'backwards', 1n, (r) => r.stream === 'audit-1')[0].position,
      );
    });

    it('subscribes while the server is away, and delivers once it is back', async () => {
      const store = open();
      await server.stop();
      const subscription = store.subscribeToAll();
      const receiving = collect(subscription, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));

      await server.restart();
      const written = event();
      // A client retries an append refused while the connection comes back (its channel may be in
      // its reconnection backoff, on a loaded machine for a second or more).
      for (let tries = 0; ; tries++) {
        try {
          await store.append('game-1', [written]);
          break;
        } catch (error) {
          if (!(error instanceof StoreUnavailableError) || tries === 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }

      expect((await receiving).map((e) => e.id)).toEqual([written.id]);
    });
  });
});

describe('EventStoreDB connection strings', () => {
  it.each([
    ['esdb://localhost:2113?tls=false', 'kurrentdb://localhost:2113?tls=false'],
    ['esdb+discover://node1:2113,node2:2113', 'kurrentdb+discover://node1:2113,node2:2113'],
    [
      'kurrentdb://admin:changeit@localhost:2113?tlsCAFile=ca.crt',
      'kurrentdb://admin:changeit@localhost:2113?tlsCAFile=ca.crt',
    ],
    ['kurrentdb+discover://a:2113', 'kurrentdb+discover://a:2113'],
  ])('takes %s as %s', (given, normalised) => {
    expect(normaliseConnectionString(given)).toBe(normalised);
  });

  it('refuses other schemes, without showing the password', () => {
    expect(() => normaliseConnectionString('postgres://user:secret@host/db')).toThrow(TypeError);
    expect(() => normaliseConnectionString('postgres://user:secret@host/db')).toThrow(/user:\*\*\*@host/);
  });

  it('redacts the password of a connection string', () => {
    expect(redactConnectionString('kurrentdb://admin:changeit@node1:2113?tls=true')).toBe(
      'kurrentdb://admin:***@node1:2113?tls=true',
    );
  });
});

function event(metadata: EventData['metadata'] = {}): EventData {
  return { id: randomUUID(), type: 'SomethingHappened', data: { n: Math.random() }, metadata };
}

async function collect(
  subscription: AsyncIterable<RecordedEvent> & { unsubscribe(): Promise<void> },
  count: number,
  onEvent?: (received: number) => Promise<void>,
): Promise<RecordedEvent[]> {
  const received: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.unsubscribe(), 10_000);
  try {
    for await (const recorded of subscription) {
      received.push(recorded);
      await onEvent?.(received.length);
      if (received.length >= count) break;
    }
  } finally {
    clearTimeout(timer);
  }
  return received;
}
