import { createHash } from 'node:crypto';
import {
  WrongExpectedVersionError,
  openEventStore,
  redactConnectionString,
  type EventData,
  type EventStore,
  type EventStoreConfig,
  type EventStoreWithCheckpoints,
  type RecordedEvent,
} from '@mtg/event-store';

/** How many source events are read, and at most appended, at a time. */
export const DEFAULT_PAGE = 500;

export interface StoreCopyOptions {
  from: string;
  to: string;
  restart?: boolean;
  page: number;
}

/** Event type of the stand-ins that give a recreated stream its first revisions back. */
export const PLACEHOLDER_TYPE = '$mtg-copy-placeholder';

export interface CopyOptions {
  /** Resume after this source position (exclusive); default: from the beginning. */
  after?: bigint;
  /** Called after each page, with the position of the last source event copied. */
  onCheckpoint?: (position: bigint) => Promise<void>;
  pageSize?: number;
}

export interface CopyResult {
  events: number;
  streams: number;
  /** The position of the last source event copied, or the `after` given if none. */
  lastPosition: bigint | undefined;
}

/**
 * Copies `from`'s events into `to`, in `$all` order. Each run of consecutive events of one stream
 * is appended at once with the exact expected revision, ids kept, so a copy re-run over events
 * already copied writes nothing (idempotent appends). If such a run only partly overlaps what an
 * interrupted copy wrote, its events are appended one by one, each idempotent on its own. A stream
 * whose source revisions do not start at 0 (soft-deleted, then written again) gets as many
 * placeholder events, soft-deleted at once, so that its revisions are the same in the target.
 * Events of tombstoned streams, and soft-deleted events, are not in `$all`: they are not copied.
 * The target gives the events its own positions and creation times.
 */
export async function copyEvents(
  from: EventStore,
  to: EventStore,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE;
  const streams = new Set<string>();
  let after = options.after;
  let events = 0;
  for (;;) {
    const page = (
      await from.readAll({
        fromPosition: after ?? 'start',
        maxCount: after === undefined ? pageSize : pageSize + 1,
      })
    ).filter((event) => after === undefined || event.position > after);
    if (page.length === 0) break;
    for (const run of runsOfOneStream(page)) {
      await appendRun(to, run);
      streams.add(run[0].stream);
    }
    events += page.length;
    after = page[page.length - 1].position;
    await options.onCheckpoint?.(after);
  }
  return { events, streams: streams.size, lastPosition: after };
}

/** `mtg store copy --from STORE --to STORE [--restart] [--page N]` */
export async function storeCopy(options: StoreCopyOptions): Promise<number> {
  let source: EventStoreWithCheckpoints | undefined;
  let target: EventStoreWithCheckpoints | undefined;
  try {
    source = await openEventStore(storeConfig(options.from));
    target = await openEventStore(storeConfig(options.to));
    const checkpoint = `store-copy ${describeStore(options.from)}`;
    const after = options.restart ? undefined : await target.checkpoints.load(checkpoint);
    const { checkpoints } = target;
    const result = await copyEvents(source, target, {
      after,
      pageSize: options.page,
      onCheckpoint: (position) => checkpoints.save(checkpoint, position),
    });
    const resumed = after === undefined ? '' : ` (resumed after position ${after})`;
    process.stdout.write(
      `copied ${result.events} events of ${result.streams} streams from ${describeStore(options.from)} ` +
        `to ${describeStore(options.to)}${resumed}\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`store copy failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await Promise.all([source?.close(), target?.close()]);
  }
}

/** What `--from` and `--to` name: `sqlite:PATH`, `memory:`, or an EventStoreDB connection string. */
export function storeConfig(spec: string): EventStoreConfig {
  if (spec === 'memory' || spec === 'memory:') return { kind: 'memory' };
  if (spec.startsWith('sqlite:')) {
    const path = spec.slice('sqlite:'.length);
    if (path === '') throw new Error('sqlite: needs a file path (sqlite:PATH)');
    return { kind: 'sqlite', path };
  }
  if (/^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//i.test(spec))
    return { kind: 'eventstoredb', url: spec };
  throw new Error(`unknown store '${describeStore(spec)}': expected sqlite:PATH, memory: or kurrentdb://...`);
}

function describeStore(spec: string): string {
  return redactConnectionString(spec);
}

/** Splits a page into runs of consecutive events of one stream with consecutive revisions. */
function runsOfOneStream(page: readonly RecordedEvent[]): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  for (const event of page) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && last.stream === event.stream && last.revision + 1n === event.revision) run.push(event);
    else runs.push([event]);
  }
  return runs;
}

async function appendRun(to: EventStore, run: readonly RecordedEvent[]): Promise<void> {
  const { stream, revision } = run[0];
  try {
    await to.append(stream, run.map(toEventData), { expectedRevision: expectedBefore(revision) });
    return;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    if (error.actual === 'no_stream' && revision > 0n) {
      await recreateAt(to, stream, revision);
    } else if (run.length === 1) {
      throw differentTarget(stream, revision, error);
    }
  }
  // Part of the run is in the target already (an interrupted copy): one event at a time.
  for (const event of run) {
    try {
      await to.append(stream, [toEventData(event)], { expectedRevision: expectedBefore(event.revision) });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw differentTarget(stream, event.revision, error);
      throw error;
    }
  }
}

/**
 * Gives an absent target stream the revisions before `revision`: placeholders, soft-deleted, so
 * that the next append (expecting `revision - 1`) recreates the stream at the source's revision.
 * Their ids derive from the stream and revision, so a re-run finds them written.
 */
async function recreateAt(to: EventStore, stream: string, revision: bigint): Promise<void> {
  const placeholders: EventData[] = [];
  for (let r = 0n; r < revision; r++) {
    placeholders.push({ id: placeholderId(stream, r), type: PLACEHOLDER_TYPE, data: null });
  }
  await to.append(stream, placeholders, { expectedRevision: 'no_stream' });
  await to.deleteStream(stream, { expectedRevision: revision - 1n });
}

function expectedBefore(revision: bigint): bigint | 'no_stream' {
  return revision === 0n ? 'no_stream' : revision - 1n;
}

function toEventData(event: RecordedEvent): EventData {
  return { id: event.id, type: event.type, data: event.data, metadata: event.metadata };
}

function differentTarget(stream: string, revision: bigint, cause: WrongExpectedVersionError): Error {
  return new Error(
    `the target's stream '${stream}' holds other events than the source's at revision ${revision} ` +
      `(it is at ${cause.actual}): copy into an empty store, or one this copy wrote`,
    { cause },
  );
}

/** A UUID (version 5 layout) from the stream and revision: stable across runs. */
function placeholderId(stream: string, revision: bigint): string {
  const hash = createHash('sha1').update(`store-copy\u0000${stream}\u0000${revision}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
