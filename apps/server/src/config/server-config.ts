// The server's configuration, read from the environment (README "Configuration").
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { redactConnectionString, type EventStoreConfig } from '@mtg/event-store';
import {
  DEFAULT_CASTING_TIMEOUT_MS,
  DEFAULT_HOT_GAMES,
  DEFAULT_HOT_GAMES_IDLE_MS,
  DEFAULT_TOKEN_TTL_AFTER_GAME_MS,
  readModelsPathFor,
  readModelsPathFromEnv,
  analyticsPathFor,
  analyticsPathFromEnv,
  storeConfigFromEnv,
  type TokenConfig,
} from '@mtg/game';
import { loadCardPool, type CardPool } from '@mtg/oracle';
import { apiKeysFromEnv, type GeneratedApiKey } from './api-keys.js';
import { DEFAULT_SECURITY, securityConfigFromEnv, type SecurityConfig } from './security-config.js';
import { persistedSecret, randomSecret } from './token-secret.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  store: EventStoreConfig;
  /**
   * The read models' SQLite file, or ':memory:'; default: `read-models.db` beside the SQLite store,
   * `./data/read-models.db` with EventStoreDB, in memory with the memory store.
   */
  readModels?: string;
  /** The analytical store's DuckDB file, or ':memory:'; default `analytics.duckdb` beside the read models (ANALYTICS_PATH). */
  analytics?: string;
  /** Seat token secret and judge token; default: a random secret for this process, no judge. */
  tokens?: TokenConfig;
  /** Pino log level; default `warn`. */
  logLevel?: LogLevel;
  /** Largest request body in bytes; default 64 KiB. */
  bodyLimit?: number;
  /** How long a spell cast step by step may wait for its player before it is cancelled (ms; 0: never); default 5 minutes. */
  castingTimeoutMs?: number;
  /** How many games are kept in memory, the least recently used leaving first; default DEFAULT_HOT_GAMES (500). */
  hotGames?: number;
  /** How long a game unused stays in memory (ms; 0: as long as hotGames allows); default DEFAULT_HOT_GAMES_IDLE_MS (half an hour). */
  hotGamesIdleMs?: number;
  /** Rate limits, GraphQL limits, CORS origins and the operator token; default `DEFAULT_SECURITY`. */
  security?: SecurityConfig;
  /** SHA-256 digests (hex) of the organiser API keys; default none (nobody creates games). */
  apiKeyHashes?: string[];
  /** How long a seat token stays valid after its game ended (ms); default a day. */
  tokenTtlAfterGameMs?: number;
  /** How long a stream ticket may wait for its one use (ms); default a minute. */
  streamTicketTtlMs?: number;
  /** The cards games may hold (and the cards API lists); default the whole pool, `loadCardPool()`. */
  cards?: CardPool;
  /** The clock of events' times and matches' rounds (ms since the epoch); default the system's (tests set their own). */
  clock?: () => number;
}

