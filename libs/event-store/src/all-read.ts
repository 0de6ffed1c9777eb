import { matchesFilter } from './all-filter.js';
import type { AllFilter, RecordedEvent } from './port.js';
import type { ReadRange } from './read-range.js';
import { toRecordedEvent, type StoredEvent } from './stored-event.js';

/** An adapter's walk over `$all` in the range's direction from its bound, stopped by the caller. */
export type AllScan = (range: ReadRange) => Iterable<StoredEvent>;

/** A filtered read of `$all`, and the position of the last event looked at, kept or not. */
export interface AllPage {
  events: RecordedEvent[];
  scannedTo: bigint | undefined;
}

export function readAllPage(scan: AllScan, range: ReadRange, filter: AllFilter | undefined): AllPage {
  const events: RecordedEvent[] = [];
  let scannedTo: bigint | undefined;
  if (range.maxCount === 0) return { events, scannedTo };
  for (const stored of scan(range)) {
    scannedTo = stored.position;
    if (!matchesFilter(filter, stored)) continue;
    events.push(toRecordedEvent(stored));
    if (events.length >= range.maxCount) break;
  }
  return { events, scannedTo };
}
