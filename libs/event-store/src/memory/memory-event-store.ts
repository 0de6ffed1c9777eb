import { readAllPage } from '../all-read.js';
import { decideAppend, decideEmptyWrite, type StreamEvents } from '../append-decision.js';
import type {
  AllSubscription,
  AppendOptions,
  AppendResult,
  EventData,
  EventStoreWithCheckpoints,
  EventStoreWithSnapshots,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StoreStatus,
  SubscribeToAllOptions,
} from '../port.js';
import { allReadRange, isWithin, streamReadRange, type ReadRange } from '../read-range.js';
import { absentStream, assertReadable, stateAfterDelete, type StreamState } from '../stream-state.js';
import { eventsToStore, toRecordedEvent, type StoredEvent } from '../stored-event.js';
import { SubscriptionHub } from '../subscription-hub.js';
import { MemoryCheckpointStore } from './memory-checkpoint-store.js';
import { MemorySnapshotStore } from './memory-snapshot-store.js';

interface MemoryStream {
  state: StreamState;
  /** The stream's events that were not deleted, in revision order. */
  events: StoredEvent[];
  /** The latest revision of each event id among `events`. */
  revisions: Map<string, bigint>;
}

/** The event store in a process's memory, for unit tests: same semantics as the durable ones. */
export class MemoryEventStore implements EventStoreWithCheckpoints, EventStoreWithSnapshots {
  readonly checkpoints = new MemoryCheckpointStore();
  readonly snapshots = new MemorySnapshotStore();
  readonly #streams = new Map<string, MemoryStream>();
  /** Every event not deleted, in `$all` order. */
  #log: StoredEvent[] = [];
  #lastPosition = 0n;
  #closed = false;
  readonly #subscriptions = new SubscriptionHub((range, filter) =>
    readAllPage((scanned) => this.#scan(scanned), range, filter),
  );

  async append(
    stream: string,
    events: readonly EventData[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const current = this.#streams.get(stream);
    const state = current?.state ?? absentStream;
    const expected = options.expectedRevision ?? 'any';
    const decision = decideAppend(stream, state, expected, events, streamEvents(current));
    if (decision.kind === 'already_written') return decision.result;
    const record: MemoryStream = current ?? { state, events: [], revisions: new Map() };
    const stored = eventsToStore(stream, events, decision.firstRevision).map((event) => ({
      ...event,
      position: ++this.#lastPosition,
    }));
    for (const event of stored) record.revisions.set(event.id, event.revision);
    record.events.push(...stored);
    const last = stored[stored.length - 1];
    record.state = { kind: 'live', lastRevision: last.revision };
    this.#streams.set(stream, record);
    this.#log.push(...stored);
    this.#subscriptions.notify();
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const record = this.#streams.get(stream);
    assertReadable(stream, record?.state ?? absentStream);
    const range = streamReadRange(options);
    const events = record?.events ?? [];
    const ordered = range.direction === 'forwards' ? events : [...events].reverse();
    return ordered
      .filter((event) => isWithin(range, event.revision))
      .slice(0, range.maxCount)
      .map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return readAllPage((range) => this.#scan(range), allReadRange(options), options.filter).events;
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    return this.#subscriptions.subscribe(options);
  }

  async deleteStream(stream: string, options: AppendOptions = {}): Promise<void> {
    this.#remove(stream, options, 'deleted');
  }

  async tombstoneStream(stream: string, options: AppendOptions = {}): Promise<void> {
    this.#remove(stream, options, 'tombstoned');
  }

  async health(): Promise<StoreStatus> {
    if (this.#closed) return { status: 'down', adapter: 'memory', error: 'The store is closed' };
    return {
      status: 'up',
      adapter: 'memory',
      details: { streams: this.#streams.size, events: this.#log.length },
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#subscriptions.closeAll();
  }

  #remove(stream: string, options: AppendOptions, kind: 'deleted' | 'tombstoned'): void {
    const record = this.#streams.get(stream);
    const current = record?.state ?? absentStream;
    decideEmptyWrite(stream, current, options.expectedRevision ?? 'any');
    const state = stateAfterDelete(current, kind);
    if (state === undefined) return;
    this.#streams.set(stream, { state, events: [], revisions: new Map() });
    if (record?.events.length) this.#log = this.#log.filter((event) => event.stream !== stream);
  }

  *#scan(range: ReadRange): Iterable<StoredEvent> {
    const log = this.#log;
    const step = range.direction === 'forwards' ? 1 : -1;
    for (let i = firstWithin(log, range); i >= 0 && i < log.length; i += step) yield log[i];
  }
}

function streamEvents(record: MemoryStream | undefined): StreamEvents {
  return {
    from: (fromRevision, count) =>
      (record?.events ?? []).filter((event) => event.revision >= fromRevision).slice(0, count),
    revisionOf: (id) => record?.revisions.get(id),
  };
}

/** The index of the first event of the log within the range, by binary search on positions. */
function firstWithin(log: readonly StoredEvent[], range: ReadRange): number {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (log[middle].position < range.from) low = middle + 1;
    else high = middle;
  }
  // `low` is the first event at or after the bound; backwards starts at the last one at or before it.
  if (range.direction === 'forwards') return low;
  return low < log.length && log[low].position === range.from ? low : low - 1;
}
