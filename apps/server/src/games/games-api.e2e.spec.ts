import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../testing/api-client.js';
import {
  KEEP,
  expectProblem,
  fiftyConcurrentCommands,
  newGame as newGameOn,
  playWholeGame,
  retryWithTheSameKey,
} from '../testing/game-scenarios.js';
import { API_KEY, JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

describe('REST API of games (running server on SQLite)', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    api = new ApiClient(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  const newGame = (seed = 11) => newGameOn(api, seed);

  it('plays a whole game between two seats polling their legal actions, a spectator watching the stream', () =>
    playWholeGame(server, api));

  it('the same Idempotency-Key twice answers the same and appends nothing', () => retryWithTheSameKey(api));

  it('bad input gets a 4xx problem and changes nothing', async () => {
    const game = await newGame();
    const path = `/games/${game.gameId}/commands`;
    const token = game.tokens.alice;
    const before = await api.view(game.gameId, JUDGE_TOKEN);
    const key = { 'idempotency-key': 'bad-input' };
    expectProblem(
      await api.request('POST', path, { token, rawBody: '{"type": "MakeChoice",', headers: key }),
      400,
      'MALFORMED_BODY',
    );
    expectProblem(
      await api.request('POST', path, { token, body: { type: 'Dance', player: 'alice' }, headers: key }),
      400,
      'UNKNOWN_COMMAND_TYPE',
    );
    expectProblem(
      await api.request('POST', path, { token, body: { ...KEEP('alice'), extra: true }, headers: key }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await api.request('POST', path, {
        token,
        body: { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: 'maybe' } },
        headers: key,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await api.request('POST', path, {
        token,
        body: { type: 'ChooseReplacement', player: 'alice' },
        headers: key,
      }),
      400,
      'VALIDATION_FAILED',
    );
    // 729.2a: a shortcut repeats at least once, and its game choices are no concession.
    for (const shortcut of [
      { actions: [{ type: 'ResolveTop' }], times: 0 },
      { actions: [{ type: 'Concede', player: 'alice' }], times: 2 },
      {
        actions: [{ type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: 'maybe' } }],
        times: 2,
      },
    ]) {
      expectProblem(
        await api.request('POST', path, {
          token,
          body: { type: 'ProposeShortcut', player: 'alice', ...shortcut },
          headers: key,
        }),
        400,
        'VALIDATION_FAILED',
      );
    }
    // Well formed, but the pending decision is a mulligan, not a choice of replacement effect (117.1, 616.1).
    expectProblem(
      await api.request('POST', path, {
        token,
        body: { type: 'ChooseReplacement', player: 'alice', effect: 'o1#0' },
        headers: { 'idempotency-key': 'not-a-replacement' },
      }),
      422,
      'DECISION_PENDING',
    );
    // The judge's audit trail lists the refused command with its rule; a seat may not read it.
    const audit = await api.request<{ kind: string; rule: string; text: string }[]>(
      'GET',
      `/games/${game.gameId}/audit`,
      { token: JUDGE_TOKEN },
    );
    expect(audit.status).toBe(200);
    expect(audit.body).toEqual([
      expect.objectContaining({
        kind: 'rejected-command',
        rule: '117.1',
        text: expect.stringContaining('refused ChooseReplacement by alice'),
      }),
    ]);
    expectProblem(await api.request('GET', `/games/${game.gameId}/audit`, { token }), 403, 'FORBIDDEN');
    expectProblem(await api.request('POST', path, { token, body: [KEEP('alice')], headers: key }), 400);
    expectProblem(
      await api.request('POST', path, { token, body: KEEP('alice') }),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expectProblem(
      await api.request('POST', path, {
        token,
        body: KEEP('alice'),
        headers: { 'idempotency-key': 'k'.repeat(201) },
      }),
      400,
      'IDEMPOTENCY_KEY_TOO_LONG',
    );
    expectProblem(
      await api.request('POST', path, {
        token,
        body: KEEP('alice'),
        headers: { ...key, 'if-match': 'yesterday' },
      }),
      400,
      'BAD_IF_MATCH',
    );
    const oversized = { ...KEEP('alice'), decision: 'x'.repeat(70_000) };
    const tooLarge = await api.request('POST', path, { token, body: oversized, headers: key });
    expectProblem(tooLarge, 413, 'BODY_TOO_LARGE');
    expectProblem(await api.request('GET', `/games/${game.gameId}/events?from=-1`), 400);
    expect(await api.view(game.gameId, JUDGE_TOKEN)).toEqual(before);
    // Creating a game with an unknown card names the card, and creates nothing.
    const gamesBefore = (await api.request<unknown[]>('GET', '/games', { token: JUDGE_TOKEN })).body.length;
    const unknown = await api.request('POST', '/games', {
      token: API_KEY,
      body: {
        players: ['alice', 'bob'],
        decks: { alice: ['Mountain', 'Black Lotus Prime'], bob: ['Forest'] },
      },
    });
    expectProblem(unknown, 400, 'UNKNOWN_CARD');
    expect((unknown.body as { detail: string }).detail).toContain('Black Lotus Prime');
    expectProblem(
      await api.request('POST', '/games', {
        token: API_KEY,
        body: { players: ['alice'], decks: { alice: ['Mountain'] } },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await api.request('POST', '/games', {
        token: API_KEY,
        body: { players: ['alice', 'bob'], decks: { alice: ['Mountain'], bob: ['Forest'], carol: [] } },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await api.request<unknown[]>('GET', '/games', { token: JUDGE_TOKEN })).body.length).toBe(
      gamesBefore,
    );
    // Unknown games and routes are problems too.
    expectProblem(await api.request('GET', '/games/no-such-game'), 404, 'GAME_NOT_FOUND');
    expectProblem(await api.request('GET', '/games/no-such-game/stream'), 404, 'GAME_NOT_FOUND');
    expectProblem(await api.request('GET', '/nowhere'), 404);
  });

  it('a seat acts only for itself in its own game; spectators and the judge do not act', async () => {
    const game = await newGame();
    const other = await newGame(12);
    const path = `/games/${game.gameId}/commands`;
    const attempt = (token: string | undefined, command: unknown, key: string) =>
      api.command(game.gameId, token, command, key);
    const before = await api.view(game.gameId, JUDGE_TOKEN);
    expectProblem(await attempt(game.tokens.bob, KEEP('alice'), 'a1'), 403, 'FORBIDDEN');
    expectProblem(await attempt(undefined, KEEP('alice'), 'a2'), 401, 'UNAUTHENTICATED');
    expectProblem(await attempt(JUDGE_TOKEN, KEEP('alice'), 'a3'), 403, 'FORBIDDEN');
    expectProblem(await attempt(other.tokens.alice, KEEP('alice'), 'a4'), 403, 'FORBIDDEN');
    const forged = await attempt(`${game.tokens.alice.slice(0, -4)}AAAA`, KEEP('alice'), 'a5');
    expectProblem(forged, 401, 'UNAUTHENTICATED');
    expect(forged.headers.get('www-authenticate')).toContain('invalid_token');
    expectProblem(await api.request('GET', `/games/${game.gameId}`, { token: 'not-a-token' }), 401);
    expectProblem(
      await api.request('POST', path, {
        token: game.tokens.alice,
        body: KEEP('alice'),
        headers: { 'idempotency-key': 'a6', 'if-match': '"0"' },
      }),
      409,
      'REVISION_CONFLICT',
    );
    // A legal command of the wrong player at the wrong time is refused by the rules (422).
    const early = await attempt(game.tokens.bob, KEEP('bob'), 'a7');
    expectProblem(early, 422, 'NOT_YOUR_DECISION');
    expect(early.body).toMatchObject({ rule: expect.stringMatching(/^\d{3}/) });
    expect(await api.view(game.gameId, JUDGE_TOKEN)).toEqual(before);
    // Views: the token of another game sees this one as a spectator; legal actions only for a seat.
    expect((await api.view(game.gameId, other.tokens.alice)).viewer).toBe('spectator');
    expect((await api.legalActions(game.gameId, other.tokens.alice)).actions).toEqual([]);
    expect((await api.legalActions(game.gameId, JUDGE_TOKEN)).actions).toEqual([]);
    expect((await api.legalActions(game.gameId)).actions).toEqual([]);
    const alices = await api.legalActions(game.gameId, game.tokens.alice);
    expect(alices.actions.length).toBeGreaterThan(1);
    // 103.5: the mulligan decision waits for alice, described as a choice; nothing waits for bob.
    expect(alices.choice).toEqual({ kind: 'yes-no', decision: expect.any(String) });
    expect((await api.legalActions(game.gameId, game.tokens.bob)).choice).toBeNull();
    const judged = await api.request('GET', `/games/${game.gameId}`, { token: JUDGE_TOKEN });
    expect(judged.headers.get('etag')).toBe(`"${before.revision}"`);
  });

  it('50 concurrent commands: none lost or duplicated, and the state is the replay of the stream', () =>
    fiftyConcurrentCommands(server, api));

  it('serves the OpenAPI document generated from the DTOs', async () => {
    const doc = await api.request<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>('GET', '/docs-json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/games',
        '/games/{id}',
        '/games/{id}/legal-actions',
        '/games/{id}/events',
        '/games/{id}/stream',
        '/games/{id}/stream-ticket',
        '/games/{id}/tokens/revoke',
        '/games/{id}/commands',
      ]),
    );
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'CreateGameDto',
        'CastSpellDto',
        'MakeChoiceDto',
        'ChooseReplacementDto',
        'ProposeShortcutDto',
        'ProblemResponse',
      ]),
    );
    const ui = await fetch(`${server.url}/docs`);
    expect(ui.status).toBe(200);
  });
});
