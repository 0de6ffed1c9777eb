// `mtg export` then `mtg import` (issue 18, item 7): a game's record read into another store keeps
// its ids, revisions and chain of hashes, and `mtg verify` checks it there; importing it again
// writes nothing; a damaged record writes nothing and says why.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@mtg/event-store';
import { auditStream, gameStream } from '@mtg/game';
import { recordedGame } from '../testing/recorded-game.js';
import { exportCommand, importCommand } from './record.js';
import { verify } from './verify.js';
import { output } from '../testing/output.js';

describe('mtg export and mtg import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-record-'));
  const source = join(dir, 'source.db');
  const target = join(dir, 'target.db');
  const file = join(dir, 'game.ndjson');

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const streamLength = async (path: string, stream: string) => {
    const store = await openEventStore({ kind: 'sqlite', path });
    try {
      return (await store.readStream(stream).catch(() => [])).length;
    } finally {
      await store.close();
    }
  };

  it('moves a game, its audit stream too, into another store where it verifies; again, nothing is written', async () => {
    // A command out of turn: refused, and kept in the audit stream.
    const gameId = await recordedGame(source, 9, [{ type: 'PassPriority', player: 'bob' }]);

    expect(await exportCommand(gameId, { store: `sqlite:${source}`, out: file })).toBe(0);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const events = await streamLength(source, gameStream(gameId));
    expect(lines[0]).toEqual({
      format: 'mtg-game-record',
      version: 1,
      gameId,
      streams: { [gameStream(gameId)]: events, [auditStream(gameId)]: 1 },
    });
    expect(lines).toHaveLength(events + 2);
    expect(lines[1]).toMatchObject({
      stream: gameStream(gameId),
      revision: 0,
      type: 'GameStarted',
      metadata: { hash: expect.any(String), command: { type: 'StartGame' } },
    });

    const stdout = output();
    expect(await exportCommand(gameId, { store: `sqlite:${source}` }, stdout)).toBe(0);
    expect(stdout.text()).toBe(readFileSync(file, 'utf8'));

    const imported = output();
    expect(await importCommand(file, { store: `sqlite:${target}` }, imported)).toBe(0);
    expect(imported.text()).toBe(`imported game ${gameId}: ${events + 1} events\n`);
    expect(await verify(gameId, { store: `sqlite:${target}` }, output())).toBe(0);
    expect(await importCommand(file, { store: `sqlite:${target}` }, output())).toBe(0);
    expect(await streamLength(target, gameStream(gameId))).toBe(events);
    expect(await streamLength(target, auditStream(gameId))).toBe(1);

    const damaged = join(dir, 'damaged.ndjson');
    const text = readFileSync(file, 'utf8').split('\n');
    writeFileSync(damaged, [...text.slice(0, 3), ...text.slice(4)].join('\n'));
    const other = join(dir, 'other.db');
    const err = output();
    expect(await importCommand(damaged, { store: `sqlite:${other}` }, output(), err)).toBe(1);
    expect(err.text()).toBe(
      `mtg import: the header says ${events} events of ${gameStream(gameId)}, the record has ${events - 1}\n`,
    );
    expect(await streamLength(other, gameStream(gameId))).toBe(0);
    const missing = output();
    expect(await exportCommand('nope', { store: `sqlite:${source}` }, output(), missing)).toBe(1);
    expect(missing.text()).toBe('mtg export: no such game in the store\n');
  });
});
