import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrganiserKeys } from '../auth/organiser-keys.js';
import { apiKeyNotice, apiKeysFromEnv, hashApiKey } from './api-keys.js';
import { serverConfigFromEnv } from './server-config.js';

describe('organiser API keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-api-keys-'));

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('API_KEYS: each key of the list, kept only as its SHA-256 digest; nothing is generated', () => {
    const { hashes, generated } = apiKeysFromEnv({ API_KEYS: ' first , second,,' }, dir);
    expect(hashes).toEqual([hashApiKey('first'), hashApiKey('second')]);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(generated).toBeUndefined();
    const keys = new OrganiserKeys(hashes);
    expect(keys.organiserOf('first')).toBe(hashApiKey('first').slice(0, 16));
    expect(keys.organiserOf('second')).toBe(hashApiKey('second').slice(0, 16));
    expect(keys.organiserOf('third')).toBeUndefined();
  });

  it('without API_KEYS: one key generated once in the data folder (mode 0600), printed, then reused', () => {
    const env = { SQLITE_PATH: join(dir, 'a', 'events.db') };
    const first = serverConfigFromEnv(env);
    const file = join(dir, 'a', 'api-key');
    expect(first.apiKey).toEqual({ key: expect.any(String), file });
    expect(first.apiKey!.key.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.apiKey!.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.server.apiKeyHashes).toEqual([hashApiKey(first.apiKey!.key)]);
    expect(serverConfigFromEnv(env).apiKey).toEqual(first.apiKey);
    expect(apiKeyNotice(first.apiKey!)).toContain(first.apiKey!.key);
    expect(apiKeyNotice(first.apiKey!)).toContain(file);
    // Given keys replace the file's.
    expect(serverConfigFromEnv({ ...env, API_KEYS: 'given' })).not.toHaveProperty('apiKey');
  });

  it('everything in memory: a new key per process, printed', () => {
    const a = serverConfigFromEnv({ STORE: 'memory' }).apiKey!;
    const b = serverConfigFromEnv({ STORE: 'memory' }).apiKey!;
    expect(a.key).not.toBe(b.key);
    expect(a.file).toBeUndefined();
    expect(apiKeyNotice(a)).toContain(a.key);
  });

  it('lifetimes are whole numbers of milliseconds', () => {
    const memory = { STORE: 'memory' };
    expect(serverConfigFromEnv({ ...memory, TOKEN_TTL_AFTER_GAME_MS: '0' }).server.tokenTtlAfterGameMs).toBe(
      0,
    );
    expect(serverConfigFromEnv({ ...memory, STREAM_TICKET_TTL_MS: '5000' }).server.streamTicketTtlMs).toBe(
      5000,
    );
    expect(() => serverConfigFromEnv({ ...memory, TOKEN_TTL_AFTER_GAME_MS: '1d' })).toThrow(
      /TOKEN_TTL_AFTER_GAME_MS/,
    );
    expect(() => serverConfigFromEnv({ ...memory, STREAM_TICKET_TTL_MS: '-1' })).toThrow(
      /STREAM_TICKET_TTL_MS/,
    );
  });
});
