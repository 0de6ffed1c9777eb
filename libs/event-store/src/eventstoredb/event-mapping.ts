import type { AllStreamResolvedEvent, JSONEventType, ResolvedEvent } from '@kurrent/kurrentdb-client';
import { assertEventShape } from '../append-decision.js';
import type { EventData, EventMetadata, RecordedEvent } from '../port.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the client's `appendToStream` takes: a JSON event, the id passed through as it is. */
export interface ProposedJsonEvent {
  id: string;
  contentType: 'application/json';
  type: string;
  data: JSONEventType['data'];
  metadata: Record<string, unknown>;
}

/**
 * A port event as EventStoreDB JSON: its id kept (EventStoreDB needs a UUID, and is idempotent
 * by it), `data` as JSON (`null` when missing), and the metadata as JSON with the correlation and
 * causation ids also under EventStoreDB's own `$correlationId` and `$causationId` keys, which its
 * `$by_correlation_id` projection and UI read. Throws TypeError for an event the store refuses.
 */
export function toProposedEvent(event: EventData): ProposedJsonEvent {
  assertEventShape(event);
  if (!UUID_PATTERN.test(event.id)) {
    throw new TypeError(`EventStoreDB event ids are UUIDs: '${event.id}' is not one`);
  }
  const metadata: Record<string, unknown> = { ...(event.metadata ?? {}) };
  if (typeof metadata.correlationId === 'string') metadata.$correlationId = metadata.correlationId;
  if (typeof metadata.causationId === 'string') metadata.$causationId = metadata.causationId;
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: (event.data ?? null) as JSONEventType['data'],
    metadata,
  };
}

/** The client's recorded event, from a stream read or from `$all`. */
export type ClientRecordedEvent = NonNullable<ResolvedEvent['event'] | AllStreamResolvedEvent['event']>;

/**
 * A recorded event as the port hands it out. `stream` loses the store's namespace. `created` is
 * cut to whole seconds: the client's Rust reads (readStream, readAll) give it to the second, its
 * gRPC subscriptions to the millisecond, and the same event must read the same either way.
 */
export function toRecordedEvent(event: ClientRecordedEvent, namespace: string): RecordedEvent {
  const created = new Date(Math.floor(event.created.getTime() / 1000) * 1000);
  return {
    id: event.id,
    type: event.type,
    data: event.isJson ? event.data : Buffer.from(event.data).toString('base64'),
    metadata: fromStoredMetadata(event.metadata),
    stream: event.streamId.slice(namespace.length),
    revision: event.revision,
    position: event.position?.commit ?? -1n,
    created: created.toISOString(),
  };
}

function fromStoredMetadata(stored: unknown): EventMetadata {
  if (
    typeof stored !== 'object' ||
    stored === null ||
    Array.isArray(stored) ||
    stored instanceof Uint8Array
  ) {
    return {};
  }
  const { $correlationId, $causationId, ...metadata } = stored as Record<string, unknown>;
  if (metadata.correlationId === undefined && typeof $correlationId === 'string') {
    metadata.correlationId = $correlationId;
  }
  if (metadata.causationId === undefined && typeof $causationId === 'string') {
    metadata.causationId = $causationId;
  }
  return metadata;
}
