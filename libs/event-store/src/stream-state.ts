import { StreamDeletedError, StreamNotFoundError, type ActualRevision } from './errors.js';

/**
 * What the store knows of a stream. `deleted` is a soft delete: the events are gone, but the
 * revisions go on after `lastRevision` when the stream is written again. `tombstoned` is for good.
 */
export type StreamState =
  | { kind: 'absent' }
  | { kind: 'live'; lastRevision: bigint }
  | { kind: 'deleted'; lastRevision: bigint }
  | { kind: 'tombstoned' };

export const absentStream: StreamState = { kind: 'absent' };

/** The revision of the stream's last event, written or deleted; -1n when it never had one. */
export function lastRevisionOf(state: StreamState): bigint {
  return state.kind === 'live' || state.kind === 'deleted' ? state.lastRevision : -1n;
}

/** The revision a conflict reports: a soft-deleted stream is `no_stream`, as it can be recreated. */
export function actualRevisionOf(state: StreamState): ActualRevision {
  return state.kind === 'live' ? state.lastRevision : 'no_stream';
}

/** Reads see live streams only. */
export function assertReadable(stream: string, state: StreamState): void {
  if (state.kind === 'tombstoned') throw new StreamDeletedError(stream);
  if (state.kind !== 'live') throw new StreamNotFoundError(stream);
}

/** What a delete leaves of the stream; undefined when there is nothing to delete softly. */
export function stateAfterDelete(
  state: StreamState,
  kind: 'deleted' | 'tombstoned',
): StreamState | undefined {
  if (kind === 'tombstoned') return { kind };
  return state.kind === 'live' ? { kind, lastRevision: state.lastRevision } : undefined;
}
