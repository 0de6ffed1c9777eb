import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { EventBus } from '@nestjs/cqrs';
import { MemoryEventStore, type AllSubscription, type SubscribeToAllOptions } from '@mtg/event-store';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import { loadCheckpoint, openReadModelDb, type ReadModelDb } from '../read-models/read-model-db.js';
import { EventRelay } from '../relay/event-relay.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

/** A memory store whose first `$all` subscriptions fail (with an error no adapter retries) after some events. */
class FlakyStore extends MemoryEventStore {
  readonly subscribedFrom: (bigint | 'start' | undefined)[] = [];

  constructor(private readonly failures: number[]) {
    super();
  }

  override subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    this.subscribedFrom.push(options.fromPosition);
    const inner = super.subscribeToAll(options);
    const failAfter = this.failures.shift();
    if (failAfter === undefined) return inner;
    return {
      unsubscribe: () => inner.unsubscribe(),
      async *[Symbol.asyncIterator]() {
        let delivered = 0;
        if (failAfter === 0) throw new Error('the subscription broke');
        for await (const event of inner) {
          yield event;
          if (++delivered === failAfter) throw new Error('the subscription broke');
        }
      },
    };
  }
}

const event = (type: string) => ({ id: randomUUID(), type, data: {}, metadata: {} });

/** A projection that remembers which events it was given. */
const recorder = (seen: string[]): Projection => ({
  name: 'recorder',
  apply: (_db, events: readonly RecordedGameEvent[]) => {
    for (const e of events) seen.push(`${e.gameId}@${e.revision}`);
  },
  reset: () => undefined,
});

describe('game subscribers outlive a failed subscription', () => {
  const opened: ReadModelDb[] = [];
  const db = () => {
    const opening = openReadModelDb(':memory:');
    opened.push(opening);
    return opening;
  };

  afterEach(() => {
    for (const d of opened.splice(0)) d.close();
    jest.restoreAllMocks();
  });

  it('the projection runner logs the failure and subscribes again from its checkpoint', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const store = new FlakyStore([2]);
    const views = db();
    const seen: string[] = [];
    const runner = new ProjectionRunner(store, views, [recorder(seen)], 'projections', 10);
    await store.append('game-a', [event('One'), event('Two'), event('Three')]);
    runner.start();
    try {
      const last = await store.append('game-b', [event('Four')]);
      await runner.caughtUp(last.position);
      const all = await store.readAll();

      // Each event projected once, in order, across the two subscriptions.
      expect(seen).toEqual(['a@0', 'a@1', 'a@2', 'b@0']);
      expect(store.subscribedFrom).toEqual([undefined, all[1]!.position]);
      expect(loadCheckpoint(views, 'projections')).toBe(last.position);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('the subscription broke'));
    } finally {
      await runner.stop();
    }
  });

  it('the event relay publishes each event once across resubscriptions', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const store = new FlakyStore([1, 0]);
    const published: RecordedGameEvent[] = [];
    const bus = { publish: (e: RecordedGameEvent) => void published.push(e) } as unknown as EventBus;
    const checkpoints = db();
    const relay = new EventRelay(store, checkpoints, bus, 'event-bus', 10);
    const appended = await store.append('game-a', [event('One'), event('Two'), event('Three')]);
    relay.start();
    try {
      await until(() => published.length === 3);
      expect(published.map((e) => `${e.gameId}@${e.revision}`)).toEqual(['a@0', 'a@1', 'a@2']);
      const [first] = await store.readAll();
      expect(store.subscribedFrom).toEqual([undefined, first!.position, first!.position]);
      // Saved on the turn of the event loop after the last event published.
      await until(() => loadCheckpoint(checkpoints, 'event-bus') === appended.position);
    } finally {
      await relay.stop();
    }
  });

  it('stops at once while it waits to subscribe again', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const store = new FlakyStore([0]);
    const runner = new ProjectionRunner(store, db(), [], 'projections', 60_000);
    runner.start();
    await until(() => store.subscribedFrom.length === 1);
    const started = Date.now();
    await runner.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(store.subscribedFrom).toHaveLength(1);
  });
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
