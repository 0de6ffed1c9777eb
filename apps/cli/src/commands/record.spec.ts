// `mtg export` then `mtg import` (issue 18, item 7): a game's record read into another store keeps
// its ids, revisions and chain of hashes, and `mtg verify` checks it there; importing it again
// writes nothing; a damaged record writes nothing and says why. A game of a match carries the
// match's stream: the records of one match's games are imported in any order.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@mtg/event-store';
import { auditStream, gameStream, matchStream } from '@mtg/game';
import { recordedGame } from '../testing/recorded-game.js';
import { nextMatchGame, recordedMatch } from '../testing/recorded-match.js';
import { exportCommand, importCommand } from './record.js';
import { verify } from './verify.js';
import { output } from '../testing/output.js';

describe('mtg export and mtg import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-record-'));
  const source = join(dir, 'source.db');
  const target = join(dir, 'target.db');
  const file = join(dir, 'game.ndjson');

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A stream's events in a SQLite store, as `revision:id` (none if it has no such stream). */
  const streamIds = async (path: string, stream: string) => {
    const store = await openEventStore({ kind: 'sqlite', path });
    try {
      return (await store.readStream(stream).catch(() => [])).map((e) => `${e.revision}:${e.id}`);
    } finally {
      await store.close();
    }
  };
  const streamLength = async (path: string, stream: string) => (await streamIds(path, stream)).length;

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

  it('MTR 2.2, 2.7: the records of a match’s games carry the match; imported in either order, or again, the match is whole', async () => {
    const store = join(dir, 'match.db');
    const { matchId, chooser } = await recordedMatch(store, 3);
    // Game 1, conceded by the chooser, who then chooses again (MTR 2.2); exported before game 2 begins.
    const game1 = await nextMatchGame(store, matchId, chooser, chooser);
    const record1 = join(dir, 'game1.ndjson');
    expect(await exportCommand(game1, { store: `sqlite:${store}`, out: record1 })).toBe(0);
    const game2 = await nextMatchGame(store, matchId, chooser);
    const record2 = join(dir, 'game2.ndjson');
    expect(await exportCommand(game2, { store: `sqlite:${store}`, out: record2 })).toBe(0);
    const header = (path: string) =>
      (JSON.parse(readFileSync(path, 'utf8').split('\n')[0]!) as { streams: Record<string, number> }).streams;
    // The match: registered, game 1 begun; then game 2 begun.
    expect(header(record1)[matchStream(matchId)]).toBe(2);
    expect(header(record2)[matchStream(matchId)]).toBe(3);
    const match = await streamIds(store, matchStream(matchId));

    const importAll = async (path: string, records: string[]) => {
      for (const record of records) {
        const said = output();
        expect(await importCommand(record, { store: `sqlite:${path}` }, said)).toBe(0);
        expect(said.text()).toMatch(/^imported game .+: \d+ events\n$/);
      }
    };
    const forwards = join(dir, 'forwards.db');
    await importAll(forwards, [record1, record2]);
    const backwards = join(dir, 'backwards.db');
    await importAll(backwards, [record2, record1, record2, record1]);
    for (const path of [forwards, backwards]) {
      expect(await streamIds(path, matchStream(matchId))).toEqual(match);
      for (const game of [game1, game2]) {
        expect(await streamIds(path, gameStream(game))).toEqual(await streamIds(store, gameStream(game)));
        expect(await verify(game, { store: `sqlite:${path}` }, output())).toBe(0);
      }
    }

    // Another match under the same id (game 1 begun by another event): refused, nothing written.
    const lines = readFileSync(record2, 'utf8').split('\n');
    const begun = JSON.parse(lines[2]!) as { stream: string; revision: number; id: string };
    expect(begun).toMatchObject({ stream: matchStream(matchId), revision: 1 });
    const conflicting = join(dir, 'conflicting.ndjson');
    writeFileSync(
      conflicting,
      [lines[0], lines[1], JSON.stringify({ ...begun, id: 'another-event' }), ...lines.slice(3)].join('\n'),
    );
    const mixed = join(dir, 'mixed.db');
    await importAll(mixed, [record1]);
    const err = output();
    expect(await importCommand(conflicting, { store: `sqlite:${mixed}` }, output(), err)).toBe(1);
    expect(err.text()).toBe(
      `mtg import: the store's ${matchStream(matchId)} differs from the record's at revision 1: nothing imported\n`,
    );
    expect(await streamIds(mixed, matchStream(matchId))).toEqual(match.slice(0, 2));
    expect(await streamIds(mixed, gameStream(game2))).toEqual([]);
  });
});
