// Limits against abuse on a running server: rate limits (per token, per address, failed
// authentications), GraphQL depth, aliases, cost and mutations, security headers and CORS, and
// Idempotency-Keys kept apart per seat.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, type Answer } from '../testing/api-client.js';
import { KEEP, expectProblem, newGame } from '../testing/game-scenarios.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import { GraphQLWsClient } from '../testing/graphql-ws-client.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

/** The answers to `count` requests sent at once. */
const all = (count: number, send: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

function expectRateLimited(answer: Answer): void {
  expectProblem(answer, 429, 'RATE_LIMITED');
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.body).toMatchObject({ retryAfter });
}

describe('rate limit on failed authentications', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_FAILURES_PER_MINUTE: '20' } });
    api = new ApiClient(server.url);
  });

  afterAll(() => server.close());

  it('a client guessing the judge token gets 20 refusals a minute (401), then 429 with Retry-After', async () => {
    const game = await newGame(api);
    // Guessed as bearer tokens, or as the stream's cookie: the same failures.
    const guess = (i: number) =>
      i % 2
        ? api.request('GET', `/games/${game.gameId}`, { token: `guess-${i}` })
        : api.request('GET', `/games/${game.gameId}/stream`, { headers: { cookie: `mtg_token=guess-${i}` } });
    const guesses = await all(100, guess);
    expect(statuses(guesses)).toEqual({ 401: 20, 429: 80 });
    expectRateLimited(guesses.find((a) => a.status === 429)!);
    // Over the limit a right guess gets 429 too: nothing tells it right. Spectators go on.
    expectRateLimited(await api.request('GET', `/games/${game.gameId}`, { token: JUDGE_TOKEN }));
    expectRateLimited(await api.request('GET', `/games/${game.gameId}`, { token: game.tokens.alice }));
    expect((await api.request('GET', `/games/${game.gameId}`)).status).toBe(200);
  });
});

describe('rate limit on failed authentications of GraphQL WebSockets', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_FAILURES_PER_MINUTE: '5' } });
    api = new ApiClient(server.url);
  });

  afterAll(() => server.close());

  const connect = (token: string) =>
    GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: `Bearer ${token}` });

  it('counts refused connection_init tokens with the requests: over the limit no token is looked at', async () => {
    for (let i = 0; i < 6; i++) await expect(connect(`guess-${i}`)).rejects.toThrow(/4403/);
    await expect(connect(JUDGE_TOKEN)).rejects.toThrow(/429/);
    expectRateLimited(await api.request('GET', '/games', { token: JUDGE_TOKEN }));
  });
});

describe('rate limit per token', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '30', AUTH_FAILURES_PER_MINUTE: '20' } });
    api = new ApiClient(server.url);
  });

  afterAll(() => server.close());

  it('a seat token over its requests a minute gets 429; the other seat is not slowed down', async () => {
    const game = await newGame(api);
    const path = `/games/${game.gameId}/legal-actions`;
    const alice = await all(40, () => api.request('GET', path, { token: game.tokens.alice }));
    expect(statuses(alice)).toEqual({ 200: 30, 429: 10 });
    expectRateLimited(alice.find((a) => a.status === 429)!);
    expect((await api.request('GET', path, { token: game.tokens.bob })).status).toBe(200);
    // A few failed authentications from the same address leave valid tokens alone.
    expect((await api.request('GET', path, { token: 'typo' })).status).toBe(401);
    expect((await api.request('GET', path, { token: game.tokens.bob })).status).toBe(200);
  });
});

