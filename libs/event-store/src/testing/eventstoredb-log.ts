import { randomUUID } from 'node:crypto';
import { decideAppend, decideEmptyWrite, type EventLocation, type StreamEvents } from '../append-decision.js';
import { WrongExpectedVersionError } from '../errors.js';
import type { ExpectedRevision } from '../port.js';
import type { StreamState } from '../stream-state.js';

/** EventStoreDB's `EventNumber.DeletedStream` (long.MaxValue): a soft delete's `$tb`, a tombstone's number. */
export const DELETED_STREAM = 2n ** 63n - 1n;

/** Where the first record goes: EventStoreDB's log starts with records of its own, too. */
const FIRST_POSITION = 1_024n;
/** What a record costs in the log besides its content, so positions grow like byte offsets. */
const RECORD_OVERHEAD = 96n;

/** One event in the log, as EventStoreDB keeps it: bytes, with the type and content type aside. */
export interface LogRecord {
  stream: string;
  /** The event number; a tombstone has DELETED_STREAM. */
  revision: bigint;
  /** Lower-case UUID. */
  id: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
  /** Ticks (100 ns) since the Unix epoch, as the gRPC API sends `created`. */
  created: bigint;
  /** Commit and prepare position alike: every append is one implicit transaction. */
  position: bigint;
}

export type ProposedRecord = Pick<LogRecord, 'id' | 'type' | 'contentType' | 'data' | 'customMetadata'>;

export interface WriteResult {
  /** The stream's last event number after the write, -1n if it has none. */
  currentRevision: bigint;
  /** The log position of the last record the write made (or found written), -1n if none. */
  position: bigint;
}

export type StreamRead = { kind: 'ok'; events: LogRecord[] } | { kind: 'not_found' } | { kind: 'deleted' };

export type LogBound = 'start' | 'end' | bigint;

interface StreamRecords {
  /** Every event ever written to the stream (truncated ones too: a scavenge never runs here). */
  events: LogRecord[];
  tombstoned: boolean;
}

/**
 * The storage of the in-process EventStoreDB server, with EventStoreDB's semantics rather than
 * the port's where they differ, so that the adapter is tested against what a real server does:
 *
 * - a soft delete writes `{"$tb": DELETED_STREAM}` to the metastream `$$stream`; the events stay
 *   in the log, and in `$all`, until a scavenge (which never runs here);
 * - appending to a soft-deleted stream recreates it and writes `$tb` = its first new revision;
 *   writing new metadata to it undeletes it the same way;
 * - a tombstone is a `$streamDeleted` record numbered DELETED_STREAM, in `$all` too;
 * - a soft delete of a stream that never had an event is a wrong expected version;
 * - reading `$all` forwards from a position includes the event at it, backwards excludes it.
 *
 * Expected-revision checks and idempotency by event id are the port's own decision functions,
 * which follow EventStoreDB. The log outlives the gRPC server, so a restarted server keeps it.
 */
export class EventStoreDbLog {
  readonly #records: LogRecord[] = [];
  readonly #streams = new Map<string, StreamRecords>();
  readonly #listeners = new Set<() => void>();
  #nextPosition = FIRST_POSITION;

