import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ApiClient, type Answer } from '../testing/api-client.js';
import { KEEP, expectProblem, newGame, type CreatedGame } from '../testing/game-scenarios.js';
import { GAME_FIELDS, GraphQLClient } from '../testing/graphql-client.js';
import { GraphQLWsClient } from '../testing/graphql-ws-client.js';
import { openViewStream } from '../testing/sse-client.js';
import { API_KEY, JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';
import { TOKEN_COOKIE } from './caller.js';

const OTHER_KEY = 'another-organiser-key-for-tests';
const BODY = { players: ['alice', 'bob'], decks: { alice: ['Mountain'], bob: ['Forest'] } };
const CREATE = `mutation ($input: CreateGameInput!) { createGame(input: $input) { gameId } }`;
const CREATE_INPUT = {
  input: {
    players: ['alice', 'bob'],
    decks: [
      { player: 'alice', cards: ['Mountain'] },
      { player: 'bob', cards: ['Forest'] },
    ],
  },
};
const VIEW = `query ($id: ID!) { game(id: $id) { revision viewer } }`;
const SUBMIT = `mutation ($id: ID!, $command: JSON!) { submitCommand(gameId: $id, command: $command, idempotencyKey: "gql-keep") { revision } }`;
const UPDATED = `subscription ($gameId: ID!) { gameUpdated(gameId: $gameId) { ${GAME_FIELDS} } }`;

const ids = (answer: Answer) => (answer.body as { id: string }[]).map((g) => g.id).sort();
const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;

describe('who may do what (running server on SQLite, two organiser keys)', () => {
  let server: TestServer;
  let api: ApiClient;
  let gql: GraphQLClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { API_KEYS: `${API_KEY}, ${OTHER_KEY}` } });
    api = new ApiClient(server.url);
    gql = new GraphQLClient(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  const revoke = (gameId: string, token: string | undefined, body?: unknown) =>
    api.request<{ tokens: Record<string, string> }>('POST', `/games/${gameId}/tokens/revoke`, {
      token,
      ...(body !== undefined ? { body } : {}),
    });

  it('creating a game needs an organiser API key: none is a 401, a seat or judge token a 403', async () => {
    const game = await newGame(api);
    const anonymous = await api.request('POST', '/games', { body: BODY });
    expectProblem(anonymous, 401, 'UNAUTHENTICATED');
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    // The key is checked before the body: a caller without one learns nothing of what it sent.
    expectProblem(await api.request('POST', '/games', { body: { nonsense: true } }), 401, 'UNAUTHENTICATED');
    for (const token of [game.tokens.alice, JUDGE_TOKEN])
      expectProblem(await api.request('POST', '/games', { token, body: BODY }), 403, 'FORBIDDEN');
    expectProblem(await api.request('POST', '/games', { token: 'not-a-key', body: BODY }), 401);
    expect((await api.request('POST', '/games', { token: OTHER_KEY, body: BODY })).status).toBe(201);
    // GraphQL: the same.
    expect(codeOf(await gql.request(CREATE, CREATE_INPUT))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql.request(CREATE, CREATE_INPUT, game.tokens.bob))).toBe('FORBIDDEN');
    expect(
      (await gql.data<{ createGame: { gameId: string } }>(CREATE, CREATE_INPUT, API_KEY)).createGame.gameId,
    ).toEqual(expect.any(String));
  });

  it('GET /games lists what the caller may see: a seat its game, an organiser its games, the judge all, a spectator none', async () => {
    const mine = await newGame(api);
    const theirs = await newGame(new ApiClient(server.url, OTHER_KEY));
    const listBy = (token?: string) => api.request('GET', '/games?limit=500', { token });
    const everything = ids(await listBy(JUDGE_TOKEN));
    expect(everything).toEqual(expect.arrayContaining([mine.gameId, theirs.gameId]));
    expect(ids(await listBy())).toEqual([]);
    expect(ids(await listBy(mine.tokens.alice))).toEqual([mine.gameId]);
    expect(ids(await listBy(API_KEY))).toContain(mine.gameId);
    expect(ids(await listBy(API_KEY))).not.toContain(theirs.gameId);
    expect(ids(await listBy(OTHER_KEY))).toContain(theirs.gameId);
    expect(ids(await listBy(OTHER_KEY))).not.toContain(mine.gameId);
    expect([...ids(await listBy(API_KEY)), ...ids(await listBy(OTHER_KEY))].sort()).toEqual(everything);
    // GraphQL: the same.
    const games = async (token?: string) =>
      (await gql.data<{ games: { id: string }[] }>('{ games(limit: 500) { id } }', {}, token)).games.map(
        (g) => g.id,
      );
    expect(await games()).toEqual([]);
    expect(await games(theirs.tokens.bob)).toEqual([theirs.gameId]);
    expect(await games(OTHER_KEY)).not.toContain(mine.gameId);
    expect((await games(JUDGE_TOKEN)).sort()).toEqual(everything);
  });

  it('only the organiser who created a game revokes its seat tokens', async () => {
    const game = await newGame(api);
    expectProblem(await revoke(game.gameId, undefined, { player: 'alice' }), 401, 'UNAUTHENTICATED');
    for (const token of [game.tokens.alice, JUDGE_TOKEN, OTHER_KEY])
      expectProblem(await revoke(game.gameId, token, { player: 'alice' }), 403, 'FORBIDDEN');
    expectProblem(await revoke(game.gameId, API_KEY, { player: 'carol' }), 400);
    expectProblem(
      await revoke(game.gameId, API_KEY, { player: 'alice', extra: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(await revoke('no-such-game', API_KEY, { player: 'alice' }), 404, 'GAME_NOT_FOUND');
    // Nothing was revoked.
    expect((await api.view(game.gameId, game.tokens.alice)).viewer).toBe('alice');
  });

  it('a revoked seat token is refused on REST, GraphQL (queries, mutations, subscriptions) and SSE; the fresh one works', async () => {
    const game = await newGame(api);
    const old = game.tokens.alice!;
    const stream = `${server.url}/games/${game.gameId}/stream`;
    // Watches opened with the token before it is revoked end when it is.
    const live = await openViewStream(stream, old);
    const socket = await GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: `Bearer ${old}` });
    const subscribed = socket.subscribe<{ gameUpdated: { viewer: string } }>(UPDATED, {
      gameId: game.gameId,
    });
    await subscribed.until((d) => d.gameUpdated.viewer === 'alice');
    await live.until((v) => v.viewer === 'alice');

    const revoked = await revoke(game.gameId, API_KEY, { player: 'alice' });
    expect(revoked.status).toBe(200);
    const fresh = revoked.body.tokens.alice!;
    expect(Object.keys(revoked.body.tokens)).toEqual(['alice']);
    expect(fresh).not.toBe(old);
    await live.ended;
    await subscribed.completed;

    const refused = await api.request('GET', `/games/${game.gameId}`, { token: old });
    expectProblem(refused, 401, 'TOKEN_REVOKED');
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expectProblem(await api.command(game.gameId, old, KEEP('alice'), 'k1'), 401, 'TOKEN_REVOKED');
    expectProblem(
      await api.request('GET', `/games/${game.gameId}/stream`, { token: old }),
      401,
      'TOKEN_REVOKED',
    );
    expect(codeOf(await gql.request(VIEW, { id: game.gameId }, old))).toBe('TOKEN_REVOKED');
    expect(codeOf(await gql.request(SUBMIT, { id: game.gameId, command: KEEP('alice') }, old))).toBe(
      'TOKEN_REVOKED',
    );
    const again = socket.subscribe(UPDATED, { gameId: game.gameId });
    await expect(again.completed).rejects.toThrow(/TOKEN_REVOKED/);
    await socket.close();
    // A new WebSocket is refused already at its connection_init.
    await expect(
      GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: `Bearer ${old}` }),
    ).rejects.toThrow('closed before ack: 4403 Forbidden: TOKEN_REVOKED');
    await (
      await GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: `Bearer ${fresh}` })
    ).close();

    // The fresh token acts for alice; bob's token was not touched.
    expect((await api.command(game.gameId, fresh, KEEP('alice'), 'k1')).status).toBe(200);
    expect((await api.view(game.gameId, game.tokens.bob)).viewer).toBe('bob');
    // Revoking every seat: each gets a token of the next generation, and the ones before are refused.
    const all = await revoke(game.gameId, API_KEY);
    expect(Object.keys(all.body.tokens)).toEqual(['alice', 'bob']);
    for (const token of [old, fresh, game.tokens.bob])
      expectProblem(await api.request('GET', `/games/${game.gameId}`, { token }), 401, 'TOKEN_REVOKED');
    expect((await api.view(game.gameId, all.body.tokens.bob)).viewer).toBe('bob');
    // GraphQL revokes too.
    const { revokeTokens } = await gql.data<{ revokeTokens: { player: string; token: string }[] }>(
      `mutation ($id: ID!) { revokeTokens(gameId: $id, player: "bob") { player token } }`,
      { id: game.gameId },
      API_KEY,
    );
    expect(revokeTokens).toEqual([{ player: 'bob', token: expect.any(String) }]);
    expectProblem(await api.request('GET', `/games/${game.gameId}`, { token: all.body.tokens.bob }), 401);
    expect((await api.view(game.gameId, revokeTokens[0]!.token)).viewer).toBe('bob');
  });

  describe('the stream of a browser (EventSource sends no header): by cookie or by ticket', () => {
    let game: CreatedGame;
    const ticketFor = (token: string | undefined, gameId = game.gameId) =>
      api.request<{ ticket: string; expiresInSeconds: number }>('POST', `/games/${gameId}/stream-ticket`, {
        token,
      });

    beforeAll(async () => {
      game = await newGame(api);
    });

    it('the token cookie opens the seat’s stream; a revoked one is refused', async () => {
      const cookie = { cookie: `theme=dark; ${TOKEN_COOKIE}=${game.tokens.alice}` };
      const stream = await openViewStream(`${server.url}/games/${game.gameId}/stream`, undefined, cookie);
      expect(stream.status).toBe(200);
      expect((await stream.until(() => true)).viewer).toBe('alice');
      stream.close();
      // The header wins over the cookie; a cookie that is not a valid token is refused.
      const judged = await openViewStream(`${server.url}/games/${game.gameId}/stream`, JUDGE_TOKEN, cookie);
      expect((await judged.until(() => true)).viewer).toBe('judge');
      judged.close();
      const forged = { cookie: `${TOKEN_COOKIE}=forged` };
      expectProblem(
        await api.request('GET', `/games/${game.gameId}/stream`, { headers: forged }),
        401,
        'UNAUTHENTICATED',
      );
      // Only the stream reads the cookie.
      expect((await api.view(game.gameId, undefined)).viewer).toBe('spectator');
    });

    it('POST /games/:id/session sets the cookie that a browser’s EventSource opens the stream with; DELETE clears it', async () => {
      const path = `/games/${game.gameId}/session`;
      const session = await api.request('POST', path, { token: game.tokens.alice });
      expect(session.status).toBe(204);
      const [cookie, ...attributes] = session.headers.get('set-cookie')!.split('; ');
      expect(cookie).toBe(`${TOKEN_COOKIE}=${encodeURIComponent(game.tokens.alice!)}`);
      expect(attributes.sort()).toEqual(['HttpOnly', `Path=/games/${game.gameId}/stream`, 'SameSite=Strict']);
      // The browser sends the cookie back (name and value) to the stream, with no header.
      const stream = await openViewStream(`${server.url}/games/${game.gameId}/stream`, undefined, { cookie });
      expect((await stream.until(() => true)).viewer).toBe('alice');
      stream.close();

      const cleared = await api.request('DELETE', path);
      expect(cleared.status).toBe(204);
      expect(cleared.headers.get('set-cookie')).toMatch(
        new RegExp(
          `^${TOKEN_COOKIE}=; Max-Age=0; Path=/games/${game.gameId}/stream; Expires=Thu, 01 Jan 1970 `,
        ),
      );
      const doc = await api.request<{ paths: Record<string, object> }>('GET', '/docs-json');
      expect(Object.keys(doc.body.paths['/games/{id}/session']!).sort()).toEqual(['delete', 'post']);
      // A cookie stands for a token, for a game there is.
      expectProblem(await api.request('POST', path), 401, 'UNAUTHENTICATED');
      expectProblem(
        await api.request('POST', '/games/no-such-game/session', { token: game.tokens.alice }),
        404,
        'GAME_NOT_FOUND',
      );
    });

    it('a ticket opens the stream once, for its game only', async () => {
      const issued = await ticketFor(game.tokens.bob);
      expect(issued.status).toBe(201);
      expect(issued.body).toEqual({ ticket: expect.any(String), expiresInSeconds: 60 });
      const url = `${server.url}/games/${game.gameId}/stream?ticket=${issued.body.ticket}`;
      const stream = await openViewStream(url);
      expect((await stream.until(() => true)).viewer).toBe('bob');
      stream.close();
      expectProblem(await api.request('GET', url.slice(server.url.length)), 401, 'TICKET_INVALID');
      // Another game's stream, a made-up ticket: refused.
      const other = await newGame(api);
      const elsewhere = (await ticketFor(game.tokens.bob)).body.ticket;
      expectProblem(
        await api.request('GET', `/games/${other.gameId}/stream?ticket=${elsewhere}`),
        401,
        'TICKET_INVALID',
      );
      expectProblem(
        await api.request('GET', `/games/${game.gameId}/stream?ticket=made-up`),
        401,
        'TICKET_INVALID',
      );
      // A spectator needs no ticket; there is none for a game that does not exist.
      expectProblem(await ticketFor(undefined), 401, 'UNAUTHENTICATED');
      expectProblem(await ticketFor(game.tokens.bob, 'no-such-game'), 404, 'GAME_NOT_FOUND');
    });

    it('a ticket of a token revoked since is refused', async () => {
      const seated = await newGame(api);
      const { ticket } = (await ticketFor(seated.tokens.alice, seated.gameId)).body;
      await revoke(seated.gameId, API_KEY, { player: 'alice' });
      expectProblem(
        await api.request('GET', `/games/${seated.gameId}/stream?ticket=${ticket}`),
        401,
        'TOKEN_REVOKED',
      );
      expectProblem(
        await api.request('GET', `/games/${seated.gameId}/stream`, {
          headers: { cookie: `${TOKEN_COOKIE}=${seated.tokens.alice}` },
        }),
        401,
        'TOKEN_REVOKED',
      );
    });
  });

  it('revocations survive a restart, even with the read models rebuilt from the store', async () => {
    const game = await newGame(api);
    const { tokens } = (await revoke(game.gameId, API_KEY, { player: 'bob' })).body;
    await server.stop();
    for (const file of ['read-models.db', 'read-models.db-wal', 'read-models.db-shm'])
      rmSync(join(server.dir, file), { force: true });
    server = await startTestServer({ dir: server.dir, env: { API_KEYS: `${API_KEY}, ${OTHER_KEY}` } });
    api = new ApiClient(server.url);
    expectProblem(
      await api.request('GET', `/games/${game.gameId}`, { token: game.tokens.bob }),
      401,
      'TOKEN_REVOKED',
    );
    expect(
      codeOf(await new GraphQLClient(server.url).request(VIEW, { id: game.gameId }, game.tokens.bob)),
    ).toBe('TOKEN_REVOKED');
    expect((await api.view(game.gameId, tokens.bob)).viewer).toBe('bob');
    expect((await api.view(game.gameId, game.tokens.alice)).viewer).toBe('alice');
    expect(ids(await api.request('GET', '/games?limit=500', { token: API_KEY }))).toContain(game.gameId);
  });
});

