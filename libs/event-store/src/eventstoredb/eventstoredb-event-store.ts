/**
 * The EventStoreDB (KurrentDB) adapter, on the official Node.js client `@kurrent/kurrentdb-client`
 * (pinned in the root package.json). It installs and loads here: its native Rust bridge
 * (`@kurrent/bridge`, which serves `readStream` and `readAll`) ships as prebuilt npm packages per
 * platform (`@kurrent/bridge-linux-x64-gnu`, ...), so nothing is downloaded or compiled at install
 * time. Appends, deletes and subscriptions go over the client's gRPC channel (grpc-js).
 *
 * How the port maps onto EventStoreDB:
 *
 * - Revisions are EventStoreDB's event numbers; expected revisions map one to one both ways
 *   (`any`, `no_stream`, `stream_exists`, an exact revision), and a conflict's actual revision
 *   comes back from the server in WrongExpectedVersionError.
 * - A position is the event's commit position in the transaction log. Every append over gRPC is
 *   one implicit transaction in which each event's commit and prepare positions are the same, so
 *   one number names the event; reads from a position send it as both.
 * - Events are JSON; ids are passed through as they are (they must be UUIDs), so a retried append
 *   is idempotent on the server; correlation and causation ids also go to EventStoreDB's own
 *   `$correlationId` and `$causationId` metadata keys (see event-mapping.ts).
 * - `$all` reads and subscriptions show this service's streams only: the streams under the
 *   store's `namespace`, never system streams (`$...`) or system events (`$metadata`,
 *   `$streamDeleted`, ...). The caller's stream-name prefixes (or else event-type prefixes) are
 *   sent to the server as its filter; the rest is checked here.
 * - Soft-deleted and tombstoned streams' events stay in EventStoreDB's `$all` until a scavenge;
 *   the port takes them out at once (see stream-visibility.ts).
 * - Subscriptions survive the server going away: they resubscribe from their last position
 *   (see eventstoredb-subscription.ts). Calls made while it is away fail fast with
 *   StoreUnavailableError; the client reconnects on the next call once the server is back.
 * - Checkpoints and snapshots are events in EventStoreDB too (see eventstoredb-checkpoint-store.ts
 *   and eventstoredb-snapshot-store.ts).
 */
import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  StreamNotFoundError as ClientStreamNotFoundError,
  StreamDeletedError as ClientStreamDeletedError,
  eventTypeFilter,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type Filter,
  type KurrentDBClient,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import { matchesFilter } from '../all-filter.js';
import { WrongExpectedVersionError } from '../errors.js';
import type {
  AllFilter,
  AllSubscription,
  AppendOptions,
  AppendResult,
  EventData,
  EventStoreWithCheckpoints,
  EventStoreWithSnapshots,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StoreStatus,
  SubscribeToAllOptions,
} from '../port.js';
import { allReadRange, streamReadRange } from '../read-range.js';
import { ClientConnection } from './client-connection.js';
import { normaliseConnectionString, redactConnectionString } from './connection-string.js';
import { toProposedEvent, toRecordedEvent } from './event-mapping.js';
import { EventStoreDbCheckpointStore } from './eventstoredb-checkpoint-store.js';
import { ADAPTER, isUnavailable, toPortError } from './eventstoredb-errors.js';
import { EventStoreDbSnapshotStore } from './eventstoredb-snapshot-store.js';
import { EventStoreDbSubscription } from './eventstoredb-subscription.js';
import { StreamVisibility } from './stream-visibility.js';

export interface EventStoreDbOptions {
  /**
   * A connection string: `kurrentdb://` or `esdb://` (one node or several, `host:port,...`),
   * `kurrentdb+discover://` or `esdb+discover://` (gossip seeds), with `?tls=false` for an
   * insecure node, or TLS settings (`tlsCAFile=...`, `tlsVerifyCert=...`) and `user:password@`.
   */
  url: string;
  /**
   * Put before every stream name in the database (default: none), so that several services, or
   * test runs, can share one cluster: this store sees and subscribes to its own streams only.
   */
  namespace?: string;
  /** How long an append or a delete may take before it fails (StoreUnavailableError). Default 5000. */
  timeoutMs?: number;
  /** The `retryAfterSeconds` of the StoreUnavailableErrors it throws. Default 1. */
  retryAfterSeconds?: number;
  /** Subscriptions wait this long before resubscribing, doubling up to `max`. Default 100 / 2000. */
  reconnectDelayMs?: { initial: number; max: number };
}

