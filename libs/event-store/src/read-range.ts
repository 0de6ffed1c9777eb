import type { Direction, ReadAllOptions, ReadStreamOptions } from './port.js';

/** The largest revision or position a store can hold (SQLite's signed 64-bit integer). */
const MAX_INT64 = 2n ** 63n - 1n;

/**
 * A normalised read: events at or after `from` (forwards) or at or before it (backwards), at most
 * `maxCount` of them. `start` and `end` become bounds, so adapters only compare numbers.
 */
export interface ReadRange {
  direction: Direction;
  from: bigint;
  maxCount: number;
}

export function streamReadRange(options: ReadStreamOptions = {}): ReadRange {
  return readRange(options.direction, options.fromRevision, options.maxCount);
}

export function allReadRange(options: ReadAllOptions = {}): ReadRange {
  return readRange(options.direction, options.fromPosition, options.maxCount);
}

/** Whether an event at this revision or position lies on the read's side of its bound. */
export function isWithin(range: ReadRange, at: bigint): boolean {
  return range.direction === 'forwards' ? at >= range.from : at <= range.from;
}

function readRange(
  direction: Direction = 'forwards',
  from: bigint | 'start' | 'end' | undefined,
  maxCount = Number.POSITIVE_INFINITY,
): ReadRange {
  if (!(maxCount >= 0 && (Number.isInteger(maxCount) || maxCount === Number.POSITIVE_INFINITY))) {
    throw new RangeError('maxCount must be a whole number >= 0');
  }
  const defaultBound = direction === 'forwards' ? 'start' : 'end';
  const bound = from ?? defaultBound;
  return {
    direction,
    from: bound === 'start' ? 0n : bound === 'end' ? MAX_INT64 : bound,
    maxCount,
  };
}
