import type { ExpectedRevision } from './port.js';

/** The revision a stream was at when a write was refused: its last event's, or `no_stream`. */
export type ActualRevision = bigint | 'no_stream';

/** The stream was not where the writer expected it to be (optimistic concurrency conflict). */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';

  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: ActualRevision,
  ) {
    super(`Append to stream '${stream}' expected revision ${expected}, but the stream is at ${actual}`);
  }
}

/** The stream never existed, or was soft-deleted. */
export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';

  constructor(readonly stream: string) {
    super(`Stream '${stream}' was not found`);
  }
}

/** The stream was tombstoned (hard-deleted): it can never be read or written again. */
export class StreamDeletedError extends Error {
  override readonly name = 'StreamDeletedError';

  constructor(readonly stream: string) {
    super(`Stream '${stream}' is permanently deleted`);
  }
}
