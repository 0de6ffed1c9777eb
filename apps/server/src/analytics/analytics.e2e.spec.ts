// Issue 19: a game played to its end over REST reaches the analytical store through the analytics
// projection; GET /analytics/cards, GET /analytics/games, GET /analytics/charts/:name.svg and GraphQL
// serve its metrics to organisers and the event's judge, and refuse seats (403) and callers without a
// token (401).
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

  it('GraphQL serves the same metrics, typed', async () => {
    const gql = new GraphQLClient(server.url);
    const rate = 'games wins rate low high';
    const data = await gql.data<{ analyticsCards: CardMetrics[]; analyticsGames: GameMetrics }>(
      `{ analyticsCards { card gp { ${rate} } oh { ${rate} } gd { ${rate} } gih { ${rate} } gns { ${rate} } iwd cast }
         analyticsGames { sides games mulliganRate meanMulligans onThePlay { ${rate} } onTheDraw { ${rate} }
           meanTurns turns { turns games } manaSpentPerTurn { turn mean sides } endReasons { reason games } } }`,
      {},
      server.apiKey,
    );
    const rest = await api.request<{ cards: CardMetrics[] }>('GET', '/analytics/cards', {
      token: server.apiKey,
    });
    expect(data.analyticsCards).toEqual(rest.body.cards);
    const games = await api.request<GameMetrics>('GET', '/analytics/games', { token: server.apiKey });
    expect(data.analyticsGames).toEqual(games.body);
    expect(data.analyticsGames.games).toBe(1);
  });

  it('GraphQL refuses a field the types do not have (the metrics are not free-form JSON)', async () => {
    const answer = await new GraphQLClient(server.url).request(
      '{ analyticsCards { card gih { median } } }',
      {},
      server.apiKey,
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toBe('Cannot query field "median" on type "WinRate".');
  });

  it('GET /analytics/charts/:name.svg: each chart, an SVG image titled after it', async () => {
    const titles = {
      'gih-win-rate': 'GIH win rate by card',
      'game-length': 'Game length',
      'mana-spent': 'Mana spent per turn by deck',
    };
    const view = await api.view(game.gameId, JUDGE_TOKEN);
    for (const [name, title] of Object.entries(titles)) {
      const answer = await api.request('GET', `/analytics/charts/${name}.svg`, { token: server.apiKey });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(answer.text).toMatch(/^<svg role="img"/);
      expect(answer.text).toContain(`<title id="${name}-title">${title}</title>`);
    }
    const lengths = await api.request('GET', '/analytics/charts/game-length.svg', { token: JUDGE_TOKEN });
    expect(lengths.text).toContain(`${view.turn.number} turns 1 game.</desc>`);
    const cards = await api.request('GET', '/analytics/charts/gih-win-rate.svg', { token: server.apiKey });
    expect(cards.text).toContain('>Mountain</text>');
  });

  it('charts take ?deck and ?minGames: no card of a deck nobody played; a bad minGames is a 400', async () => {
    const none = await api.request('GET', '/analytics/charts/gih-win-rate.svg?deck=nosuchdeck&minGames=2', {
      token: server.apiKey,
    });
    expect(none.status).toBe(200);
    expect(none.text).toContain('>no games</text>');
    const bad = await api.request('GET', '/analytics/charts/gih-win-rate.svg?minGames=0', {
      token: server.apiKey,
    });
    expectProblem(bad, 400);
    expect(bad.text).toContain('minGames must be an integer from 1');
  });

  it('an unknown chart is a 404 listing the charts; charts refuse callers as the metrics do', async () => {
    for (const path of ['/analytics/charts/pie.svg', '/analytics/charts/game-length.png']) {
      const answer = await api.request<{ code: string; charts: string[] }>('GET', path, {
        token: server.apiKey,
      });
      expectProblem(answer, 404);
      expect(answer.body.code).toBe('CHART_NOT_FOUND');
      expect(answer.body.charts).toEqual(['gih-win-rate.svg', 'game-length.svg', 'mana-spent.svg']);
    }
    expectProblem(await api.request('GET', '/analytics/charts/game-length.svg'), 401);
    expectProblem(
      await api.request('GET', '/analytics/charts/game-length.svg', { token: game.tokens.alice }),
      403,
    );
  });
});
