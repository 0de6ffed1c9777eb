export * from './port.js';
export * from './errors.js';
export { MemoryEventStore } from './memory/memory-event-store.js';
export { MemoryCheckpointStore } from './memory/memory-checkpoint-store.js';
export { MemorySnapshotStore } from './memory/memory-snapshot-store.js';
export {
  SqliteEventStore,
  openSqliteEventStore,
  type SqliteEventStoreOptions,
  type SqliteSynchronous,
} from './sqlite/sqlite-event-store.js';
export { SqliteCheckpointStore } from './sqlite/sqlite-checkpoint-store.js';
export { SqliteSnapshotStore } from './sqlite/sqlite-snapshot-store.js';
export { openBareAppender, type BareAppender } from './sqlite/bare-appender.js';
export {
  EventStoreDbEventStore,
  openEventStoreDbEventStore,
  type EventStoreDbOptions,
} from './eventstoredb/eventstoredb-event-store.js';
export { EventStoreDbCheckpointStore } from './eventstoredb/eventstoredb-checkpoint-store.js';
export { EventStoreDbSnapshotStore } from './eventstoredb/eventstoredb-snapshot-store.js';
export { normaliseConnectionString, redactConnectionString } from './eventstoredb/connection-string.js';
export { openEventStore, type EventStoreConfig } from './open-event-store.js';
export {
  benchmarkStore,
  formatBenchmark,
  type BenchAdapter,
  type BenchOperation,
  type BenchResult,
  type BenchmarkOptions,
} from './benchmark.js';