describe('rate limit per client address, security headers, no CORS by default', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PER_IP_PER_MINUTE: '25' } });
    api = new ApiClient(server.url);
  });

  afterAll(() => server.close());

  it('answers a JSON API with security headers, and the Swagger UI page with a policy it can run under', async () => {
    const games = await api.request('GET', '/games');
    expect(games.status).toBe(200);
    expect(games.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(games.headers.get('x-content-type-options')).toBe('nosniff');
    expect(games.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(games.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(games.headers.get('access-control-allow-origin')).toBeNull();
    const docs = await api.request('GET', '/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(docs.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const scripts = [...docs.text.matchAll(/<script src="\.?\/?([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect((await api.request('GET', `/docs/${script.replace(/^docs\//, '')}`)).status).toBe(200);
    expect(docs.text).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script the policy would block
  });

  it('the OpenAPI document names the 429 answer and its Retry-After', async () => {
    const document = await api.request<{ paths: Record<string, Record<string, { responses: object }>> }>(
      'GET',
      '/docs-json',
    );
    expect(document.body.paths['/games/{id}/commands']!.post!.responses).toMatchObject({
      429: { headers: { 'Retry-After': expect.any(Object) } },
    });
  });

  it('a cross-origin request gets no Access-Control-Allow-Origin when CORS_ORIGINS is not set', async () => {
    const answer = await api.request('GET', '/games', { headers: { origin: 'https://app.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a WebSocket upgrade refused before it is one (no such path, a target too long) has its socket closed', async () => {
    await expect(GraphQLWsClient.connect(`${server.url}/graphq`)).rejects.toThrow(/404/);
    await expect(GraphQLWsClient.connect(`${server.url}/graphql?${'a'.repeat(9000)}`)).rejects.toThrow(/414/);
    // (else the server could not stop: afterAll would time out)
  });

  it('one address over its requests a minute gets 429, whatever its tokens', async () => {
    const answers = await all(40, () => api.request('GET', '/health'));
    expect(statuses(answers)[429]).toBeGreaterThan(0);
    expectRateLimited(answers.find((a) => a.status === 429)!);
    // A WebSocket upgrade too, its socket closed (else the server could not stop after it).
    await expect(GraphQLWsClient.connect(`${server.url}/graphql`)).rejects.toThrow(/429/);
  });
});

describe('CORS for the configured origins', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example, https://admin.example' } });
    api = new ApiClient(server.url);
  });

  afterAll(() => server.close());

  const preflight = (origin: string) =>
    api.request('OPTIONS', '/games', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });

  it('allows a listed origin, with the headers commands need, and not another one', async () => {
    const allowed = await preflight('https://admin.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const get = await api.request('GET', '/games', { headers: { origin: 'https://app.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(get.headers.get('access-control-expose-headers')).toContain('etag');
  });
});

describe('GraphQL documents over the limits are refused before they run (default limits)', () => {
  let server: TestServer;
  let api: ApiClient;
  let gql: GraphQLClient;

  beforeAll(async () => {
    server = await startTestServer();
    api = new ApiClient(server.url);
    gql = new GraphQLClient(server.url);
  });

  afterAll(() => server.close());

  const refused = async (query: string, code: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql.request(query, variables);
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code, status: 400 }) }),
    ]);
  };

  it('refuses a query nested too deep, one with too many aliases and one too costly', async () => {
    const game = await newGame(api);
    await refused(
      `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }`,
      'QUERY_TOO_DEEP',
    );
    const aliases = Array.from({ length: 11 }, (_, i) => `v${i}: game(id: $id) { view }`).join(' ');
    await refused(`query ($id: ID!) { ${aliases} }`, 'TOO_MANY_ALIASES', { id: game.gameId });
    // A fragment counts each time it is spread; each field counts ten times in a list, a hundred in two.
    const players = 'fragment P on Game { players { hand { id name } graveyard { id name } } }';
    await refused(
      `query ($id: ID!) { game(id: $id) { ...P ...P ...P ...P ...P } } ${players}`,
      'QUERY_TOO_COSTLY',
      {
        id: game.gameId,
      },
    );
    const ok = await gql.request(`query ($id: ID!) { game(id: $id) { ...P ...P } } ${players}`, {
      id: game.gameId,
    });
    expect(ok.errors).toBeUndefined();
  });

  it('refuses a subscription over the limits, or not valid, as it refuses a query', async () => {
    const game = await newGame(api);
    const socket = await GraphQLWsClient.connect(`${server.url}/graphql`);
    try {
      const aliases = Array.from({ length: 11 }, (_, i) => `r${i}: revision`).join(' ');
      const wide = socket.subscribe(`subscription ($id: ID!) { gameUpdated(gameId: $id) { ${aliases} } }`, {
        id: game.gameId,
      });
      await expect(wide.completed).rejects.toThrow(/TOO_MANY_ALIASES/);
      const unknown = socket.subscribe(`subscription ($id: ID!) { gameUpdated(gameId: $id) { secrets } }`, {
        id: game.gameId,
      });
      await expect(unknown.completed).rejects.toThrow(/Cannot query field/);
    } finally {
      await socket.close();
    }
  });

  it('refuses two mutations in one request, and creates no game', async () => {
    const before = (await api.request<unknown[]>('GET', '/games', { token: JUDGE_TOKEN })).body.length;
    const input = {
      players: ['alice', 'bob'],
      decks: [
        { player: 'alice', cards: Array(20).fill('Mountain') },
        { player: 'bob', cards: Array(20).fill('Forest') },
      ],
    };
    await refused(
      `mutation ($input: CreateGameInput!) { a: createGame(input: $input) { gameId } b: createGame(input: $input) { gameId } }`,
      'TOO_MANY_MUTATIONS',
      { input },
    );
    expect((await api.request<unknown[]>('GET', '/games', { token: JUDGE_TOKEN })).body).toHaveLength(before);
  });
});

describe('Idempotency-Keys per seat', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    api = new ApiClient(server.url);
  });

  afterAll(() => server.close());

  it('a key one seat used is no obstacle to the other seat, and tells it nothing; a retry still replays', async () => {
    const game = await newGame(api);
    const alice = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep');
    const bob = await api.command(game.gameId, game.tokens.bob, KEEP('bob'), 'keep');
    expect([alice.status, bob.status]).toEqual([200, 200]);
    expect(bob.headers.get('idempotent-replayed')).toBeNull();
    expect(bob.body.revision).toBeGreaterThan(alice.body.revision);
    const retry = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(alice.body);
  });
});
