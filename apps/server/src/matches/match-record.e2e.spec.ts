// Issue 18, item 7: a game's record holds its match. The records of a match's two games, exported
// (GET /games/:id/record) as the match went on, imported into a fresh store in the reverse order,
// give another server the same match (MTR 2.1 games and scores, 2.2 who chooses, 2.7 registrations)
// and the same games, verified there; the first server's match tokens are not the other's.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@mtg/event-store';
import { importGameRecord, type GameVerification, type MatchView } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import { API_KEY, JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

const REGISTERED = '60 Mountain\nSideboard\n4 Raging Goblin\n';

describe('a match’s games exported and imported elsewhere (running servers)', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('MTR 2.1, 2.2, 2.7: game 2’s record then game 1’s, imported into a fresh store: the other server shows the same match', async () => {
    const here = await startTestServer();
    servers.push(here);
    const api = new ApiClient(here.url);
    const post = <T>(path: string, token: string, body: unknown) =>
      api.request<T>('POST', path, { token, body });
    const created = await post<{ matchId: string; tokens: Record<string, string>; chooser: string }>(
      '/matches',
      API_KEY,
      { players: ['alice', 'bob'], decks: { alice: REGISTERED, bob: REGISTERED }, seed: 3 },
    );
    const { matchId, tokens, chooser } = created.body;
    expect(chooser).toBe('bob');
    expect((await post(`/matches/${matchId}/judges`, API_KEY, { role: 'floor', name: 'Dana' })).status).toBe(
      201,
    );
    const record = async (gameId: string) =>
      (await api.request<string>('GET', `/games/${gameId}/record`, { token: JUDGE_TOKEN })).text;

    // Game 1: bob plays first and concedes; its record is taken before game 2 begins.
    const game1 = await post<{ gameId: string; tokens: Record<string, string> }>(
      `/matches/${matchId}/next-game`,
      tokens.bob!,
      { play: true },
    );
    const conceded = await api.command(
      game1.body.gameId,
      game1.body.tokens.bob!,
      { type: 'Concede', player: 'bob' },
      'gg',
    );
    expect(conceded.status).toBe(200);
    const record1 = await record(game1.body.gameId);
    // MTR 2.2: bob lost game 1 and chooses again.
    const game2 = await post<{ gameId: string }>(`/matches/${matchId}/next-game`, tokens.bob!, {
      play: false,
    });
    const record2 = await record(game2.body.gameId);

    const dir = mkdtempSync(join(tmpdir(), 'mtg-imported-match-'));
    const store = await openEventStore({ kind: 'sqlite', path: join(dir, 'events.db') });
    try {
      await importGameRecord(store, record2);
      await importGameRecord(store, record1);
    } finally {
      await store.close();
    }
    const there = await startTestServer({ dir });
    servers.push(there);
    const elsewhere = new ApiClient(there.url);

    const view = (client: ApiClient, token: string) =>
      client.request<MatchView>('GET', `/matches/${matchId}`, { token });
    const original = (await view(api, API_KEY)).body;
    const imported = await view(elsewhere, API_KEY);
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual(original);
    expect(imported.body).toMatchObject({
      players: ['alice', 'bob'],
      over: false,
      scores: { alice: { wins: 1, losses: 0, draws: 0 }, bob: { wins: 0, losses: 1, draws: 0 } },
      judges: [{ role: 'floor', name: 'Dana' }],
    });
    expect(imported.body.games.map((g) => [g.gameId, g.over, g.winner])).toEqual([
      [game1.body.gameId, true, 'alice'],
      [game2.body.gameId, false, undefined],
    ]);
    expect(Object.keys(imported.body.registrations)).toEqual(['alice', 'bob']);
    // The record carries no secret: a match token of the first server is not one of the other's.
    expect((await view(elsewhere, tokens.alice!)).status).toBe(401);
    // Both games verify on the other server.
    for (const gameId of [game1.body.gameId, game2.body.gameId]) {
      const verification = await elsewhere.request<GameVerification>('GET', `/games/${gameId}/verification`, {
        token: JUDGE_TOKEN,
      });
      expect(verification.body).toMatchObject({ verified: true, chain: 'intact', replay: 'matches' });
    }
  });
});
