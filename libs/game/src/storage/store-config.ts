import { dirname, join } from 'node:path';
import type { EventStoreConfig } from '@mtg/event-store';

/** Reads which event store to open from the environment (STORE, SQLITE_PATH, SQLITE_SYNC). */
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
    default:
      throw new Error(`STORE must be "sqlite" or "memory", not "${kind}"`);
  }
}

/** Where the read models live: `read-models.db` beside the SQLite event store, or in memory. */
export function readModelsPathFor(store: EventStoreConfig): string {
  return store.kind === 'sqlite' && store.path !== ':memory:'
    ? join(dirname(store.path), 'read-models.db')
    : ':memory:';
}
