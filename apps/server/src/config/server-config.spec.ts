import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverConfigFromEnv } from './server-config.js';

describe('server configuration from the environment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-config-'));

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults: SQLite under ./data, port 3000 on 127.0.0.1, read models beside the store, no judge', () => {
    const { server, listen } = serverConfigFromEnv({ SQLITE_PATH: join(dir, 'a', 'events.db') });
    expect(listen).toEqual({ port: 3000, host: '127.0.0.1' });
    expect(server).toMatchObject({
      store: { kind: 'sqlite', path: join(dir, 'a', 'events.db'), synchronous: 'FULL' },
      readModels: join(dir, 'a', 'read-models.db'),
      logLevel: 'info',
    });
    expect(server.tokens!.judgeToken).toBeUndefined();
  });

  it('generates the token secret once, in a file only the owner reads, and reuses it', () => {
    const env = { SQLITE_PATH: join(dir, 'b', 'events.db') };
    const first = serverConfigFromEnv(env).server.tokens!.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'b', 'token-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'b', 'token-secret'), 'utf8').trim()).toBe(first);
    expect(serverConfigFromEnv(env).server.tokens!.secret).toBe(first);
    expect(serverConfigFromEnv({ ...env, TOKEN_SECRET: 'given' }).server.tokens!.secret).toBe('given');
  });

  it('the memory store keeps read models in memory, with a secret of its own per process', () => {
    const a = serverConfigFromEnv({
      STORE: 'memory',
      PORT: '0',
      HOST: '0.0.0.0',
      JUDGE_TOKEN: 'j',
      LOG_LEVEL: 'warn',
    });
    expect(a.server).toMatchObject({
      store: { kind: 'memory' },
      readModels: ':memory:',
      tokens: { judgeToken: 'j' },
      logLevel: 'warn',
    });
    expect(a.listen).toEqual({ port: 0, host: '0.0.0.0' });
    expect(serverConfigFromEnv({ STORE: 'memory' }).server.tokens!.secret).not.toBe(a.server.tokens!.secret);
  });

  it('refuses what it cannot serve, saying why', () => {
    expect(() =>
      serverConfigFromEnv({ STORE: 'eventstoredb', EVENTSTORE_URL: 'esdb://localhost:2113' }),
    ).toThrow(/eventstoredb is not available yet/);
    expect(() => serverConfigFromEnv({ STORE: 'postgres' })).toThrow(/STORE/);
    expect(() => serverConfigFromEnv({ STORE: 'memory', PORT: 'http' })).toThrow(/PORT/);
    expect(() => serverConfigFromEnv({ STORE: 'memory', LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() =>
      serverConfigFromEnv({ SQLITE_PATH: join(dir, 'c', 'events.db'), SQLITE_SYNC: 'OFF' }),
    ).toThrow(/SQLITE_SYNC/);
    expect(() =>
      serverConfigFromEnv({ SQLITE_PATH: join(dir, 'c', 'events.db'), LOG_LEVEL: 'loud' }),
    ).toThrow(/LOG_LEVEL/);
    // A refused configuration leaves no data folder or secret behind.
    expect(existsSync(join(dir, 'c'))).toBe(false);
  });
});
