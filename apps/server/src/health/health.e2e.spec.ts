import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { startServer } from '../bootstrap.js';
import { DEFAULT_SECURITY } from '../config/security-config.js';

describe('GET /health (running server on SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-health-'));
  const operator = { authorization: 'Bearer operator-secret' };
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    ({ app, url } = await startServer(
      {
        store: { kind: 'sqlite', path: join(dir, 'events.db') },
        security: { ...DEFAULT_SECURITY, operatorToken: 'operator-secret' },
      },
      { port: 0 },
    ));
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const health = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/health`, { headers });
    return { status: response.status, text: await response.text() };
  };

  it('tells anybody the status alone: no adapter, path or settings, whatever token they send', async () => {
    const others: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-operator' }];
    for (const headers of others) {
      const answer = await health(headers);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({
        status: 'ok',
        info: { store: { status: 'up' } },
        error: {},
        details: { store: { status: 'up' } },
      });
      expect(answer.text).not.toContain(dir);
    }
  });

  it('reports the store as up to the operator, with its adapter and settings', async () => {
    const answer = await health(operator);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as { status: string; info: { store: Record<string, unknown> } };
    expect(body.status).toBe('ok');
    expect(body.info.store).toMatchObject({
      status: 'up',
      adapter: 'sqlite',
      path: join(dir, 'events.db'),
      synchronous: 'FULL',
      schemaVersion: expect.any(Number),
    });
  });

  it('reports the store as down once it is closed: the status to anybody, the details to the operator', async () => {
    const store = app.get<{ close(): Promise<void> }>((await import('@mtg/game')).EVENT_STORE);
    await store.close();
    const anybody = await health();
    expect(anybody.status).toBe(503);
    expect(JSON.parse(anybody.text)).toMatchObject({ status: 'error', error: { store: { status: 'down' } } });
    expect(anybody.text).not.toContain('sqlite');
    const answer = await health(operator);
    expect(answer.status).toBe(503);
    const body = JSON.parse(answer.text) as { status: string; error: { store: Record<string, unknown> } };
    expect(body.status).toBe('error');
    expect(body.error.store).toMatchObject({ status: 'down', adapter: 'sqlite' });
  });
});
