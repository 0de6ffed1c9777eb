import { StreamDeletedError, WrongExpectedVersionError } from './errors.js';
import type { AppendResult, EventData, ExpectedRevision } from './port.js';
import { actualRevisionOf, lastRevisionOf, type StreamState } from './stream-state.js';

/** Where an event of the stream was written. */
export interface EventLocation {
  id: string;
  revision: bigint;
  position: bigint;
}

/** What an adapter tells the decision about the events a stream still holds. */
export interface StreamEvents {
  /** Events with a revision >= `fromRevision`, in revision order, at most `count`. */
  from(fromRevision: bigint, count: number): readonly EventLocation[];
  /** The latest revision holding an event with this id, if any. */
  revisionOf(id: string): bigint | undefined;
}

/** Write the events from `firstRevision` on, or return what an earlier write already did. */
export type AppendDecision =
  { kind: 'write'; firstRevision: bigint } | { kind: 'already_written'; result: AppendResult };

/**
 * Decides an append as EventStoreDB does: the expected-revision check, then idempotency by event
 * id. Events whose ids are exactly the ones already written where the writer expected them (or
 * anywhere in the stream, in order, for `any`) are not written again; a partial match conflicts.
 */
export function decideAppend(
  stream: string,
  state: StreamState,
  expected: ExpectedRevision,
  proposed: readonly EventData[],
  events: StreamEvents,
): AppendDecision {
  const conflict = () => new WrongExpectedVersionError(stream, expected, actualRevisionOf(state));
  const ids = proposed.map(idOf);
  assertWritable(stream, state, expected);
  if (ids.length === 0) {
    if (!meetsExpectation(state, expected)) throw conflict();
    return { kind: 'already_written', result: currentResult(state, events) };
  }
  const next = lastRevisionOf(state) + 1n;
  if (expected === 'any' || expected === 'stream_exists') {
    if (expected === 'stream_exists' && state.kind !== 'live') throw conflict();
    const first = events.revisionOf(ids[0]);
    if (first === undefined) {
      if (ids.some((id) => events.revisionOf(id) !== undefined)) throw conflict();
      return { kind: 'write', firstRevision: next };
    }
    return alreadyWritten(ids, first, events) ?? raise(conflict());
  }
  const expectedLast = expected === 'no_stream' ? -1n : expected;
  if (meetsExpectation(state, expected)) return { kind: 'write', firstRevision: next };
  if (expectedLast < lastRevisionOf(state)) {
    return alreadyWritten(ids, expectedLast + 1n, events) ?? raise(conflict());
  }
  throw conflict();
}

/** The check for writes without events (empty appends, deletes): the expectation alone. */
export function decideEmptyWrite(stream: string, state: StreamState, expected: ExpectedRevision): void {
  assertWritable(stream, state, expected);
  if (!meetsExpectation(state, expected)) {
    throw new WrongExpectedVersionError(stream, expected, actualRevisionOf(state));
  }
}

/** Every proposed event needs an id and a type, as non-empty strings (TypeError otherwise). */
export function assertEventShape(event: EventData): void {
  if (
    typeof event.id !== 'string' ||
    event.id === '' ||
    typeof event.type !== 'string' ||
    event.type === ''
  ) {
    throw new TypeError('Every event needs an id and a type, as non-empty strings');
  }
}

function idOf(event: EventData): string {
  assertEventShape(event);
  return event.id;
}

function assertWritable(stream: string, state: StreamState, expected: ExpectedRevision): void {
  if (typeof expected === 'bigint' && expected < 0n) {
    throw new RangeError(`Expected revision must be >= 0, 'no_stream', 'stream_exists' or 'any'`);
  }
  if (state.kind === 'tombstoned') throw new StreamDeletedError(stream);
}

/** A soft-deleted stream meets `no_stream` and its last revision alike: both recreate it. */
function meetsExpectation(state: StreamState, expected: ExpectedRevision): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'stream_exists':
      return state.kind === 'live';
    case 'no_stream':
      return state.kind === 'absent' || state.kind === 'deleted';
    default:
      return (state.kind === 'live' || state.kind === 'deleted') && state.lastRevision === expected;
  }
}

function alreadyWritten(
  ids: readonly string[],
  fromRevision: bigint,
  events: StreamEvents,
): AppendDecision | undefined {
  const written = events.from(fromRevision, ids.length);
  const matches =
    written.length === ids.length &&
    written.every((event, i) => event.id === ids[i] && event.revision === fromRevision + BigInt(i));
  return matches ? { kind: 'already_written', result: resultOf(written[written.length - 1]) } : undefined;
}

function currentResult(state: StreamState, events: StreamEvents): AppendResult {
  const last = state.kind === 'live' ? events.from(state.lastRevision, 1)[0] : undefined;
  return { nextExpectedRevision: lastRevisionOf(state), position: last?.position ?? -1n };
}

function resultOf(last: EventLocation): AppendResult {
  return { nextExpectedRevision: last.revision, position: last.position };
}

function raise(error: Error): never {
  throw error;
}