/** How long a client whose reads never got through is kept before it is replaced. */
const RECREATE_CLIENT_AFTER_MS = 1000;
/** How many events a `$all` read asks the server for at a time. */
const READ_PAGE = 500;
/** Keeps system streams (`$...`, metadata streams `$$...` included) out of server-side `$all` reads. */
const NO_SYSTEM_STREAMS = '^[^$]';

/** Connects (lazily: on the first call) to EventStoreDB. */
export function openEventStoreDbEventStore(options: EventStoreDbOptions): EventStoreDbEventStore {
  return new EventStoreDbEventStore(options);
}

export class EventStoreDbEventStore implements EventStoreWithCheckpoints, EventStoreWithSnapshots {
  readonly checkpoints: EventStoreDbCheckpointStore;
  readonly snapshots: EventStoreDbSnapshotStore;
  readonly #connection: ClientConnection;
  readonly #namespace: string;
  readonly #url: string;
  readonly #timeoutMs: number;
  readonly #retryAfterSeconds: number;
  readonly #reconnectDelayMs: { initial: number; max: number };
  readonly #subscriptions = new Set<EventStoreDbSubscription>();
  #closed = false;

  constructor(options: EventStoreDbOptions) {
    const url = normaliseConnectionString(options.url);
    this.#connection = new ClientConnection(url, RECREATE_CLIENT_AFTER_MS);
    this.#url = redactConnectionString(url);
    this.#namespace = options.namespace ?? '';
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#retryAfterSeconds = options.retryAfterSeconds ?? 1;
    this.#reconnectDelayMs = options.reconnectDelayMs ?? { initial: 100, max: 2000 };
    this.checkpoints = new EventStoreDbCheckpointStore(
      this.#connection,
      this.#namespace,
      this.#retryAfterSeconds,
    );
    this.snapshots = new EventStoreDbSnapshotStore(
      this.#connection,
      this.#namespace,
      this.#retryAfterSeconds,
    );
  }

