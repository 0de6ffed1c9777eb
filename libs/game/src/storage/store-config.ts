import { dirname, join } from 'node:path';
import { normaliseConnectionString, type EventStoreConfig } from '@mtg/event-store';

/** Where the read models live with STORE=eventstoredb unless READ_MODELS_PATH says otherwise. */
export const DEFAULT_EVENTSTOREDB_READ_MODELS = './data/read-models.db';

/**
 * Reads which event store to open from the environment: STORE (`sqlite`, `memory` or
 * `eventstoredb`), SQLITE_PATH and SQLITE_SYNC for SQLite, EVENTSTORE_URL (required) and
 * EVENTSTORE_NAMESPACE for EventStoreDB.
 */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EventStoreConfig {
  const kind = env.STORE ?? 'sqlite';
  switch (kind) {
    case 'memory':
      return { kind: 'memory' };
    case 'sqlite': {
      const synchronous = env.SQLITE_SYNC ?? 'FULL';
      if (synchronous !== 'FULL' && synchronous !== 'NORMAL') {
        throw new Error(`SQLITE_SYNC must be FULL or NORMAL, not "${synchronous}"`);
      }
      return { kind: 'sqlite', path: env.SQLITE_PATH ?? './data/events.db', synchronous };
    }
    case 'eventstoredb': {
      const url = env.EVENTSTORE_URL?.trim();
      if (!url) {
        throw new Error(
          'STORE=eventstoredb needs EVENTSTORE_URL, the connection string of the EventStoreDB (KurrentDB) node or cluster, ' +
            "e.g. 'kurrentdb://localhost:2113?tls=false' (one insecure node) or " +
            "'kurrentdb://user:password@node1:2113,node2:2113,node3:2113?tlsCAFile=ca.crt'",
        );
      }
      try {
        normaliseConnectionString(url);
      } catch (error) {
        throw new Error(`EVENTSTORE_URL: ${(error as Error).message}`, { cause: error });
      }
      const namespace = env.EVENTSTORE_NAMESPACE;
      return { kind: 'eventstoredb', url, ...(namespace ? { namespace } : {}) };
    }
    default:
      throw new Error(`STORE must be "sqlite", "memory" or "eventstoredb", not "${kind}"`);
  }
}

/**
 * Where the read models live by default: `read-models.db` beside the SQLite event store,
 * `./data/read-models.db` with EventStoreDB, in memory with the memory store.
 */
export function readModelsPathFor(store: EventStoreConfig): string {
  switch (store.kind) {
    case 'sqlite':
      return store.path !== ':memory:' ? join(dirname(store.path), 'read-models.db') : ':memory:';
    case 'eventstoredb':
      return DEFAULT_EVENTSTOREDB_READ_MODELS;
    case 'memory':
      return ':memory:';
  }
}

/** Where the read models live: READ_MODELS_PATH if set (not with the memory store), else the default. */
export function readModelsPathFromEnv(store: EventStoreConfig, env: NodeJS.ProcessEnv = process.env): string {
  const path = env.READ_MODELS_PATH?.trim();
  if (!path) return readModelsPathFor(store);
  if (store.kind === 'memory') {
    throw new Error(
      'READ_MODELS_PATH does not go with STORE=memory: read models kept in a file would outlive the events they were built from',
    );
  }
  return path;
}

/** Where the analytical store (DuckDB) lives by default: `analytics.duckdb` beside the read models (in memory when they are). */
export function analyticsPathFor(readModels: string): string {
  return readModels === ':memory:' ? ':memory:' : join(dirname(readModels), 'analytics.duckdb');
}

/** Where the analytical store lives: ANALYTICS_PATH if set, else the default beside the read models. */
export function analyticsPathFromEnv(readModels: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.ANALYTICS_PATH?.trim() || analyticsPathFor(readModels);
}
