import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError } from '../errors.js';
import type {
  AllSubscription,
  AppendResult,
  CheckpointStore,
  EventData,
  EventStore,
  ExpectedRevision,
  RecordedEvent,
  SnapshotStore,
} from '../port.js';

/** A fresh, empty store for one test, its checkpoint and snapshot stores, and how to dispose of them. */
export interface ContractSubject {
  store: EventStore;
  checkpoints: CheckpointStore;
  snapshots: SnapshotStore;
  cleanup(): Promise<void>;
}

export type ContractFactory = () => ContractSubject | Promise<ContractSubject>;

/**
 * How long a subscription test waits for the events it expects before it gives up: only a failing
 * test waits it out, and a loaded machine took over 5 s to deliver 720 events of the in-process
 * EventStoreDB server.
 */
const SUBSCRIPTION_TIMEOUT_MS = 20_000;

/**
 * The behaviour every EventStore adapter must have, EventStoreDB's semantics: run it from each
 * adapter's spec with a factory that creates an empty store.
 */
export function describeEventStoreContract(name: string, factory: ContractFactory): void {
  describe(`${name} satisfies the EventStore contract`, () => {
    let subject: ContractSubject;
    let store: EventStore;

    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    describe('appending and reading a stream', () => {
      it('records events with their stream, revision, position, creation time, data and metadata', async () => {
        const metadata = {
          correlationId: 'corr-1',
          causationId: 'cause-1',
          commandId: 'cmd-1',
          actor: 'seat-1',
          time: '2025-02-07T10:00:00.000Z',
          custom: { nested: [1, 'two', null] },
        };
        const cast = event(
          'SpellCast',
          { card: 'Lightning Bolt', targets: [{ player: 2 }], note: 'é ✓' },
          metadata,
        );
        const untyped = event('PriorityPassed');
        delete untyped.metadata;

        const result = await store.append('game-1', [cast, untyped]);

        const [first, second] = await store.readStream('game-1');
        expect(first).toEqual({
          id: cast.id,
          type: 'SpellCast',
          data: cast.data,
          metadata,
          stream: 'game-1',
          revision: 0n,
          position: expect.any(BigInt),
          created: expect.any(String),
        });
        expect(new Date(first.created).toISOString()).toBe(first.created);
        expect(second).toMatchObject({ id: untyped.id, revision: 1n, metadata: {} });
        expect(second.position).toBeGreaterThan(first.position);
        expect(result).toEqual({ nextExpectedRevision: 1n, position: second.position });
      });

      it('continues revisions across appends', async () => {
        await store.append('game-1', events(2));
        const result = await store.append('game-1', events(3));

        expect(result.nextExpectedRevision).toBe(4n);
        expect(revisions(await store.readStream('game-1'))).toEqual([0n, 1n, 2n, 3n, 4n]);
      });

      it('hands out copies: changing a read event changes nothing in the store', async () => {
        await store.append('game-1', [event('LifeGained', { amount: 3 })]);

        const [read] = await store.readStream('game-1');
        (read.data as { amount: number }).amount = 99;

        const [again] = await store.readStream('game-1');
        expect(again.data).toEqual({ amount: 3 });
      });

      it('rejects an event without an id or a type, writing nothing', async () => {
        const noId = { ...event(), id: '' };
        const noType = { ...event(), type: undefined } as unknown as EventData;

        await expect(store.append('game-1', [event(), noId])).rejects.toThrow(TypeError);
        await expect(store.append('game-1', [noType])).rejects.toThrow(TypeError);
        await expect(store.readStream('game-1')).rejects.toThrow(StreamNotFoundError);
      });

      it('rejects a maxCount that is not a whole number >= 0', async () => {
        await store.append('game-1', events(1));

        await expect(store.readStream('game-1', { maxCount: -1 })).rejects.toThrow(RangeError);
        await expect(store.readAll({ maxCount: 1.5 })).rejects.toThrow(RangeError);
      });

      it('throws StreamNotFoundError for a stream that never existed', async () => {
        const reading = store.readStream('game-404');

        await expect(reading).rejects.toThrow(StreamNotFoundError);
        await expect(store.readStream('game-404')).rejects.toMatchObject({
          name: 'StreamNotFoundError',
          stream: 'game-404',
        });
      });
    });

    describe('expected revision', () => {
      it("'any' (the default) appends to a new stream and to an existing one", async () => {
        expect((await store.append('game-1', events(1))).nextExpectedRevision).toBe(0n);
        expect(
          (await store.append('game-1', events(1), { expectedRevision: 'any' })).nextExpectedRevision,
        ).toBe(1n);
      });

      it("'no_stream' creates a stream, and conflicts once the stream exists", async () => {
        const created = await store.append('game-1', events(2), { expectedRevision: 'no_stream' });
        expect(created.nextExpectedRevision).toBe(1n);

        await expectConflict(store.append('game-1', events(1), { expectedRevision: 'no_stream' }), {
          stream: 'game-1',
          expected: 'no_stream',
          actual: 1n,
        });
      });

      it("'stream_exists' conflicts on a new stream and appends to an existing one", async () => {
        await expectConflict(store.append('game-1', events(1), { expectedRevision: 'stream_exists' }), {
          stream: 'game-1',
          expected: 'stream_exists',
          actual: 'no_stream',
        });

        await store.append('game-1', events(1));
        const result = await store.append('game-1', events(1), { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it("an exact revision appends when it is the stream's last", async () => {
        await store.append('game-1', events(3));

        const result = await store.append('game-1', events(1), { expectedRevision: 2n });

        expect(result.nextExpectedRevision).toBe(3n);
      });

      it.each([
        ['behind the stream', 1n],
        ['ahead of the stream', 5n],
      ])('an exact revision %s conflicts and reports the actual revision', async (_case, expected) => {
        await store.append('game-1', events(3));

        await expectConflict(store.append('game-1', events(1), { expectedRevision: expected }), {
          stream: 'game-1',
          expected,
          actual: 2n,
        });
      });

      it("an exact revision on a stream that does not exist conflicts with 'no_stream'", async () => {
        await expectConflict(store.append('game-1', events(1), { expectedRevision: 0n }), {
          stream: 'game-1',
          expected: 0n,
          actual: 'no_stream',
        });
      });

      it('a conflict writes nothing and says what happened', async () => {
        await store.append('game-1', events(2));

        const error = await store
          .append('game-1', events(3), { expectedRevision: 0n })
          .catch((e: unknown) => e);

        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).name).toBe('WrongExpectedVersionError');
        expect((error as Error).message).toContain('game-1');
        expect(await store.readStream('game-1')).toHaveLength(2);
        expect(await store.readAll()).toHaveLength(2);
      });

      it('rejects a negative revision', async () => {
        await expect(store.append('game-1', events(1), { expectedRevision: -1n })).rejects.toThrow(
          RangeError,
        );
      });
    });

    describe('idempotent appends', () => {
      let first: EventData[];
      let second: EventData[];
      let firstResult: AppendResult;
      let secondResult: AppendResult;

      beforeEach(async () => {
        first = events(2);
        second = events(3);
        firstResult = await store.append('game-1', first, { expectedRevision: 'no_stream' });
        secondResult = await store.append('game-1', second, { expectedRevision: 1n });
        await store.append('game-2', events(1));
      });

      it.each<[string, () => EventData[], ExpectedRevision, () => AppendResult]>([
        ['the same exact revision', () => second, 1n, () => secondResult],
        ["'no_stream' on the first append", () => first, 'no_stream', () => firstResult],
        ["'any' at the end of the stream", () => second, 'any', () => secondResult],
        ["'any' in the middle of the stream", () => first, 'any', () => firstResult],
        ["'stream_exists'", () => second, 'stream_exists', () => secondResult],
      ])(
        'a retry with the same ids and %s writes nothing and returns the first result',
        async (_case, retried, expected, original) => {
          const before = await store.readAll();

          const result = await store.append('game-1', retried(), { expectedRevision: expected });

          expect(result).toEqual(original());
          expect(await store.readAll()).toEqual(before);
        },
      );

      it.each<[string, () => EventData[], ExpectedRevision]>([
        ['with a new event after the written ones', () => [...second, event()], 1n],
        ['shifted by one revision', () => second.slice(1), 1n],
        ["'any', a new event first", () => [event(), second[0]], 'any'],
        ["'any', a new event last", () => [second[0], event()], 'any'],
        ["'any', out of order", () => [second[1], second[0]], 'any'],
      ])('a partial overlap %s is a conflict', async (_case, retried, expected) => {
        const before = await store.readAll();

        await expect(store.append('game-1', retried(), { expectedRevision: expected })).rejects.toThrow(
          WrongExpectedVersionError,
        );
        expect(await store.readAll()).toEqual(before);
      });

      it('a retry of the first events of an append alone finds them written, as EventStoreDB does', async () => {
        const [written] = await store.readStream('game-1', { fromRevision: 3n, maxCount: 1 });

        const result = await store.append('game-1', second.slice(0, 2), { expectedRevision: 1n });

        expect(result).toEqual({ nextExpectedRevision: 3n, position: written.position });
        expect(await store.readStream('game-1')).toHaveLength(5);
      });

      it('writes the same ids to another stream: ids are unique per stream', async () => {
        const result = await store.append('game-3', second, { expectedRevision: 'no_stream' });

        expect(result.nextExpectedRevision).toBe(2n);
        expect(ids(await store.readStream('game-3'))).toEqual(ids(second));
      });
    });

    describe('appending no events', () => {
      it("returns the stream's current revision and last position", async () => {
        const written = await store.append('game-1', events(3));

        expect(await store.append('game-1', [])).toEqual(written);
        expect(await store.append('game-1', [], { expectedRevision: 2n })).toEqual(written);
      });

      it('returns -1 for a stream that does not exist, and does not create it', async () => {
        expect(await store.append('game-1', [], { expectedRevision: 'no_stream' })).toEqual({
          nextExpectedRevision: -1n,
          position: -1n,
        });
        await expect(store.readStream('game-1')).rejects.toThrow(StreamNotFoundError);
      });

      it('still checks the expected revision', async () => {
        await store.append('game-1', events(2));

        await expectConflict(store.append('game-1', [], { expectedRevision: 0n }), {
          stream: 'game-1',
          expected: 0n,
          actual: 1n,
        });
      });
    });

    describe('reading a stream', () => {
      beforeEach(async () => {
        await store.append('game-1', events(6));
      });

      it.each<[string, Parameters<EventStore['readStream']>[1], bigint[]]>([
        ['forwards from the start by default', {}, [0n, 1n, 2n, 3n, 4n, 5n]],
        ['forwards from a revision, inclusive, up to maxCount', { fromRevision: 2n, maxCount: 2 }, [2n, 3n]],
        ['forwards from the start explicitly', { fromRevision: 'start', maxCount: 1 }, [0n]],
        ['forwards from the end: nothing', { fromRevision: 'end' }, []],
        ['forwards past the end: nothing', { fromRevision: 9n }, []],
        ['backwards from the end by default', { direction: 'backwards' }, [5n, 4n, 3n, 2n, 1n, 0n]],
        [
          'backwards from a revision, inclusive',
          { direction: 'backwards', fromRevision: 3n, maxCount: 2 },
          [3n, 2n],
        ],
        ['backwards from past the end', { direction: 'backwards', fromRevision: 9n, maxCount: 1 }, [5n]],
        [
          'backwards from the start: the first event',
          { direction: 'backwards', fromRevision: 'start' },
          [0n],
        ],
        ['with maxCount 0: nothing', { maxCount: 0 }, []],
      ])('reads %s', async (_case, options, expected) => {
        expect(revisions(await store.readStream('game-1', options))).toEqual(expected);
      });
    });

    describe('reading $all', () => {
      let written: RecordedEvent[];

      beforeEach(async () => {
        await store.append('game-1', [event('GameStarted')]);
        await store.append('audit-1', [event('CommandRejected')]);
        await store.append('game-2', [event('GameStarted'), event('SpellCast')]);
        await store.append('game-1', [event('SpellCast'), event('DamageDealt')]);
        await store.append('audit-1', [event('CommandAccepted')]);
        written = await store.readAll();
      });

      it('returns every event in append order across streams, positions strictly increasing', async () => {
        expect(written.map((e) => `${e.stream}:${e.type}`)).toEqual([
          'game-1:GameStarted',
          'audit-1:CommandRejected',
          'game-2:GameStarted',
          'game-2:SpellCast',
          'game-1:SpellCast',
          'game-1:DamageDealt',
          'audit-1:CommandAccepted',
        ]);
        positions(written).reduce((previous, position) => {
          expect(position).toBeGreaterThan(previous);
          return position;
        });
      });

      it('reads backwards in the reverse order', async () => {
        expect(await store.readAll({ direction: 'backwards' })).toEqual([...written].reverse());
      });

      it('reads forwards from a position, inclusive, up to maxCount', async () => {
        const page = await store.readAll({ fromPosition: written[2].position, maxCount: 3 });

        expect(page).toEqual(written.slice(2, 5));
      });

      it('reads backwards from a position, inclusive, up to maxCount', async () => {
        const page = await store.readAll({
          direction: 'backwards',
          fromPosition: written[4].position,
          maxCount: 2,
        });

        expect(page).toEqual([written[4], written[3]]);
      });

      it('reads nothing forwards from the end', async () => {
        expect(await store.readAll({ fromPosition: 'end' })).toEqual([]);
      });

      it('filters by stream name prefixes', async () => {
        const audit = await store.readAll({ filter: { streamNamePrefix: ['audit-'] } });
        const both = await store.readAll({ filter: { streamNamePrefix: ['audit-', 'game-2'] } });

        expect(audit).toEqual(written.filter((e) => e.stream === 'audit-1'));
        expect(both).toEqual(written.filter((e) => e.stream !== 'game-1'));
      });

      it('filters by event type prefixes, and by both prefixes at once', async () => {
        const commands = await store.readAll({ filter: { eventTypePrefix: ['Command'] } });
        const game1Spells = await store.readAll({
          filter: { streamNamePrefix: ['game-1'], eventTypePrefix: ['Spell', 'Damage'] },
        });

        expect(commands.map((e) => e.type)).toEqual(['CommandRejected', 'CommandAccepted']);
        expect(game1Spells.map((e) => e.type)).toEqual(['SpellCast', 'DamageDealt']);
      });

      it('applies maxCount to the events the filter keeps', async () => {
        const page = await store.readAll({ filter: { eventTypePrefix: ['SpellCast'] }, maxCount: 1 });
        const last = await store.readAll({
          direction: 'backwards',
          filter: { eventTypePrefix: ['GameStarted'] },
          maxCount: 1,
        });

        expect(page).toEqual([written[3]]);
        expect(last).toEqual([written[2]]);
      });
    });

    describe('subscribing to $all', () => {
      it('delivers the history, then live events, in order', async () => {
        await store.append('game-1', events(2));
        await store.append('game-2', events(1));
        const subscription = store.subscribeToAll();

        const received = await collect(subscription, 5, async (count) => {
          if (count === 3) await store.append('game-1', events(2));
        });

        expect(received).toEqual(await store.readAll());
      });

      it('delivers only the events strictly after a checkpoint position', async () => {
        await store.append('game-1', events(5));
        const history = await store.readAll();

        const received = await collect(store.subscribeToAll({ fromPosition: history[1].position }), 3);

        expect(received).toEqual(history.slice(2));
      });

      it('resumes from a saved checkpoint without repeating or skipping an event', async () => {
        const { checkpoints } = subject;
        await store.append('game-1', events(3));
        const processed = await collect(store.subscribeToAll(), 2);
        await checkpoints.save('projection', processed[1].position);
        await store.append('game-1', events(2));

        const resumed = await collect(
          store.subscribeToAll({ fromPosition: await checkpoints.load('projection') }),
          3,
        );

        expect([...processed, ...resumed]).toEqual(await store.readAll());
      });

      it('applies its filter to history and live events', async () => {
        await store.append('game-1', [event('SpellCast'), event('DamageDealt')]);
        await store.append('audit-1', [event('SpellCast')]);
        const subscription = store.subscribeToAll({
          filter: { streamNamePrefix: ['game-'], eventTypePrefix: ['Spell'] },
        });

        const received = await collect(subscription, 2, async (count) => {
          if (count === 1) {
            await store.append('audit-1', [event('SpellCast')]);
            await store.append('game-2', [event('DamageDealt'), event('SpellCast')]);
          }
        });

        expect(received.map((e) => `${e.stream}:${e.type}`)).toEqual([
          'game-1:SpellCast',
          'game-2:SpellCast',
        ]);
      });

      it('delivers every event exactly once while appends race with catching up', async () => {
        for (let i = 0; i < 30; i++) await store.append(`game-${i % 3}`, events(20));
        const subscription = store.subscribeToAll();
        const racing = (async () => {
          for (let i = 0; i < 60; i++) {
            await store.append(`game-${i % 4}`, events(1 + (i % 3)));
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();

        const received = await collect(subscription, 600 + 120);
        await racing;

        expect(positions(received)).toEqual(positions(await store.readAll()));
      });

      it('lets the event loop turn while it catches up on a long history', async () => {
        for (let i = 0; i < 10; i++) await store.append('game-1', events(100));
        let delivered = 0;
        let deliveredAtTurn: number | undefined;
        setImmediate(() => (deliveredAtTurn = delivered));

        await collect(store.subscribeToAll(), 1000, async (count) => void (delivered = count));

        expect(deliveredAtTurn).toBeLessThan(1000);
      });

      it('ends when unsubscribed, resolving a pending next() as done', async () => {
        const subscription = store.subscribeToAll();
        const iterator = subscription[Symbol.asyncIterator]();
        const pending = iterator.next();

        await subscription.unsubscribe();

        await expect(pending).resolves.toEqual({ done: true, value: undefined });
        await store.append('game-1', events(1));
        await expect(iterator.next()).resolves.toMatchObject({ done: true });
      });

      it('ends when the store closes', async () => {
        const iterator = store.subscribeToAll()[Symbol.asyncIterator]();
        const pending = iterator.next();

        await store.close();

        await expect(pending).resolves.toEqual({ done: true, value: undefined });
      });
    });

    describe('soft delete', () => {
      beforeEach(async () => {
        await store.append('game-1', events(3));
        await store.append('game-2', events(1));
      });

      it('makes the stream read as not found and takes its events out of $all', async () => {
        await store.deleteStream('game-1');

        await expect(store.readStream('game-1')).rejects.toThrow(StreamNotFoundError);
        expect(streams(await store.readAll())).toEqual(['game-2']);
        expect(streams(await collect(store.subscribeToAll(), 1))).toEqual(['game-2']);
      });

      it.each<[string, ExpectedRevision]>([
        ["'any'", 'any'],
        ["'no_stream'", 'no_stream'],
        ['the last revision', 2n],
      ])('an append with %s recreates it, revisions going on after the last', async (_case, expected) => {
        await store.deleteStream('game-1', { expectedRevision: 2n });
        const recreating = events(2);

        const result = await store.append('game-1', recreating, { expectedRevision: expected });

        expect(result.nextExpectedRevision).toBe(4n);
        const read = await store.readStream('game-1');
        expect(revisions(read)).toEqual([3n, 4n]);
        expect(ids(read)).toEqual(ids(recreating));
        expect(ids(await store.readAll({ filter: { streamNamePrefix: ['game-1'] } }))).toEqual(
          ids(recreating),
        );
      });

      it("accepts 'no_stream' for the first append after the delete only", async () => {
        await store.deleteStream('game-1');
        await store.append('game-1', events(1), { expectedRevision: 'no_stream' });

        await expectConflict(store.append('game-1', events(1), { expectedRevision: 'no_stream' }), {
          stream: 'game-1',
          expected: 'no_stream',
          actual: 3n,
        });
      });

      it("conflicts with 'stream_exists' while deleted", async () => {
        await store.deleteStream('game-1');

        await expectConflict(store.append('game-1', events(1), { expectedRevision: 'stream_exists' }), {
          stream: 'game-1',
          expected: 'stream_exists',
          actual: 'no_stream',
        });
      });

      it('checks the expected revision, deleting nothing on a conflict', async () => {
        await expectConflict(store.deleteStream('game-1', { expectedRevision: 1n }), {
          stream: 'game-1',
          expected: 1n,
          actual: 2n,
        });
        expect(await store.readStream('game-1')).toHaveLength(3);
      });

      it('accepts a stream that does not exist, unless a revision is expected', async () => {
        await store.deleteStream('game-404');
        await store.deleteStream('game-404', { expectedRevision: 'no_stream' });
        await expectConflict(store.deleteStream('game-404', { expectedRevision: 0n }), {
          stream: 'game-404',
          expected: 0n,
          actual: 'no_stream',
        });
        await expect(store.readStream('game-404')).rejects.toThrow(StreamNotFoundError);
      });
    });

    describe('tombstone', () => {
      beforeEach(async () => {
        await store.append('game-1', events(3));
        await store.append('game-2', events(1));
      });

      it('deletes the stream for good: reads, appends and deletes throw StreamDeletedError', async () => {
        await store.tombstoneStream('game-1', { expectedRevision: 2n });

        await expect(store.readStream('game-1')).rejects.toMatchObject({
          name: 'StreamDeletedError',
          stream: 'game-1',
        });
        for (const expectedRevision of ['any', 'no_stream', 'stream_exists', 2n] as const) {
          await expect(store.append('game-1', events(1), { expectedRevision })).rejects.toThrow(
            StreamDeletedError,
          );
        }
        await expect(store.append('game-1', [])).rejects.toThrow(StreamDeletedError);
        await expect(store.deleteStream('game-1')).rejects.toThrow(StreamDeletedError);
        await expect(store.tombstoneStream('game-1')).rejects.toThrow(StreamDeletedError);
        expect(streams(await store.readAll())).toEqual(['game-2']);
      });

      it('tombstones a stream that never existed, or was soft-deleted', async () => {
        await store.tombstoneStream('game-404', { expectedRevision: 'no_stream' });
        await store.deleteStream('game-2');
        await store.tombstoneStream('game-2');

        await expect(store.append('game-404', events(1))).rejects.toThrow(StreamDeletedError);
        await expect(store.readStream('game-2')).rejects.toThrow(StreamDeletedError);
      });

      it('checks the expected revision', async () => {
        await expectConflict(store.tombstoneStream('game-1', { expectedRevision: 'no_stream' }), {
          stream: 'game-1',
          expected: 'no_stream',
          actual: 2n,
        });
        expect(await store.readStream('game-1')).toHaveLength(3);
      });
    });

    describe('checkpoints', () => {
      it('loads nothing for a subscriber that never saved', async () => {
        expect(await subject.checkpoints.load('projection')).toBeUndefined();
      });

      it('loads the last position saved, per subscriber', async () => {
        const { checkpoints } = subject;
        await checkpoints.save('projection', 10n);
        await checkpoints.save('projection', 42n);
        await checkpoints.save('saga', 2n ** 62n);

        expect(await checkpoints.load('projection')).toBe(42n);
        expect(await checkpoints.load('saga')).toBe(2n ** 62n);
      });
    });

    describe('snapshots', () => {
      it('loads nothing under a name never saved', async () => {
        expect(await subject.snapshots.load('read-models')).toBeUndefined();
      });

      it('loads the last snapshot saved, per name, byte for byte', async () => {
        const { snapshots } = subject;
        const large = randomBytes(1536 * 1024); // over a megabyte, and not compressible
        await snapshots.save('read-models', Buffer.from('first'));
        await snapshots.save('read-models', large);
        await snapshots.save('other', new Uint8Array());

        expect(Buffer.from((await snapshots.load('read-models'))!).equals(large)).toBe(true);
        expect(await snapshots.load('other')).toEqual(new Uint8Array());
      });

      it('keeps its own copy of what it was given', async () => {
        const data = Buffer.from('snapshot');
        await subject.snapshots.save('read-models', data);
        data.fill(0);

        expect(Buffer.from((await subject.snapshots.load('read-models'))!).toString()).toBe('snapshot');
      });

      it('shows no snapshot in $all', async () => {
        await store.append('game-1', events(1));
        await subject.snapshots.save('read-models', Buffer.from('snapshot'));

        expect(streams(await store.readAll())).toEqual(['game-1']);
      });
    });

    it('reports its health', async () => {
      expect(await store.health()).toMatchObject({ status: 'up', adapter: expect.any(String) });
    });
  });
}

function event(
  type = 'SomethingHappened',
  data: unknown = {},
  metadata: EventData['metadata'] = {},
): EventData {
  return { id: randomUUID(), type, data, metadata };
}

function events(count: number): EventData[] {
  return Array.from({ length: count }, (_, n) => event('SomethingHappened', { n }));
}

function ids(list: readonly { id: string }[]): string[] {
  return list.map((e) => e.id);
}

function revisions(list: readonly RecordedEvent[]): bigint[] {
  return list.map((e) => e.revision);
}

function positions(list: readonly RecordedEvent[]): bigint[] {
  return list.map((e) => e.position);
}

function streams(list: readonly RecordedEvent[]): string[] {
  return [...new Set(list.map((e) => e.stream))];
}

async function expectConflict(
  attempt: Promise<unknown>,
  conflict: { stream: string; expected: ExpectedRevision; actual: bigint | 'no_stream' },
): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect(error).toMatchObject({ name: 'WrongExpectedVersionError', ...conflict });
}

/**
 * The first `count` events a subscription delivers, then ends it. `onEvent` runs after each one
 * (with how many arrived so far) before the next is asked for. Gives up after a while, so a missing
 * event fails the test's assertion instead of hanging it.
 */
async function collect(
  subscription: AllSubscription,
  count: number,
  onEvent?: (received: number) => Promise<void>,
): Promise<RecordedEvent[]> {
  const received: RecordedEvent[] = [];
  const timer = setTimeout(() => void subscription.unsubscribe(), SUBSCRIPTION_TIMEOUT_MS);
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
