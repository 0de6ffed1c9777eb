// A real server for the e2e tests: HTTP on a free port, SQLite in a temporary folder, configured
// from an environment like `npm start` is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { startServer } from '../bootstrap.js';
import { serverConfigFromEnv } from '../config/server-config.js';

export const JUDGE_TOKEN = 'judge-token-for-tests';

export interface TestServer {
  url: string;
  dir: string;
  app: INestApplication;
  /** Stops the server, keeping its folder. */
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startTestServer(
  dir = mkdtempSync(join(tmpdir(), 'mtg-e2e-')),
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const { server, listen } = serverConfigFromEnv({
    STORE: 'sqlite',
    SQLITE_PATH: join(dir, 'events.db'),
    SQLITE_SYNC: 'NORMAL',
    JUDGE_TOKEN,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PORT: '0',
    ...env,
  });
  const { app, url } = await startServer(server, listen);
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
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
