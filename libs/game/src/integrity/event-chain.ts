// Tamper evidence: each event of a game stream carries in its metadata (`hash`) a SHA-256 over the
// hash of the event before it and its own type, data, metadata (without `hash`) and revision, in
// canonical JSON. Changing, removing or inserting an event breaks the chain at that revision; the
// hash of the last event (the head) stands for the whole game.
import { createHash } from 'node:crypto';
import type { EventData, EventMetadata, RecordedEvent } from '@mtg/event-store';
import { canonicalJson } from './canonical-json.js';

/** What the first event of a stream chains from. */
export const GENESIS_HASH = '0'.repeat(64);

/** The part of an event its hash covers. */
export interface ChainedContent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
  revision: bigint;
}

/** The hash of an event that follows the event whose hash is `previous`. */
export function eventHash(previous: string, event: ChainedContent): string {
  const { hash: _hash, ...metadata } = event.metadata;
  const content = {
    previous,
    revision: event.revision.toString(),
    type: event.type,
    data: event.data,
    metadata,
  };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** The hash an event's metadata records, if it has one (events recorded before the chain have none). */
export function recordedHash(event: { metadata: EventMetadata }): string | undefined {
  return typeof event.metadata.hash === 'string' ? event.metadata.hash : undefined;
}

/**
 * The events to append at `firstRevision` on, after the event whose hash is `previous`, each with
 * its hash in its metadata; and the new head.
 */
export function chained(
  events: readonly EventData[],
  firstRevision: bigint,
  previous: string,
): { events: EventData[]; head: string } {
  let head = previous;
  const out = events.map((event, i) => {
    const metadata = event.metadata ?? {};
    head = eventHash(head, { ...event, metadata, revision: firstRevision + BigInt(i) });
    return { ...event, metadata: { ...metadata, hash: head } };
  });
  return { events: out, head };
}

/** The hash a new event of a stream chains from: its last event's, or the genesis for a new stream. */
export function headOf(events: readonly RecordedEvent[]): string {
  const last = events[events.length - 1];
  return last ? (recordedHash(last) ?? GENESIS_HASH) : GENESIS_HASH;
}

/** What is wrong with the chain at one revision. */
export interface ChainBreak {
  revision: number;
  /** The last revision of a run of events that don't chain (revisions renumbered after an insertion or a removal). */
  through?: number;
  kind: 'changed' | 'inserted or removed' | 'missing' | 'unchained';
  message: string;
}

/**
 * The breaks of a stream's chain, in order: revisions missing from the sequence (removed); an event
 * whose content no longer gives its hash while the next event still chains from that hash
 * (changed); an event that does not chain from the one before it (inserted, or the one before it
 * removed and the revisions renumbered); an event without a hash after chained ones (unchained).
 * Events recorded before the chain existed (no hash from the first on) are no breaks:
 * `chainedFrom` says where the chain starts.
 */
export function chainBreaks(events: readonly RecordedEvent[]): {
  breaks: ChainBreak[];
  chainedFrom?: number;
} {
  const breaks: ChainBreak[] = [];
  const first = events.findIndex((e) => recordedHash(e) !== undefined);
  if (first < 0) return { breaks };
  // A game recorded before the chain chains its first hashed event from the genesis too (`headOf`).
  let previous: string | undefined = GENESIS_HASH;
  let expected = 0n;
  events.forEach((event, i) => {
    const gap = event.revision !== expected;
    if (gap) breaks.push(missing(expected, event.revision));
    expected = event.revision + 1n;
    if (i < first) return;
    const hash = recordedHash(event);
    if (!hash) breaks.push(unchained(event));
    else if (!gap && previous !== undefined && eventHash(previous, event) !== hash)
      addBreak(breaks, linkBreak(event, events[i + 1]));
    previous = hash;
  });
  return { breaks, chainedFrom: Number(events[first]!.revision) };
}

/**
 * A link break right after an insertion or a removal extends it: the revisions renumbered after
 * them break every link (the last event's too, which has no next event to tell it from a change).
 */
function addBreak(breaks: ChainBreak[], next: ChainBreak): void {
  const last = breaks[breaks.length - 1];
  const run = last?.kind === 'inserted or removed' && (last.through ?? last.revision) === next.revision - 1;
  if (!run) return void breaks.push(next);
  last.through = next.revision;
  last.message = `the events at revisions ${last.revision} to ${next.revision} do not chain from the events before them: events were inserted or removed there, and the revisions after them renumbered`;
}

function missing(from: bigint, found: bigint): ChainBreak {
  const revisions = found - from === 1n ? `revision ${from} is` : `revisions ${from} to ${found - 1n} are`;
  return {
    revision: Number(from),
    kind: 'missing',
    message: `${revisions} missing: the stream goes on at revision ${found}`,
  };
}

function unchained(event: RecordedEvent): ChainBreak {
  const revision = Number(event.revision);
  return {
    revision,
    kind: 'unchained',
    message: `the event at revision ${revision} (${event.type}) has no hash`,
  };
}

/**
 * Why an event does not chain from the one before it: its content changed (the next event still
 * chains from its hash, or it is the last), or the chain was cut there.
 */
function linkBreak(event: RecordedEvent, next: RecordedEvent | undefined): ChainBreak {
  const revision = Number(event.revision);
  const changed = !next || eventHash(recordedHash(event)!, next) === recordedHash(next);
  return changed
    ? {
        revision,
        kind: 'changed',
        message: `the event at revision ${revision} (${event.type}) was changed: its content does not give its hash`,
      }
    : {
        revision,
        kind: 'inserted or removed',
        message: `the event at revision ${revision} (${event.type}) does not chain from the event before it: an event was inserted or removed there`,
      };
}
