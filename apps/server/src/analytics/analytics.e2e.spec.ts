// Issue 19: a game played to its end over REST reaches the analytical store through the analytics
// projection; GET /analytics/cards, GET /analytics/games and GraphQL serve its metrics to organisers
// and the event's judge, and refuse seats (403) and callers without a token (401).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as delay } from 'node:timers/promises';
import type { CardMetrics, GameMetrics } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import { expectProblem, newGame, type CreatedGame } from '../testing/game-scenarios.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import { playByRest } from '../testing/rest-player.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

describe('the analytics API (running server on SQLite)', () => {
  let server: TestServer;
  let api: ApiClient;
  let game: CreatedGame;
  let winner: string | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    api = new ApiClient(server.url);
    game = await newGame(api);
    await playByRest(api, game.gameId, game.revision, game.tokens, { turnCap: 6 });
    winner = (await api.view(game.gameId, JUDGE_TOKEN)).winner;
    // The projection feeds the store after the game's last batch: wait for the game to be counted.
    for (let i = 0; i < 100; i++) {
      const answer = await api.request<GameMetrics>('GET', '/analytics/games', { token: server.apiKey });
      if (answer.body.games === 1) break;
      await delay(100);
    }
  }, 120_000);

  afterAll(async () => {
    await server.close();
  });

  it('GET /analytics/games: the game ended, alice on the play, its winner and length', async () => {
    const answer = await api.request<GameMetrics>('GET', '/analytics/games', { token: server.apiKey });
    expect(answer.status).toBe(200);
    const view = await api.view(game.gameId, JUDGE_TOKEN);
    expect(winner).toBeDefined();
    expect(answer.body).toMatchObject({
      games: 1,
      sides: 2,
      onThePlay: { games: 1, wins: winner === 'alice' ? 1 : 0 },
      onTheDraw: { games: 1, wins: winner === 'bob' ? 1 : 0 },
      meanTurns: view.turn.number,
      turns: [{ turns: view.turn.number, games: 1 }],
    });
  });

  it("GET /analytics/cards: each card of both decks played one game, won by its winner's side", async () => {
    const answer = await api.request<{ cards: CardMetrics[] }>('GET', '/analytics/cards', {
      token: JUDGE_TOKEN,
    });
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.cards.map((c) => [c.card, c]));
    expect(byName.get('Lightning Bolt')?.gp).toMatchObject({ games: 1, wins: winner === 'alice' ? 1 : 0 });
    expect(byName.get('Grizzly Bears')?.gp).toMatchObject({ games: 1, wins: winner === 'bob' ? 1 : 0 });
    // Every card was either seen (opening hand or drawn) or not, in its one game.
    for (const card of answer.body.cards) expect(card.gih.games + card.gns.games).toBe(1);
    const mountain = byName.get('Mountain')!;
    expect(mountain.gih.games).toBe(1); // seed 11: alice had Mountains in hand
  });

  it('filters by deck: only the sides that played it', async () => {
    const decks = await api.request<{ cards: CardMetrics[] }>('GET', '/analytics/cards?deck=nosuchdeck', {
      token: server.apiKey,
    });
    expect(decks.body.cards).toEqual([]);
  });

  it('refuses a caller without a token (401) and a seat (403), changing nothing', async () => {
    expectProblem(await api.request('GET', '/analytics/cards'), 401);
    expectProblem(await api.request('GET', '/analytics/games', { token: game.tokens.alice }), 403);
  });

  it('GraphQL serves the same metrics', async () => {
    const gql = new GraphQLClient(server.url);
    const data = await gql.data<{ analyticsCards: CardMetrics[]; analyticsGames: GameMetrics }>(
      '{ analyticsCards analyticsGames }',
      {},
      server.apiKey,
    );
    const rest = await api.request<{ cards: CardMetrics[] }>('GET', '/analytics/cards', {
      token: server.apiKey,
    });
    expect(data.analyticsCards).toEqual(rest.body.cards);
    expect(data.analyticsGames.games).toBe(1);
  });
});
