import {
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  StreamDeletedError as ClientStreamDeletedError,
  StreamNotFoundError as ClientStreamNotFoundError,
  StreamTombstonedError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError as ClientWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  StoreUnavailableError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type ActualRevision,
} from '../errors.js';
import type { ExpectedRevision } from '../port.js';

export const ADAPTER = 'eventstoredb';

/** What a failed call was doing, to name the stream and the expectation in the port's error. */
export interface FailedCall {
  stream?: string;
  expected?: ExpectedRevision;
  retryAfterSeconds: number;
}

/**
 * The port's error for a client error: WrongExpectedVersionError with the actual revision,
 * StreamNotFoundError, StreamDeletedError, or StoreUnavailableError when the server cannot be
 * reached (down, restarting, no leader, timed out). Anything else is returned as it is.
 */
export function toPortError(error: unknown, call: FailedCall): unknown {
  const stream = call.stream ?? '';
  if (error instanceof ClientWrongExpectedVersionError) {
    const expected = call.expected ?? 'any';
    // 'stream_exists' only fails on a stream that is absent or soft-deleted: 'no_stream' to the port.
    const actual = expected === 'stream_exists' ? 'no_stream' : actualRevision(error.actualState);
    return new WrongExpectedVersionError(stream, expected, actual);
  }
  if (error instanceof ClientStreamDeletedError || error instanceof StreamTombstonedError) {
    return new StreamDeletedError(stream);
  }
  if (error instanceof ClientStreamNotFoundError) return new StreamNotFoundError(stream);
  if (isUnavailable(error))
    return new StoreUnavailableError(ADAPTER, call.retryAfterSeconds, { cause: error });
  return error;
}

/** Whether the error says the server cannot be reached now, rather than that the call is wrong. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof CancelledError ||
    error instanceof NotLeaderError
  ) {
    return true;
  }
  // Transport failures that reach us as plain errors (from the Rust bridge, or grpc-js on a
  // streaming call) carry one of these in their message.
  const message = error instanceof Error ? error.message : String(error);
  return /unavailable|connect|ECONNREFUSED|ECONNRESET|EPIPE|socket|transport|deadline|timed? ?out|No connection/i.test(
    message,
  );
}

/** The client reports a missing stream as 'no_stream', or as -1 from a delete's trailers. */
function actualRevision(actual: unknown): ActualRevision {
  if (typeof actual === 'bigint' && actual >= 0n) return actual;
  return 'no_stream';
}