describe('lifetimes: seat tokens after the game, stream tickets', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { TOKEN_TTL_AFTER_GAME_MS: '2000', STREAM_TICKET_TTL_MS: '200' } });
    api = new ApiClient(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  it('a seat token expires once its game has been over longer than TOKEN_TTL_AFTER_GAME_MS', async () => {
    const [game, going] = [await newGame(api), await newGame(api)];
    expect(
      (await api.command(game.gameId, game.tokens.alice, { type: 'Concede', player: 'alice' }, 'c')).status,
    ).toBe(200);
    expect((await api.view(game.gameId, game.tokens.bob)).over).toBe(true); // still valid just after
    await delay(2200);
    const expired = await api.request('GET', `/games/${game.gameId}`, { token: game.tokens.bob });
    expectProblem(expired, 401, 'TOKEN_EXPIRED');
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expectProblem(
      await api.request('GET', `/games/${game.gameId}/events`, { token: game.tokens.alice }),
      401,
      'TOKEN_EXPIRED',
    );
    await expect(
      GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: `Bearer ${game.tokens.alice}` }),
    ).rejects.toThrow('closed before ack: 4403 Forbidden: TOKEN_EXPIRED');
    // The judge and spectators still see the game; the tokens of a game going on do not expire.
    expect((await api.view(game.gameId, JUDGE_TOKEN)).over).toBe(true);
    expect((await api.view(game.gameId)).over).toBe(true);
    expect((await api.view(going.gameId, going.tokens.alice)).viewer).toBe('alice');
  });

  it('a stream ticket not used within STREAM_TICKET_TTL_MS is refused', async () => {
    const game = await newGame(api);
    const issued = await api.request<{ ticket: string; expiresInSeconds: number }>(
      'POST',
      `/games/${game.gameId}/stream-ticket`,
      { token: game.tokens.alice },
    );
    expect(issued.body.expiresInSeconds).toBe(1);
    await delay(300);
    expectProblem(
      await api.request('GET', `/games/${game.gameId}/stream?ticket=${issued.body.ticket}`),
      401,
      'TICKET_INVALID',
    );
  });
});

describe('the organiser key kept in the data folder (API_KEYS not set)', () => {
  let server: TestServer;

  afterAll(async () => {
    await server.close();
  });

  it('is generated once, only its owner may read it, and it stays valid across restarts', async () => {
    server = await startTestServer({ env: { API_KEYS: undefined } });
    const file = join(server.dir, 'api-key');
    expect(server.apiKey).not.toBe(API_KEY);
    expect(readFileSync(file, 'utf8').trim()).toBe(server.apiKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const game = await new ApiClient(server.url, server.apiKey).createGame(BODY);
    expectProblem(
      await new ApiClient(server.url).request('POST', '/games', { token: API_KEY, body: BODY }),
      401,
    );
    await server.stop();
    server = await startTestServer({ dir: server.dir, env: { API_KEYS: undefined } });
    expect(readFileSync(file, 'utf8').trim()).toBe(server.apiKey);
    const api = new ApiClient(server.url, server.apiKey);
    expect(ids(await api.request('GET', '/games', { token: server.apiKey }))).toEqual([game.gameId]);
    expect((await api.request('POST', '/games', { token: server.apiKey, body: BODY })).status).toBe(201);
  });
});
