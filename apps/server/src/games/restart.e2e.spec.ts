import { afterAll, describe, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restartMidGame } from '../testing/game-scenarios.js';
import { startTestServer } from '../testing/test-server.js';

describe('restart (running server on SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-restart-'));

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a game goes on from the store after a restart: same tokens, next command accepted, same views', () =>
    restartMidGame(() => startTestServer({ dir })));
});
