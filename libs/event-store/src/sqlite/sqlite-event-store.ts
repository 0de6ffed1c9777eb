import Database from 'better-sqlite3';
import { readAllPage, type AllPage } from '../all-read.js';
import { assertEventShape, decideAppend, decideEmptyWrite, type StreamEvents } from '../append-decision.js';
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
import { allReadRange, streamReadRange, type ReadRange } from '../read-range.js';
import {
  absentStream,
  assertReadable,
  lastRevisionOf,
  stateAfterDelete,
  type StreamState,
} from '../stream-state.js';
import { eventsToStore, toRecordedEvent } from '../stored-event.js';
import { SubscriptionHub } from '../subscription-hub.js';
import { migrate } from './migrations.js';
import { SqliteCheckpointStore } from './sqlite-checkpoint-store.js';
import { SqliteSnapshotStore } from './sqlite-snapshot-store.js';
import { prepareStatements, type SqliteStatements, type StreamRow } from './sqlite-statements.js';

/** FULL syncs every commit to disk; NORMAL may lose the last commits on power loss, not on a crash. */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

export interface SqliteEventStoreOptions {
  path: string;
  /** Default: FULL. */
  synchronous?: SqliteSynchronous;
  /** How long an append waits for another process's append to commit. Default: 5000 ms. */
  busyTimeoutMs?: number;
  /** How often subscriptions look for appends by other processes. Default: 100 ms. */
  pollIntervalMs?: number;
}

