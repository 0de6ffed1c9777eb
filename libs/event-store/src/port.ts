// The EventStore port. Its semantics follow EventStoreDB so that every adapter (memory, sqlite,
// eventstoredb) behaves alike: 0-based stream revisions, expected-revision checks, idempotent
// appends by event id, one global `$all` order with positions, catch-up subscriptions.

/** What the writer expects the stream to be at before its append. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Metadata carried by every event: who caused it, why, and when. */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  commandId?: string;
  actor?: string;
  /** ISO-8601 time the command was accepted (an input, never read from a clock in the engine). */
  time?: string;
  [key: string]: unknown;
}

/** An event proposed for appending. `id` is a UUID; the same id appended twice is written once. */
export interface EventData<T = unknown> {
  id: string;
  type: string;
  data: T;
  metadata?: EventMetadata;
}

/** An event as the store recorded it. */
export interface RecordedEvent<T = unknown> extends EventData<T> {
  metadata: EventMetadata;
  stream: string;
  /** 0-based position of the event in its stream. */
  revision: bigint;
  /** Position in the global `$all` order; strictly increasing, not necessarily contiguous. */
  position: bigint;
  /** ISO-8601 time the store recorded the event. */
  created: string;
}

export interface AppendOptions {
  expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /** The revision of the stream's last event after the append; -1n if the stream has none yet. */
  nextExpectedRevision: bigint;
  /**
   * The global position of the append's last event. An idempotent retry returns the original
   * append's result; an append of zero events returns the stream's last event's position, or -1n.
   */
  position: bigint;
}

export type Direction = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  /** Inclusive in both directions. Default: the start (forwards) or the end (backwards). */
  fromRevision?: bigint | 'start' | 'end';
  direction?: Direction;
  maxCount?: number;
}

export interface AllFilter {
  /** Keep events whose stream name starts with one of these prefixes. */
  streamNamePrefix?: readonly string[];
  /** Keep events whose type starts with one of these prefixes. */
  eventTypePrefix?: readonly string[];
}

export interface ReadAllOptions {
  /** Inclusive in both directions. Default: the start (forwards) or the end (backwards). */
  fromPosition?: bigint | 'start' | 'end';
  direction?: Direction;
  maxCount?: number;
  filter?: AllFilter;
}

export interface SubscribeToAllOptions {
  /** Deliver the events strictly after this position; default: from the very beginning. */
  fromPosition?: bigint | 'start';
  filter?: AllFilter;
}

/** History, then live events, in `$all` order, exactly once each, until `unsubscribe()`. */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  unsubscribe(): Promise<void>;
}

export type StoreStatus =
  | { status: 'up'; adapter: string; details?: Record<string, unknown> }
  | {
      status: 'down';
      adapter: string;
      error: string;
      /** What the adapter was trying to reach (an EventStoreDB's connection string, say). */
      details?: Record<string, unknown>;
    };

export interface EventStore {
  append(stream: string, events: readonly EventData[], options?: AppendOptions): Promise<AppendResult>;
  /** Throws StreamNotFoundError or StreamDeletedError. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /**
   * Soft delete, as EventStoreDB does it: the stream reads as not found (StreamNotFoundError) and
   * its events leave `$all` reads; appending again recreates it, revisions going on after the last.
   */
  deleteStream(stream: string, options?: AppendOptions): Promise<void>;
  /** Hard delete: every later read or append fails with StreamDeletedError, for good. */
  tombstoneStream(stream: string, options?: AppendOptions): Promise<void>;
  health(): Promise<StoreStatus>;
  close(): Promise<void>;
}

/** Where a subscriber stores how far it has processed `$all`. */
export interface CheckpointStore {
  load(subscriber: string): Promise<bigint | undefined>;
  save(subscriber: string, position: bigint): Promise<void>;
}

/** An event store that also keeps its subscribers' checkpoints (in the same database, if any). */
export interface EventStoreWithCheckpoints extends EventStore {
  readonly checkpoints: CheckpointStore;
}

/**
 * Where readers of the store keep snapshots of what they made of it (a serialised read-model
 * database, say), so that they need not read it all again; by name, the last one saved. A
 * snapshot is not an event: no `$all` read or subscription shows it.
 */
export interface SnapshotStore {
  load(name: string): Promise<Uint8Array | undefined>;
  save(name: string, data: Uint8Array): Promise<void>;
}

/** An event store that keeps snapshots beside its events (every adapter does). */
export interface EventStoreWithSnapshots extends EventStore {
  readonly snapshots: SnapshotStore;
}

export function hasSnapshots(store: EventStore): store is EventStoreWithSnapshots {
  return 'snapshots' in store && (store as Partial<EventStoreWithSnapshots>).snapshots !== undefined;
}
