import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { evolve, initialState, type GameEvent } from '@mtg/rules';
import { cardCatalogue } from '@mtg/cards';
import type { EventStore } from '@mtg/event-store';
import { EVENT_STORE, gameStream, gameView, type GameView } from '@mtg/game';
import { ApiClient, type Answer } from '../testing/api-client.js';
import { GREEN_DECK, RED_DECK } from '../testing/decks.js';
import { playByRest } from '../testing/rest-player.js';
import { openViewStream } from '../testing/sse-client.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

const KEEP = (player: string) => ({ type: 'MakeChoice', player, answer: { kind: 'yes-no', yes: true } });

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

  const newGame = (seed = 11) =>
    api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: RED_DECK, bob: GREEN_DECK },
      seed,
      startingPlayer: 'alice',
    });

  const expectProblem = (answer: Answer, status: number, code?: string) => {
    expect({ status: answer.status, contentType: answer.contentType }).toEqual({
      status,
      contentType: expect.stringContaining('application/problem+json'),
    });
    expect(answer.body).toMatchObject({
      type: expect.any(String),
      title: expect.any(String),
      status,
      detail: expect.any(String),
      ...(code ? { code } : {}),
    });
  };

  it('plays a whole game between two seats polling their legal actions, a spectator watching the stream', async () => {
    const game = await newGame();
    const spectator = await openViewStream(`${server.url}/games/${game.gameId}/stream`);
    expect(spectator.status).toBe(200);
    expect(spectator.contentType).toContain('text/event-stream');
    const actions = new Map<string, number>();
    const played = await playByRest(api, game.gameId, game.revision, game.tokens, {
      turnCap: 8,
      afterCommand: (_answer, _seat, command) =>
        void actions.set(command.type, (actions.get(command.type) ?? 0) + 1),
    });
    // The players did play: lands, spells and attacks, not only passes.
    expect(played.commands).toBeGreaterThan(50);
    expect(actions.get('PlayLand')).toBeGreaterThan(2);
    expect(actions.get('CastSpell')).toBeGreaterThan(0);
    const final = await api.view(game.gameId, game.tokens.alice);
    expect(final.over).toBe(true);
    expect(final.winner ?? (final.draw ? 'draw' : undefined)).toBeDefined();
    expect(final.revision).toBe(played.revisions[played.revisions.length - 1]);
    // The stream sent the view before the first command, then one after every command, and ended.
    await spectator.ended;
    const streamed = spectator.views.map((v) => v.revision);
    expect(streamed[0]).toBe(game.revision);
    expect(streamed).toEqual(expect.arrayContaining(played.revisions));
    expect(spectator.views[spectator.views.length - 1]).toMatchObject({ over: true, viewer: 'spectator' });
    const listed = await api.request<{ id: string; status: string }[]>('GET', '/games?status=over');
    expect(listed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: game.gameId, status: 'over' })]),
    );
  });

  it('the same Idempotency-Key twice answers the same and appends nothing', async () => {
    const game = await newGame();
    const first = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep-once');
    expect(first.status).toBe(200);
    const eventsBefore = await api.events(game.gameId, JUDGE_TOKEN);
    const again = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep-once');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await api.events(game.gameId, JUDGE_TOKEN)).toEqual(eventsBefore);
    expect((await api.view(game.gameId)).revision).toBe(first.body.revision);
  });

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
    const gamesBefore = (await api.request<unknown[]>('GET', '/games')).body.length;
    const unknown = await api.request('POST', '/games', {
      body: {
        players: ['alice', 'bob'],
        decks: { alice: ['Mountain', 'Black Lotus Prime'], bob: ['Forest'] },
      },
    });
    expectProblem(unknown, 400, 'UNKNOWN_CARD');
    expect((unknown.body as { detail: string }).detail).toContain('Black Lotus Prime');
    expectProblem(
      await api.request('POST', '/games', { body: { players: ['alice'], decks: { alice: ['Mountain'] } } }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await api.request('POST', '/games', {
        body: { players: ['alice', 'bob'], decks: { alice: ['Mountain'], bob: ['Forest'], carol: [] } },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await api.request<unknown[]>('GET', '/games')).body.length).toBe(gamesBefore);
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
    expect((await api.legalActions(game.gameId, game.tokens.alice)).actions.length).toBeGreaterThan(1);
    const judged = await api.request('GET', `/games/${game.gameId}`, { token: JUDGE_TOKEN });
    expect(judged.headers.get('etag')).toBe(`"${before.revision}"`);
  });

  it('50 concurrent commands: none lost or duplicated, and the state is the replay of the stream', async () => {
    const game = await newGame();
    const keep = (player: string) => KEEP(player);
    const pass = (player: string) => ({ type: 'PassPriority', player });
    const commands = Array.from({ length: 50 }, (_, i) => {
      const player = i % 2 === 0 ? 'alice' : 'bob';
      return { player, command: i < 40 ? keep(player) : pass(player), key: `concurrent-${i}` };
    });
    const answers = await Promise.all(
      commands.map((c) => api.command(game.gameId, game.tokens[c.player], c.command, c.key)),
    );
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused.every((a) => a.contentType.includes('application/problem+json'))).toBe(true);
    // Both opening hands are kept exactly once, whatever the order the commands ran in.
    const kept = commands.filter((c, i) => answers[i]!.status === 200 && c.command.type === 'MakeChoice');
    expect(kept.map((c) => c.player).sort()).toEqual(['alice', 'bob']);

    const events = await api.events(game.gameId, JUDGE_TOKEN);
    const revisions = events.map((e) => e.revision);
    expect(revisions).toEqual(Array.from({ length: revisions.length }, (_, i) => i));
    // Each accepted command's events are a run of the stream, and the runs cover it after creation.
    const runs = accepted.map((a) => a.body.events.map((e) => e.revision)).sort((x, y) => x[0]! - y[0]!);
    expect(runs.flat()).toEqual(revisions.slice(game.revision + 1));
    const stored = await server.app.get<EventStore>(EVENT_STORE).readStream(gameStream(game.gameId));
    expect(new Set(stored.map((e) => e.id)).size).toBe(events.length);
    // The judge's view is the serial replay of the stream.
    let state = initialState();
    for (const e of events) state = evolve(state, e.data as GameEvent);
    const judge = await api.view(game.gameId, JUDGE_TOKEN);
    expect(judge).toEqual(
      JSON.parse(
        JSON.stringify(
          gameView(
            state,
            BigInt(revisions[revisions.length - 1]!),
            { kind: 'judge' },
            { cards: cardCatalogue },
          ),
        ),
      ) as GameView,
    );
    expect(judge.revision).toBe(Math.max(...accepted.map((a) => a.body.revision)));
  });

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
        '/games/{id}/commands',
      ]),
    );
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining(['CreateGameDto', 'CastSpellDto', 'MakeChoiceDto', 'ProblemResponse']),
    );
    const ui = await fetch(`${server.url}/docs`);
    expect(ui.status).toBe(200);
  });
});
