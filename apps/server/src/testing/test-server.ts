// A real server for the e2e tests: HTTP on a free port, configured from an environment like
// `npm start` is, on SQLite in a temporary folder or on an EventStoreDB (the in-process test
// server, or a real one) with its read models and token secret in that folder. Its organiser
// API key is API_KEY, unless the environment says otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { startServer } from '../bootstrap.js';
import { serverConfigFromEnv } from '../config/server-config.js';
import { API_KEY, JUDGE_TOKEN } from './credentials.js';

export { API_KEY, JUDGE_TOKEN } from './credentials.js';
export const OPERATOR_TOKEN = 'operator-token-for-tests';

/** The tests drive the server hard from one address: no rate limits, unless a test is about them. */
const NO_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_PER_IP_PER_MINUTE: '0',
  AUTH_FAILURES_PER_MINUTE: '0',
};

/** Which event store a test server runs on. */
export type TestStore =
  | { kind: 'sqlite' }
  | {
      kind: 'eventstoredb';
      /** EVENTSTORE_URL: the connection string of the in-process server (`server.url`) or a real one. */
      url: string;
      /** EVENTSTORE_NAMESPACE: keeps a run's streams apart on a shared server. */
      namespace?: string;
    };

export interface TestServerOptions {
  /** The data folder (SQLite store, read models, token secret); default: a new temporary one. */
  dir?: string;
  /** Default SQLite (`SQLITE_SYNC=NORMAL`). */
  store?: TestStore;
  /** More environment, over the defaults (`API_KEYS: undefined`: the key kept in the folder). */
  env?: NodeJS.ProcessEnv;
  /** The server's clock (events' times, matches' rounds); default the system's. */
  clock?: () => number;
}

export interface TestServer {
  url: string;
  dir: string;
  app: INestApplication;
  /** An organiser API key of the server: API_KEYS' first, or the one it generated. */
  apiKey: string;
  /** Stops the server, keeping its folder. */
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'mtg-e2e-'));
  const env = {
    ...storeEnv(options.store ?? { kind: 'sqlite' }, dir),
    JUDGE_TOKEN,
    API_KEYS: API_KEY,
    OPERATOR_TOKEN,
    ...NO_RATE_LIMITS,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PORT: '0',
    ...options.env,
  };
  const { server, listen, apiKey } = serverConfigFromEnv(env);
  const { app, url } = await startServer(
    { ...server, ...(options.clock ? { clock: options.clock } : {}) },
    listen,
  );
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };
  return {
    url,
    dir,
    app,
    apiKey: apiKey?.key ?? env.API_KEYS!.split(',')[0]!.trim(),
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function storeEnv(store: TestStore, dir: string): NodeJS.ProcessEnv {
  switch (store.kind) {
    case 'sqlite':
      return { STORE: 'sqlite', SQLITE_PATH: join(dir, 'events.db'), SQLITE_SYNC: 'NORMAL' };
    case 'eventstoredb':
      return {
        STORE: 'eventstoredb',
        EVENTSTORE_URL: store.url,
        ...(store.namespace ? { EVENTSTORE_NAMESPACE: store.namespace } : {}),
        READ_MODELS_PATH: join(dir, 'read-models.db'),
      };
  }
}