  /** Calls `listener` after every write, until the returned function is called. */
  onWrite(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get lastPosition(): bigint {
    return this.#records.at(-1)?.position ?? -1n;
  }

  /** Throws WrongExpectedVersionError or StreamDeletedError, as the port's adapters do. */
  append(stream: string, expected: ExpectedRevision, proposed: readonly ProposedRecord[]): WriteResult {
    const state = this.#state(stream);
    const undeletes = isMetastream(stream) && this.#state(stream.slice(2)).kind === 'deleted';
    const decision = decideAppend(
      stream,
      state,
      expected,
      proposed.map(({ id, type }) => ({ id, type, data: null })),
      this.#streamEvents(stream, state),
    );
    if (decision.kind === 'already_written') {
      const { nextExpectedRevision, position } = decision.result;
      return { currentRevision: nextExpectedRevision, position };
    }
    const written = proposed.map((record, i) =>
      this.#write({ ...record, stream, revision: decision.firstRevision + BigInt(i) }),
    );
    if (state.kind === 'deleted') this.#setTruncateBefore(stream, decision.firstRevision);
    if (undeletes) this.#setTruncateBefore(stream.slice(2), this.#lastRevision(stream.slice(2)) + 1n);
    this.#notify();
    const last = written[written.length - 1];
    return { currentRevision: last.revision, position: last.position };
  }

  /** A soft delete: returns the position of the metadata record it wrote. */
  delete(stream: string, expected: ExpectedRevision): bigint {
    const state = this.#state(stream);
    decideEmptyWrite(stream, state, expected);
    if (this.#lastRevision(stream) < 0n && this.#lastRevision(metastreamOf(stream)) < 0n) {
      throw new WrongExpectedVersionError(stream, expected, 'no_stream');
    }
    const metadata = this.#write(
      metadataRecord(
        metastreamOf(stream),
        this.#lastRevision(metastreamOf(stream)),
        `{"$tb":${DELETED_STREAM}}`,
      ),
    );
    this.#notify();
    return metadata.position;
  }

