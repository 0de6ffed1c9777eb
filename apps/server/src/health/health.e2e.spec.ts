import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { startServer } from '../bootstrap.js';

describe('GET /health (running server on SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-health-'));
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    ({ app, url } = await startServer(
      { store: { kind: 'sqlite', path: join(dir, 'events.db') } },
      { port: 0 },
    ));
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports the store as up, with its adapter and settings', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; info: { store: Record<string, unknown> } };
    expect(body.status).toBe('ok');
    expect(body.info.store).toMatchObject({
      status: 'up',
      adapter: 'sqlite',
      synchronous: 'FULL',
      schemaVersion: 1,
    });
  });

  it('reports the store as down once it is closed', async () => {
    const store = app.get<{ close(): Promise<void> }>((await import('@mtg/game')).EVENT_STORE);
    await store.close();
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; error: { store: Record<string, unknown> } };
    expect(body.status).toBe('error');
    expect(body.error.store).toMatchObject({ status: 'down', adapter: 'sqlite' });
  });
});
