// `mtg verify --store STORE GAME_ID` (issue 18, item 1): exit code 0 for a game whose chain is
// intact and whose recorded commands give its events again; 1, naming the revision, once an event
// was changed in the SQLite file; 1 for a game the store does not hold.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { gameStream } from '@mtg/game';
import { recordedGame } from '../testing/recorded-game.js';
import { verify } from './verify.js';
import { output } from '../testing/output.js';

describe('mtg verify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-verify-cli-'));
  const path = join(dir, 'events.db');

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('verifies a recorded game, then names the revision of an event changed in the store (exit 1)', async () => {
    const gameId = await recordedGame(path, 4);

    const verified = output();
    expect(await verify(gameId, { store: `sqlite:${path}` }, verified)).toBe(0);
    expect(verified.text()).toMatch(
      new RegExp(
        `^VERIFIED game ${gameId}: \\d+ events; chain intact; the rules give exactly the recorded events of its 3 commands\\nhead: revision \\d+, sha256 [0-9a-f]{64}\\n$`,
      ),
    );

    const db = new Database(path);
    const row = db
      .prepare("SELECT revision, data FROM events WHERE stream = ? AND type = 'PriorityGiven' LIMIT 1")
      .get(gameStream(gameId)) as { revision: number; data: string };
    db.prepare('UPDATE events SET data = ? WHERE stream = ? AND revision = ?').run(
      row.data.replace('alice', 'bob'),
      gameStream(gameId),
      row.revision,
    );
    db.close();
    const tampered = output();
    expect(await verify(gameId, { store: `sqlite:${path}` }, tampered)).toBe(1);
    expect(tampered.text()).toContain(`NOT VERIFIED game ${gameId}`);
    expect(tampered.text()).toContain(
      `  revision ${row.revision}: changed: the event at revision ${row.revision} (PriorityGiven) was changed`,
    );
    const json = output();
    expect(await verify(gameId, { store: `sqlite:${path}`, json: true }, json)).toBe(1);
    expect(JSON.parse(json.text())).toMatchObject({
      verified: false,
      chain: 'broken',
      problems: [
        { revision: row.revision, kind: 'changed' },
        { revision: row.revision, kind: 'not produced by the rules' },
      ],
    });

    const err = output();
    expect(await verify('no-such-game', { store: `sqlite:${path}` }, output(), err)).toBe(1);
    expect(err.text()).toBe('mtg verify: no game no-such-game in the store\n');
  });
});
