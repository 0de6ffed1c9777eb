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

/**
 * The store cannot be reached (the server is down, restarting, or out of reach). An append is
 * atomic: it was written whole or not at all, and when the connection dropped mid-call the caller
 * cannot know which, so it retries with the same event ids (appends are idempotent by id), after
 * `retryAfterSeconds` for instance (an API answers 503 with that `Retry-After`). The adapter
 * reconnects by itself once the store is back.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(
    readonly adapter: string,
    readonly retryAfterSeconds = 1,
    options?: { cause?: unknown },
  ) {
    const reason = options?.cause instanceof Error ? `: ${options.cause.message}` : '';
    super(`The ${adapter} event store is unavailable${reason}`, options);
  }
}
