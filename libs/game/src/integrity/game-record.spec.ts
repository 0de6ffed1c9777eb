// Issue 18, item 7: a game's record holds its match's stream (MTR 2.7 registrations, MTR 2.2
// choices, MTR 2.4 extensions). Every game of a match carries the match's stream as it was when the
// game was exported, so the records of one match's games are imported in any order, or again: the
// store's match events and the record's must be one the start of the other, and only the missing
// ones are appended; a match stream that differs is refused with nothing written.
import { describe, expect, it } from '@jest/globals';
import { MemoryEventStore, type EventStore } from '@mtg/event-store';
import { auditStream, gameStream, matchStream } from '../streams.js';
import { exportGameRecord, GameRecordError, importGameRecord, parseGameRecord } from './game-record.js';

const MATCH = 'm1';
const registered = { main: Array(60).fill('Mountain'), sideboard: [] };

const event = (id: string, type: string, data: unknown) => ({ id, type, data, metadata: { actor: 'test' } });
const created = event('e-created', 'MatchCreated', {
  matchId: MATCH,
  players: ['alice', 'bob'],
  registrations: { alice: registered, bob: registered },
});
const began = (n: number) =>
  event(`e-began-${n}`, 'MatchGameBegan', { number: n, gameId: `${MATCH}.${n}`, startingPlayer: 'bob' });
const presented = event('e-presented', 'DeckPresented', { player: 'alice', game: 2, deck: registered });

/** A game's events (what they are does not matter to the record): started, then `more`. */
const gameEvents = (gameId: string, more: number) =>
  Array.from({ length: more + 1 }, (_, i) =>
    event(`${gameId}-e${i}`, i ? 'TurnBegan' : 'GameStarted', { i }),
  );

/** A store in which game 1 of the match is played and exported, then game 2 begins and is exported. */
async function matchOfTwoGames(): Promise<{ store: EventStore; game1: string; game2: string }> {
  const store = new MemoryEventStore();
  await store.append(matchStream(MATCH), [created, began(1)], { expectedRevision: 'no_stream' });
  await store.append(gameStream(`${MATCH}.1`), gameEvents(`${MATCH}.1`, 3), {
    expectedRevision: 'no_stream',
  });
  await store.append(auditStream(`${MATCH}.1`), [event('a1', 'CommandRefused', {})], {
    expectedRevision: 'no_stream',
  });
  const game1 = (await exportGameRecord(store, `${MATCH}.1`)).join('');
  await store.append(matchStream(MATCH), [presented, began(2)], { expectedRevision: 1n });
  await store.append(gameStream(`${MATCH}.2`), gameEvents(`${MATCH}.2`, 1), {
    expectedRevision: 'no_stream',
  });
  const game2 = (await exportGameRecord(store, `${MATCH}.2`)).join('');
  return { store, game1, game2 };
}

const idsOf = async (store: EventStore, stream: string) =>
  (await store.readStream(stream).catch(() => [])).map((e) => `${e.revision}:${e.id}`);