/** Opens (creating and migrating if needed) an event store in a SQLite file, in WAL mode. */
export function openSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  const db = new Database(options.path, { timeout: options.busyTimeoutMs ?? 5000 });
  try {
    const synchronous = options.synchronous ?? 'FULL';
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${synchronous}`);
    const schemaVersion = migrate(db);
    return new SqliteEventStore(db, {
      path: options.path,
      synchronous,
      schemaVersion,
      pollIntervalMs: options.pollIntervalMs ?? 100,
    });
  } catch (error) {
    db.close();
    throw error;
  }
}

interface SqliteSettings {
  path: string;
  synchronous: SqliteSynchronous;
  schemaVersion: number;
  pollIntervalMs: number;
}

/**
 * The embedded event store: one SQLite file shared by every process on the machine. Appends are
 * serialised by `BEGIN IMMEDIATE`, so `$all` positions follow commit order.
 */
export class SqliteEventStore implements EventStoreWithCheckpoints, EventStoreWithSnapshots {
  readonly checkpoints: SqliteCheckpointStore;
  readonly snapshots: SqliteSnapshotStore;
  readonly #statements: SqliteStatements;
  readonly #subscriptions: SubscriptionHub;
  readonly #append;
  readonly #remove;
  readonly #readStream;

  constructor(
    private readonly db: Database.Database,
    private readonly settings: SqliteSettings,
  ) {
    const statements = prepareStatements(db);
    this.#statements = statements;
    this.checkpoints = new SqliteCheckpointStore(db);
    this.snapshots = new SqliteSnapshotStore(db);
    this.#subscriptions = new SubscriptionHub((range, filter) => this.#readAllPage(range, filter), {
      intervalMs: settings.pollIntervalMs,
      changed: dataVersionWatch(statements),
    });
    const insert = (stream: string, events: readonly EventData[], firstRevision: bigint): AppendResult => {
      const stored = eventsToStore(stream, events, firstRevision);
      let position = -1n;
      for (const event of stored) position = BigInt(statements.insertEvent.run(event).lastInsertRowid);
      return { nextExpectedRevision: stored[stored.length - 1].revision, position };
    };
    this.#append = db.transaction(
      (stream: string, events: readonly EventData[], expected: ExpectedRevision): AppendResult => {
        // The usual append, at the exact revision the stream is at, moves the stream in one statement.
        if (advancedAt(statements, stream, events, expected)) return insert(stream, events, expected + 1n);
        const decision = decideAppend(
          stream,
          this.#state(stream),
          expected,
          events,
          this.#streamEvents(stream),
        );
        if (decision.kind === 'already_written') return decision.result;
        const result = insert(stream, events, decision.firstRevision);
        statements.saveStream.run(stream, 'live', result.nextExpectedRevision);
        return result;
      },
    );
    this.#remove = db.transaction(
      (stream: string, expected: ExpectedRevision, kind: 'deleted' | 'tombstoned') => {
        const current = this.#state(stream);
        decideEmptyWrite(stream, current, expected);
        const state = stateAfterDelete(current, kind);
        if (state === undefined) return;
        statements.deleteEvents.run(stream);
        statements.saveStream.run(stream, kind, lastRevisionOf(current));
      },
    );
    this.#readStream = db.transaction((stream: string, range: ReadRange) => {
      assertReadable(stream, this.#state(stream));
      const read = range.direction === 'forwards' ? statements.streamForwards : statements.streamBackwards;
      return read.all(stream, range.from, sqlLimit(range.maxCount)).map(toRecordedEvent);
    });
  }

  async append(
    stream: string,
    events: readonly EventData[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const result = this.#append.immediate(stream, events, options.expectedRevision ?? 'any');
    this.#subscriptions.notify();
    return result;
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.#readStream(stream, streamReadRange(options));
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.#readAllPage(allReadRange(options), options.filter).events;
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    return this.#subscriptions.subscribe(options);
  }

  async deleteStream(stream: string, options: AppendOptions = {}): Promise<void> {
    this.#remove.immediate(stream, options.expectedRevision ?? 'any', 'deleted');
  }

  async tombstoneStream(stream: string, options: AppendOptions = {}): Promise<void> {
    this.#remove.immediate(stream, options.expectedRevision ?? 'any', 'tombstoned');
  }

  async health(): Promise<StoreStatus> {
    try {
      const { path, synchronous } = this.settings;
      const details = {
        path,
        synchronous,
        schemaVersion: this.db.pragma('user_version', { simple: true }),
        journalMode: this.db.pragma('journal_mode', { simple: true }),
        lastPosition: String(this.#statements.lastPosition.get() ?? 0n),
      };
      return { status: 'up', adapter: 'sqlite', details };
    } catch (error) {
      return {
        status: 'down',
        adapter: 'sqlite',
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  async close(): Promise<void> {
    await this.#subscriptions.closeAll();
    if (this.db.open) this.db.close();
  }

  #state(stream: string): StreamState {
    return toStreamState(this.#statements.streamRow.get(stream));
  }

  #streamEvents(stream: string): StreamEvents {
    return {
      from: (fromRevision, count) => this.#statements.eventLocations.all(stream, fromRevision, count),
      revisionOf: (id) => this.#statements.latestRevisionOfId.get(stream, id) ?? undefined,
    };
  }

  #readAllPage(range: ReadRange, filter: AllFilter | undefined): AllPage {
    const scan =
      range.direction === 'forwards' ? this.#statements.allForwards : this.#statements.allBackwards;
    return readAllPage(() => scan.iterate(range.from), range, filter);
  }
}

/**
 * Moves the stream from exactly `expected` to its new last revision if it is there (live, or
 * deleted: recreated), for an append of well-formed events; false if the full decision is needed.
 */
function advancedAt(
  statements: SqliteStatements,
  stream: string,
  events: readonly EventData[],
  expected: ExpectedRevision,
): expected is bigint {
  if (typeof expected !== 'bigint' || expected < 0n || events.length === 0) return false;
  events.forEach(assertEventShape);
  return statements.advanceStream.run(expected + BigInt(events.length), stream, expected).changes === 1;
}

function toStreamState(row: StreamRow | undefined): StreamState {
  if (row === undefined) return absentStream;
  if (row.status === 'tombstoned') return { kind: 'tombstoned' };
  return { kind: row.status, lastRevision: row.lastRevision };
}

/** SQLite reads a negative LIMIT as no limit. */
function sqlLimit(maxCount: number): number {
  return Number.isFinite(maxCount) ? maxCount : -1;
}

/** Tells whether another connection committed since the last call (`PRAGMA data_version`). */
function dataVersionWatch(statements: SqliteStatements): () => boolean {
  let seen = statements.dataVersion.get();
  return () => {
    const current = statements.dataVersion.get();
    const changed = current !== seen;
    seen = current;
    return changed;
  };
}
