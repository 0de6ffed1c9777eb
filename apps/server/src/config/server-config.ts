// The server's configuration, read from the environment (README "Configuration").
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { EventStoreConfig } from '@mtg/event-store';
import { readModelsPathFor, storeConfigFromEnv, type TokenConfig } from '@mtg/game';
import { persistedSecret, randomSecret } from './token-secret.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  store: EventStoreConfig;
  /** The read models' SQLite file, or ':memory:'; default: `read-models.db` beside the SQLite store. */
  readModels?: string;
  /** Seat token secret and judge token; default: a random secret for this process, no judge. */
  tokens?: TokenConfig;
  /** Pino log level; default `warn`. */
  logLevel?: LogLevel;
  /** Largest request body in bytes; default 64 KiB. */
  bodyLimit?: number;
}

export interface ListenOptions {
  port: number;
  host?: string;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The defaults of an incomplete configuration filled in (what `startServer` runs with). */
export function completeConfig(
  config: ServerConfig,
): Required<Omit<ServerConfig, 'tokens'>> & { tokens: TokenConfig } {
  return {
    store: config.store,
    readModels: config.readModels ?? readModelsPathFor(config.store),
    tokens: config.tokens ?? { secret: randomSecret() },
    logLevel: config.logLevel ?? 'warn',
    bodyLimit: config.bodyLimit ?? DEFAULT_BODY_LIMIT,
  };
}

/**
 * Reads PORT, HOST, STORE, SQLITE_PATH, SQLITE_SYNC, JUDGE_TOKEN, TOKEN_SECRET and LOG_LEVEL.
 * For the SQLite store it creates the data folder, and the token secret file in it when
 * TOKEN_SECRET is not set, so that seat tokens stay valid across restarts.
 */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): {
  server: ServerConfig;
  listen: ListenOptions;
} {
  if (env.STORE === 'eventstoredb') {
    throw new Error(
      'STORE=eventstoredb is not available yet: the EventStoreDB adapter (EVENTSTORE_URL) comes with a later release; use STORE=sqlite (the default) or STORE=memory',
    );
  }
  const store = storeConfigFromEnv(env);
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}"`);
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  // Everything is checked: now the data folder and the token secret may be made.
  const folder = store.kind === 'sqlite' && store.path !== ':memory:' ? dirname(store.path) : undefined;
  if (folder) mkdirSync(folder, { recursive: true });
  const secret =
    env.TOKEN_SECRET || (folder ? persistedSecret(join(folder, 'token-secret')) : randomSecret());
  return {
    server: {
      store,
      readModels: readModelsPathFor(store),
      tokens: { secret, ...(env.JUDGE_TOKEN ? { judgeToken: env.JUDGE_TOKEN } : {}) },
      logLevel,
    },
    listen: { port, host: env.HOST || '127.0.0.1' },
  };
}