export interface ListenOptions {
  port: number;
  host?: string;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const DEFAULT_STREAM_TICKET_TTL_MS = 60_000;

/** The defaults of an incomplete configuration filled in (what `startServer` runs with). */
export function completeConfig(
  config: ServerConfig,
): Required<Omit<ServerConfig, 'tokens'>> & { tokens: TokenConfig } {
  const readModels = config.readModels ?? readModelsPathFor(config.store);
  return {
    store: config.store,
    readModels,
    analytics: config.analytics ?? analyticsPathFor(readModels),
    tokens: config.tokens ?? { secret: randomSecret() },
    logLevel: config.logLevel ?? 'warn',
    bodyLimit: config.bodyLimit ?? DEFAULT_BODY_LIMIT,
    castingTimeoutMs: config.castingTimeoutMs ?? DEFAULT_CASTING_TIMEOUT_MS,
    hotGames: config.hotGames ?? DEFAULT_HOT_GAMES,
    hotGamesIdleMs: config.hotGamesIdleMs ?? DEFAULT_HOT_GAMES_IDLE_MS,
    security: config.security ?? DEFAULT_SECURITY,
    apiKeyHashes: config.apiKeyHashes ?? [],
    tokenTtlAfterGameMs: config.tokenTtlAfterGameMs ?? DEFAULT_TOKEN_TTL_AFTER_GAME_MS,
    streamTicketTtlMs: config.streamTicketTtlMs ?? DEFAULT_STREAM_TICKET_TTL_MS,
    cards: config.cards ?? loadCardPool(),
    clock: config.clock ?? Date.now,
  };
}

/**
 * Reads PORT, HOST, STORE, SQLITE_PATH, SQLITE_SYNC, EVENTSTORE_URL, EVENTSTORE_NAMESPACE,
 * READ_MODELS_PATH, ANALYTICS_PATH, JUDGE_TOKEN, TOKEN_SECRET, API_KEYS, LOG_LEVEL, CASTING_TIMEOUT_MS,
 * TOKEN_TTL_AFTER_GAME_MS, STREAM_TICKET_TTL_MS, HOT_GAMES, HOT_GAMES_IDLE_MS and the limits (`securityConfigFromEnv`).
 * It creates the data folder (the SQLite store's, or the read models' with EventStoreDB) and, when
 * TOKEN_SECRET is not set, the token secret file in it, so that seat tokens stay valid across
 * restarts; so too the `api-key` file when API_KEYS is not set (`apiKey`: the key it holds, to be
 * printed).
 */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): {
  server: ServerConfig;
  listen: ListenOptions;
  apiKey?: GeneratedApiKey;
} {
  const store = storeConfigFromEnv(env);
  const readModels = readModelsPathFromEnv(store, env);
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}"`);
  const security = securityConfigFromEnv(env);
  const castingTimeoutMs = millisecondsFromEnv(env, 'CASTING_TIMEOUT_MS');
  const tokenTtlAfterGameMs = millisecondsFromEnv(env, 'TOKEN_TTL_AFTER_GAME_MS');
  const streamTicketTtlMs = millisecondsFromEnv(env, 'STREAM_TICKET_TTL_MS');
  const hotGamesIdleMs = millisecondsFromEnv(env, 'HOT_GAMES_IDLE_MS');
  const hotGames = env.HOT_GAMES ? Number(env.HOT_GAMES) : undefined;
  if (hotGames !== undefined && !(Number.isInteger(hotGames) && hotGames > 0))
    throw new Error(`HOT_GAMES must be a positive whole number of games, not "${env.HOT_GAMES}"`);
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  // Everything is checked: now the data folders and the token secret may be made.
  const folder = dataFolder(store, readModels);
  const files = [...(store.kind === 'sqlite' ? [store.path] : []), readModels];
  for (const file of files.filter((f) => f !== ':memory:')) mkdirSync(dirname(file), { recursive: true });
  const secret =
    env.TOKEN_SECRET || (folder ? persistedSecret(join(folder, 'token-secret')) : randomSecret());
  const apiKeys = apiKeysFromEnv(env, folder);
  return {
    server: {
      store,
      readModels,
      analytics: analyticsPathFromEnv(readModels, env),
      tokens: { secret, ...(env.JUDGE_TOKEN ? { judgeToken: env.JUDGE_TOKEN } : {}) },
      logLevel,
      security,
      ...(castingTimeoutMs !== undefined ? { castingTimeoutMs } : {}),
      ...(hotGames !== undefined ? { hotGames } : {}),
      ...(hotGamesIdleMs !== undefined ? { hotGamesIdleMs } : {}),
      apiKeyHashes: apiKeys.hashes,
      ...(tokenTtlAfterGameMs !== undefined ? { tokenTtlAfterGameMs } : {}),
      ...(streamTicketTtlMs !== undefined ? { streamTicketTtlMs } : {}),
    },
    listen: { port, host: env.HOST || '127.0.0.1' },
    ...(apiKeys.generated ? { apiKey: apiKeys.generated } : {}),
  };
}

/** A duration setting: a whole number of milliseconds, or undefined when not set. */
function millisecondsFromEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

/**
 * The folder the service keeps its files in (the token secret among them): the SQLite store's,
 * or the read models' with EventStoreDB; none when everything is in memory.
 */
function dataFolder(store: EventStoreConfig, readModels: string): string | undefined {
  if (store.kind === 'sqlite') return store.path !== ':memory:' ? dirname(store.path) : undefined;
  if (store.kind === 'eventstoredb') return readModels !== ':memory:' ? dirname(readModels) : undefined;
  return undefined;
}

/** The store, as a log line names it (an EventStoreDB password left out). */
export function describeStore(store: EventStoreConfig): string {
  switch (store.kind) {
    case 'sqlite':
      return `sqlite ${store.path}`;
    case 'eventstoredb':
      return `eventstoredb ${redactConnectionString(store.url)}${store.namespace ? ` (namespace ${store.namespace})` : ''}`;
    case 'memory':
      return 'memory';
  }
}
