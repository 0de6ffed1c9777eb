import type { EventData, RecordedEvent } from './port.js';

/** An event as adapters keep it: data and metadata as JSON text, parsed afresh on every read. */
export interface StoredEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
  stream: string;
  revision: bigint;
  position: bigint;
  created: string;
}

/** An event about to be stored: the store gives it its position as it writes it. */
export type NewStoredEvent = Omit<StoredEvent, 'position'>;

/**
 * What an append stores: the events with revisions from `firstRevision` on, one creation time,
 * and their data and metadata as JSON text (missing data is `null`, missing metadata `{}`).
 */
export function eventsToStore(
  stream: string,
  events: readonly EventData[],
  firstRevision: bigint,
): NewStoredEvent[] {
  const created = new Date().toISOString();
  return events.map((event, i) => ({
    id: event.id,
    type: event.type,
    data: JSON.stringify(event.data ?? null),
    metadata: JSON.stringify(event.metadata ?? {}),
    stream,
    revision: firstRevision + BigInt(i),
    created,
  }));
}

export function toRecordedEvent(stored: StoredEvent): RecordedEvent {
  return { ...stored, data: JSON.parse(stored.data), metadata: JSON.parse(stored.metadata) };
}