describe('the match in a game’s record (issue 18, item 7)', () => {
  it('MTR 2.7: the header lists the match’s stream with its events, written first, then the game’s and the audit’s', async () => {
    const { game1, game2 } = await matchOfTwoGames();
    const first = parseGameRecord(game1);
    expect(first.header.streams).toEqual({
      [matchStream(MATCH)]: 2,
      [gameStream(`${MATCH}.1`)]: 4,
      [auditStream(`${MATCH}.1`)]: 1,
    });
    expect(first.lines.map((l) => `${l.stream}@${l.revision}`).slice(0, 3)).toEqual([
      `${matchStream(MATCH)}@0`,
      `${matchStream(MATCH)}@1`,
      `${gameStream(`${MATCH}.1`)}@0`,
    ]);
    expect(first.lines[0]).toMatchObject({ id: 'e-created', type: 'MatchCreated', data: created.data });
    expect(parseGameRecord(game2).header.streams[matchStream(MATCH)]).toBe(4);
  });

  it('a game created alone has no match in its record', async () => {
    const store = new MemoryEventStore();
    await store.append(gameStream('solo'), gameEvents('solo', 1), { expectedRevision: 'no_stream' });
    const record = parseGameRecord((await exportGameRecord(store, 'solo')).join(''));
    expect(record.header.streams).toEqual({ [gameStream('solo')]: 2, [auditStream('solo')]: 0 });
  });

  it('game 1’s record then game 2’s: the match events game 2’s record adds are appended at their revisions', async () => {
    const { store, game1, game2 } = await matchOfTwoGames();
    const target = new MemoryEventStore();
    expect(await importGameRecord(target, game1)).toEqual({ gameId: `${MATCH}.1`, events: 7 });
    expect(await idsOf(target, matchStream(MATCH))).toEqual(['0:e-created', '1:e-began-1']);
    await importGameRecord(target, game2);
    const expected = await idsOf(store, matchStream(MATCH));
    expect(await idsOf(target, matchStream(MATCH))).toEqual(expected);
    expect(expected).toEqual(['0:e-created', '1:e-began-1', '2:e-presented', '3:e-began-2']);
    expect(await idsOf(target, gameStream(`${MATCH}.2`))).toEqual(
      await idsOf(store, gameStream(`${MATCH}.2`)),
    );
    expect((await target.readStream(matchStream(MATCH)))[2]!.data).toEqual(presented.data);
  });

  it('game 2’s record then game 1’s, and each again: the store’s match stream, longer, is kept as it is', async () => {
    const { store, game1, game2 } = await matchOfTwoGames();
    const target = new MemoryEventStore();
    await importGameRecord(target, game2);
    await importGameRecord(target, game1);
    await importGameRecord(target, game2);
    await importGameRecord(target, game1);
    for (const stream of [
      matchStream(MATCH),
      gameStream(`${MATCH}.1`),
      auditStream(`${MATCH}.1`),
      gameStream(`${MATCH}.2`),
    ])
      expect(await idsOf(target, stream)).toEqual(await idsOf(store, stream));
  });

  it('a match stream that differs at a revision is refused, and nothing of the record is written', async () => {
    const { game2 } = await matchOfTwoGames();
    const target = new MemoryEventStore();
    await target.append(matchStream(MATCH), [created, began(1), event('e-other', 'TimeExtended', {})], {
      expectedRevision: 'no_stream',
    });
    const refusal = importGameRecord(target, game2);
    await expect(refusal).rejects.toThrow(GameRecordError);
    await expect(refusal).rejects.toThrow(
      `the store's ${matchStream(MATCH)} differs from the record's at revision 2: nothing imported`,
    );
    expect(await idsOf(target, matchStream(MATCH))).toEqual(['0:e-created', '1:e-began-1', '2:e-other']);
    expect(await idsOf(target, gameStream(`${MATCH}.2`))).toEqual([]);
  });

  it('the same ids with other data at a revision are a conflict too', async () => {
    const { game1 } = await matchOfTwoGames();
    const target = new MemoryEventStore();
    await target.append(matchStream(MATCH), [{ ...created, data: { matchId: MATCH, players: ['x', 'y'] } }], {
      expectedRevision: 'no_stream',
    });
    await expect(importGameRecord(target, game1)).rejects.toThrow('at revision 0: nothing imported');
    expect(await idsOf(target, gameStream(`${MATCH}.1`))).toEqual([]);
  });

  it('another game under the same id is refused before the match’s missing events are written', async () => {
    const { game2 } = await matchOfTwoGames();
    const target = new MemoryEventStore();
    await target.append(matchStream(MATCH), [created], { expectedRevision: 'no_stream' });
    await target.append(gameStream(`${MATCH}.2`), gameEvents('elsewhere', 0), {
      expectedRevision: 'no_stream',
    });
    await expect(importGameRecord(target, game2)).rejects.toThrow(
      `the store holds another ${gameStream(`${MATCH}.2`)} (1 events, the record 2): nothing imported`,
    );
    expect(await idsOf(target, matchStream(MATCH))).toEqual(['0:e-created']);
  });
});