  /** A hard delete: returns the position of the tombstone. */
  tombstone(stream: string, expected: ExpectedRevision): bigint {
    decideEmptyWrite(stream, this.#state(stream), expected);
    const tombstone = this.#write({
      stream,
      revision: DELETED_STREAM,
      id: randomUUID(),
      type: '$streamDeleted',
      contentType: 'application/octet-stream',
      data: new Uint8Array(),
      customMetadata: new Uint8Array(),
    });
    this.#streamRecords(stream).tombstoned = true;
    this.#notify();
    return tombstone.position;
  }

  /** Stream reads are inclusive of their starting revision in both directions. */
  readStream(stream: string, from: LogBound, direction: 'forwards' | 'backwards', count: bigint): StreamRead {
    const state = this.#state(isMetastream(stream) ? stream.slice(2) : stream);
    if (state.kind === 'tombstoned') return { kind: 'deleted' };
    const events = this.#visibleEvents(stream);
    if (this.#lastRevision(stream) < 0n || this.#state(stream).kind === 'deleted')
      return { kind: 'not_found' };
    const selected =
      direction === 'forwards'
        ? events.filter((event) => from !== 'end' && event.revision >= (from === 'start' ? 0n : from))
        : events
            .filter((event) => from === 'end' || event.revision <= (from === 'start' ? 0n : from))
            .reverse();
    return { kind: 'ok', events: selected.slice(0, clampCount(count)) };
  }

  /**
   * `$all`, every record (system ones too), from a position: forwards includes the record at it,
   * backwards starts with the one before it. `count` counts the records the filter keeps.
   */
  readAll(
    from: LogBound,
    direction: 'forwards' | 'backwards',
    count: bigint,
    keep: (record: LogRecord) => boolean = () => true,
  ): LogRecord[] {
    const limit = clampCount(count);
    const kept: LogRecord[] = [];
    if (limit === 0) return kept;
    const records = this.#records;
    if (direction === 'forwards') {
      if (from === 'end') return kept;
      const start = from === 'start' ? 0 : this.#firstAtOrAfter(from);
      for (let i = start; i < records.length && kept.length < limit; i++) {
        if (keep(records[i])) kept.push(records[i]);
      }
    } else {
      const start =
        from === 'end' ? records.length - 1 : from === 'start' ? -1 : this.#firstAtOrAfter(from) - 1;
      for (let i = start; i >= 0 && kept.length < limit; i--) {
        if (keep(records[i])) kept.push(records[i]);
      }
    }
    return kept;
  }

  /** The records strictly after `after` (-1n: all of them), at most `limit`, for subscriptions. */
  recordsAfter(after: bigint, limit: number): LogRecord[] {
    const start = this.#firstAtOrAfter(after + 1n);
    return this.#records.slice(start, start + limit);
  }

  #state(stream: string): StreamState {
    const records = this.#streams.get(stream);
    if (records?.tombstoned) return { kind: 'tombstoned' };
    const lastRevision = this.#lastRevision(stream);
    if (lastRevision < 0n) return { kind: 'absent' };
    if (this.#truncateBefore(stream) === DELETED_STREAM) return { kind: 'deleted', lastRevision };
    return { kind: 'live', lastRevision };
  }

  #lastRevision(stream: string): bigint {
    const events = this.#streams.get(stream)?.events ?? [];
    return events.at(-1)?.revision ?? -1n;
  }

  /** `$tb` from the stream's latest metadata, read exactly (JSON numbers lose long.MaxValue). */
  #truncateBefore(stream: string): bigint | undefined {
    const metadata = this.#streams.get(metastreamOf(stream))?.events.at(-1);
    if (metadata === undefined) return undefined;
    const match = /"\$tb"\s*:\s*(\d+)/.exec(Buffer.from(metadata.data).toString('utf8'));
    return match ? BigInt(match[1]) : undefined;
  }

  #visibleEvents(stream: string): LogRecord[] {
    const truncateBefore = this.#truncateBefore(stream) ?? 0n;
    return (this.#streams.get(stream)?.events ?? []).filter((event) => event.revision >= truncateBefore);
  }

  #streamEvents(stream: string, state: StreamState): StreamEvents {
    const events = state.kind === 'live' ? this.#visibleEvents(stream) : [];
    const location = ({ id, revision, position }: LogRecord): EventLocation => ({ id, revision, position });
    return {
      from: (fromRevision, count) =>
        events
          .filter((event) => event.revision >= fromRevision)
          .slice(0, count)
          .map(location),
      revisionOf: (id) => events.findLast((event) => event.id === id)?.revision,
    };
  }

  /** Rewrites the stream's metadata with a new `$tb`, keeping its other properties. */
  #setTruncateBefore(stream: string, truncateBefore: bigint): void {
    const metastream = metastreamOf(stream);
    const current = this.#streams.get(metastream)?.events.at(-1);
    const text = current ? Buffer.from(current.data).toString('utf8') : '{}';
    const others = text
      .replace(/"\$tb"\s*:\s*\d+\s*,?/, '')
      .replace(/,\s*}$/, '}')
      .trim();
    const merged =
      others === '{}' ? `{"$tb":${truncateBefore}}` : others.replace(/^{/, `{"$tb":${truncateBefore},`);
    this.#write(metadataRecord(metastream, this.#lastRevision(metastream), merged));
  }

  #write(record: Omit<LogRecord, 'position' | 'created'>): LogRecord {
    const stored: LogRecord = {
      ...record,
      id: record.id.toLowerCase(),
      created: BigInt(Date.now()) * 10_000n,
      position: this.#nextPosition,
    };
    this.#nextPosition +=
      RECORD_OVERHEAD + BigInt(stored.data.length + stored.customMetadata.length + stored.stream.length);
    this.#records.push(stored);
    const records = this.#streamRecords(record.stream);
    if (stored.revision !== DELETED_STREAM) records.events.push(stored);
    return stored;
  }

  #streamRecords(stream: string): StreamRecords {
    let records = this.#streams.get(stream);
    if (records === undefined) {
      records = { events: [], tombstoned: false };
      this.#streams.set(stream, records);
    }
    return records;
  }

  /** The index of the first record at or after the position, by binary search. */
  #firstAtOrAfter(position: bigint): number {
    let low = 0;
    let high = this.#records.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#records[middle].position < position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

export function metastreamOf(stream: string): string {
  return `$$${stream}`;
}

function isMetastream(stream: string): boolean {
  return stream.startsWith('$$');
}

function metadataRecord(
  metastream: string,
  lastRevision: bigint,
  json: string,
): Omit<LogRecord, 'position' | 'created'> {
  return {
    stream: metastream,
    revision: lastRevision + 1n,
    id: randomUUID(),
    type: '$metadata',
    contentType: 'application/json',
    data: Buffer.from(json, 'utf8'),
    customMetadata: new Uint8Array(),
  };
}

function clampCount(count: bigint): number {
  return count > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(count);
}
