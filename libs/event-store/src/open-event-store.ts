import {
  openEventStoreDbEventStore,
  type EventStoreDbOptions,
} from './eventstoredb/eventstoredb-event-store.js';
import { MemoryEventStore } from './memory/memory-event-store.js';
import type { EventStoreWithCheckpoints, EventStoreWithSnapshots } from './port.js';
import { openSqliteEventStore, type SqliteSynchronous } from './sqlite/sqlite-event-store.js';

export type EventStoreConfig =
  | { kind: 'memory' }
  | { kind: 'sqlite'; path: string; synchronous?: SqliteSynchronous }
  | ({ kind: 'eventstoredb' } & EventStoreDbOptions);

/** Opens the event store the configuration names, with its checkpoint and snapshot stores. */
export async function openEventStore(
  config: EventStoreConfig,
): Promise<EventStoreWithCheckpoints & EventStoreWithSnapshots> {
  switch (config.kind) {
    case 'memory':
      return new MemoryEventStore();
    case 'sqlite':
      return openSqliteEventStore(config);
    case 'eventstoredb':
      return openEventStoreDbEventStore(config);
  }
}