  async append(
    stream: string,
    events: readonly EventData[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const expected = checkedExpectation(options.expectedRevision);
    const proposed = events.map(toProposedEvent);
    if (proposed.length === 0) return this.#appendNothing(stream, expected);
    try {
      const result = await this.#connection.client.appendToStream(this.#name(stream), proposed, {
        streamState: expected,
        deadline: this.#timeoutMs,
      });
      return { nextExpectedRevision: result.nextExpectedRevision, position: result.position?.commit ?? -1n };
    } catch (error) {
      throw this.#portError(error, stream, expected);
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const range = streamReadRange(options);
    const backwards = range.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? 'end' : 'start');
    // Nothing lies forwards of the end (and the client reads backwards when asked that way).
    if (!backwards && from === 'end') {
      await this.#readStream(stream, { direction: FORWARDS, maxCount: 1 });
      return [];
    }
    const events = await this.#readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      // Backwards from 'start' is the first event: revision 0.
      fromRevision: from === 'start' ? (backwards ? 0n : START) : from === 'end' ? END : from,
      // A read of nothing still says whether the stream exists.
      maxCount: range.maxCount === 0 ? 1 : finiteOrUndefined(range.maxCount),
    });
    return range.maxCount === 0 ? [] : events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const range = allReadRange(options);
    const kept: RecordedEvent[] = [];
    if (range.maxCount === 0) return kept;
    const visibility = this.#visibility();
    const accept = (resolved: AllStreamResolvedEvent) => this.#accept(resolved, options.filter, visibility);
    const forwards = range.direction === 'forwards';
    const bound = options.fromPosition ?? (forwards ? 'start' : 'end');
    if (forwards && bound === 'end') return kept;
    // EventStoreDB reads backwards from a position without the event at it: the port includes it.
    if (!forwards && typeof bound === 'bigint') {
      const [at] = await this.#readAllPage(FORWARDS, toReadPosition(bound), 1, options.filter);
      const event = at?.event?.position.commit === bound ? await accept(at) : undefined;
      if (event) kept.push(event);
    }
    // Forwards includes the event at the bound, backwards does not; pages overlap by one event.
    let beyond = (position: bigint) =>
      typeof bound !== 'bigint' || (forwards ? position >= bound : position < bound);
    let cursor: ReadPosition = toReadPosition(bound);
    while (kept.length < range.maxCount) {
      const remaining = range.maxCount - kept.length;
      const size = Math.min(READ_PAGE, Math.max(2, remaining + 1));
      const page = await this.#readAllPage(forwards ? FORWARDS : BACKWARDS, cursor, size, options.filter);
      let progressed = false;
      for (const resolved of page) {
        const position = resolved.event?.position.commit;
        if (position === undefined || !beyond(position)) continue;
        progressed = true;
        const last = position;
        beyond = forwards ? (next) => next > last : (next) => next < last;
        const event = await accept(resolved);
        if (event) kept.push(event);
        if (kept.length >= range.maxCount) break;
      }
      const last = page.at(-1)?.event?.position.commit;
      // A filtered page may come back short before the end (the server's search window): only a
      // page with nothing new ends the read.
      if (!progressed || last === undefined) break;
      cursor = toReadPosition(last);
    }
    return kept;
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const visibility = this.#visibility();
    const serverFilter = this.#serverFilter(options.filter);
    const subscription = new EventStoreDbSubscription(
      {
        open: (after, onCheckpoint) =>
          this.#connection.client.subscribeToAll({
            fromPosition: after === 'start' ? START : toReadPosition(after),
            filter: { ...serverFilter, checkpointInterval: 1, checkpointReached: onCheckpoint },
          }),
        accept: (resolved) => this.#accept(resolved, options.filter, visibility),
        isTransient: isUnavailable,
        reconnectDelayMs: this.#reconnectDelayMs,
      },
      options,
      (closed) => this.#subscriptions.delete(closed),
    );
    this.#subscriptions.add(subscription);
    if (this.#closed) void subscription.unsubscribe();
    return subscription;
  }

  async deleteStream(stream: string, options: AppendOptions = {}): Promise<void> {
    const expected = checkedExpectation(options.expectedRevision);
    try {
      await this.#connection.client.deleteStream(this.#name(stream), {
        expectedRevision: await this.#deletable(stream, expected),
        deadline: this.#timeoutMs,
      });
    } catch (error) {
      const portError = this.#portError(error, stream, expected);
      // EventStoreDB refuses to soft-delete a stream that never had an event: nothing to delete.
      const nothingToDelete =
        portError instanceof WrongExpectedVersionError &&
        portError.actual === 'no_stream' &&
        (expected === 'any' || expected === 'no_stream');
      if (!nothingToDelete) throw portError;
    }
  }

  async tombstoneStream(stream: string, options: AppendOptions = {}): Promise<void> {
    const expected = checkedExpectation(options.expectedRevision);
    try {
      await this.#connection.client.tombstoneStream(this.#name(stream), {
        expectedRevision: await this.#deletable(stream, expected),
        deadline: this.#timeoutMs,
      });
    } catch (error) {
      throw this.#portError(error, stream, expected);
    }
  }

  async health(): Promise<StoreStatus> {
    const details = { url: this.#url, namespace: this.#namespace };
    if (this.#closed) return { status: 'down', adapter: ADAPTER, error: 'The store is closed', details };
    try {
      const last = await withTimeout(this.#lastPosition(), this.#timeoutMs);
      return { status: 'up', adapter: ADAPTER, details: { ...details, lastPosition: String(last) } };
    } catch (error) {
      return {
        status: 'down',
        adapter: ADAPTER,
        error: error instanceof Error ? error.message : String(error),
        details,
      };
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.unsubscribe()));
    await this.#connection.dispose();
  }

  #name(stream: string): string {
    return `${this.#namespace}${stream}`;
  }

  /** An append of no events writes nothing: it checks the expectation against the stream's end. */
  async #appendNothing(stream: string, expected: ExpectedRevision): Promise<AppendResult> {
    const last = await this.#lastEvent(stream);
    const meets =
      expected === 'any' ||
      (expected === 'no_stream' && last === undefined) ||
      (expected === 'stream_exists' && last !== undefined) ||
      (typeof expected === 'bigint' && last?.revision === expected);
    if (!meets) throw new WrongExpectedVersionError(stream, expected, last?.revision ?? 'no_stream');
    return last
      ? { nextExpectedRevision: last.revision, position: last.position }
      : { nextExpectedRevision: -1n, position: -1n };
  }

  /** The client deletes with `any`, `no_stream` or a revision: `stream_exists` becomes the last. */
  async #deletable(stream: string, expected: ExpectedRevision): Promise<'any' | 'no_stream' | bigint> {
    if (expected !== 'stream_exists') return expected;
    const last = await this.#lastEvent(stream);
    if (last === undefined) throw new WrongExpectedVersionError(stream, expected, 'no_stream');
    return last.revision;
  }

  async #lastEvent(stream: string): Promise<RecordedEvent | undefined> {
    try {
      const [last] = await this.#readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
      return last;
    } catch (error) {
      if (error instanceof Error && error.name === 'StreamNotFoundError') return undefined;
      throw error;
    }
  }

  async #readStream(
    stream: string,
    options: NonNullable<Parameters<KurrentDBClient['readStream']>[1]>,
  ): Promise<RecordedEvent[]> {
    try {
      return await this.#connection.read(async (client) => {
        const events: RecordedEvent[] = [];
        for await (const resolved of client.readStream(this.#name(stream), options)) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event, this.#namespace));
        }
        return events;
      });
    } catch (error) {
      throw this.#portError(error, stream);
    }
  }

  async #readAllPage(
    direction: typeof FORWARDS | typeof BACKWARDS,
    fromPosition: ReadPosition,
    maxCount: number,
    filter: AllFilter | undefined,
  ): Promise<AllStreamResolvedEvent[]> {
    const serverFilter = this.#serverFilter(filter);
    try {
      return await this.#connection.read(async (client) => {
        const page: AllStreamResolvedEvent[] = [];
        const reading = client.readAll({ direction, fromPosition, maxCount, filter: serverFilter });
        for await (const resolved of reading) page.push(resolved);
        return page;
      });
    } catch (error) {
      throw this.#portError(error);
    }
  }

  async #lastPosition(): Promise<bigint> {
    const [last] = await this.#readAllPage(BACKWARDS, END, 1, undefined);
    return last?.event?.position.commit ?? -1n;
  }

  /** The part of a port filter the server can apply: one prefix list, streams or event types. */
  #serverFilter(filter: AllFilter | undefined): Filter {
    const namespace = this.#namespace;
    if (filter?.streamNamePrefix && filter.streamNamePrefix.length > 0) {
      return streamNameFilter({ prefixes: filter.streamNamePrefix.map((prefix) => `${namespace}${prefix}`) });
    }
    if (namespace !== '') return streamNameFilter({ prefixes: [namespace] });
    if (filter?.eventTypePrefix && filter.eventTypePrefix.length > 0) {
      return eventTypeFilter({ prefixes: [...filter.eventTypePrefix] });
    }
    return streamNameFilter({ regex: NO_SYSTEM_STREAMS });
  }

  /** The port's event for a `$all` record, or undefined if the port does not show it. */
  async #accept(
    resolved: AllStreamResolvedEvent,
    filter: AllFilter | undefined,
    visibility: StreamVisibility,
  ): Promise<RecordedEvent | undefined> {
    const event = resolved.event;
    if (event === undefined) return undefined;
    const { streamId, type } = event;
    if (streamId.startsWith('$') || type.startsWith('$') || !streamId.startsWith(this.#namespace))
      return undefined;
    if (!matchesFilter(filter, { stream: streamId.slice(this.#namespace.length), type })) return undefined;
    if (!(await visibility.isVisible(streamId, event.revision))) return undefined;
    return toRecordedEvent(event, this.#namespace);
  }

  #visibility(): StreamVisibility {
    return new StreamVisibility(async (stream) => {
      try {
        return await this.#connection.read(async (client) => {
          for await (const resolved of client.readStream(stream, { direction: FORWARDS, maxCount: 1 })) {
            return resolved.event?.revision;
          }
          return undefined;
        });
      } catch (error) {
        if (error instanceof ClientStreamNotFoundError || error instanceof ClientStreamDeletedError)
          return undefined;
        throw this.#portError(error);
      }
    });
  }

  #portError(error: unknown, stream?: string, expected?: ExpectedRevision): unknown {
    return toPortError(error, { stream, expected, retryAfterSeconds: this.#retryAfterSeconds });
  }
}

function checkedExpectation(expected: ExpectedRevision = 'any'): ExpectedRevision {
  if (typeof expected === 'bigint' && expected < 0n) {
    throw new RangeError(`Expected revision must be >= 0, 'no_stream', 'stream_exists' or 'any'`);
  }
  return expected;
}

function toReadPosition(bound: bigint | 'start' | 'end'): ReadPosition {
  if (bound === 'start') return START;
  if (bound === 'end') return END;
  return { commit: bound, prepare: bound };
}

function finiteOrUndefined(count: number): number | undefined {
  return Number.isFinite(count) ? count : undefined;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from EventStoreDB within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
