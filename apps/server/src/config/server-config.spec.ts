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

  it('EventStoreDB: the connection string as given, read models and the token secret in the data folder', () => {
    const readModels = join(dir, 'd', 'read-models.db');
    const { server } = serverConfigFromEnv({
      STORE: 'eventstoredb',
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      READ_MODELS_PATH: readModels,
    });
    expect(server).toMatchObject({
      store: { kind: 'eventstoredb', url: 'esdb://localhost:2113?tls=false' },
      readModels,
    });
    expect(server.store).not.toHaveProperty('namespace');
    expect(readFileSync(join(dir, 'd', 'token-secret'), 'utf8').trim()).toBe(server.tokens!.secret);
    // TLS, several nodes, credentials, a namespace; the memory default of read models is allowed.
    const cluster =
      'kurrentdb://admin:changeit@node1:2113,node2:2113,node3:2113?tlsCAFile=/certs/ca.crt&tlsVerifyCert=true';
    expect(
      serverConfigFromEnv({
        STORE: 'eventstoredb',
        EVENTSTORE_URL: cluster,
        EVENTSTORE_NAMESPACE: 'mtg-',
        READ_MODELS_PATH: ':memory:',
        TOKEN_SECRET: 'shared',
      }).server,
    ).toMatchObject({
      store: { kind: 'eventstoredb', url: cluster, namespace: 'mtg-' },
      readModels: ':memory:',
      tokens: { secret: 'shared' },
    });
  });

  it('EventStoreDB: read models default to ./data/read-models.db', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { server } = serverConfigFromEnv({
        STORE: 'eventstoredb',
        EVENTSTORE_URL: 'kurrentdb://localhost:2113?tls=false',
      });
      expect(server.readModels).toBe('./data/read-models.db');
      expect(existsSync(join(dir, 'data', 'token-secret'))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('refuses what it cannot serve, saying why', () => {
    expect(() => serverConfigFromEnv({ STORE: 'eventstoredb' })).toThrow(
      /STORE=eventstoredb needs EVENTSTORE_URL/,
    );
    expect(() =>
      serverConfigFromEnv({ STORE: 'eventstoredb', EVENTSTORE_URL: 'http://localhost:2113' }),
    ).toThrow(/EVENTSTORE_URL: Not an EventStoreDB connection string/);
    expect(() => serverConfigFromEnv({ STORE: 'memory', READ_MODELS_PATH: 'views.db' })).toThrow(
      /READ_MODELS_PATH/,
    );
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
