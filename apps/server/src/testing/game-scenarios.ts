// End-to-end scenarios of the REST API, run on every store: the SQLite e2e specs and the
// EventStoreDB one (eventstoredb.e2e.spec.ts) call the same functions.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { EventStore } from '@mtg/event-store';
import { EVENT_STORE, gameStream, gameView, type GameView } from '@mtg/game';
import { evolve, initialState, type GameEvent } from '@mtg/rules';
import { ApiClient, type Answer } from './api-client.js';
import { GREEN_DECK, RED_DECK } from './decks.js';
import { GraphQLWsClient } from './graphql-ws-client.js';
import { playByRest } from './rest-player.js';
import { openViewStream } from './sse-client.js';
import { JUDGE_TOKEN, type TestServer } from './test-server.js';

export type CreatedGame = Awaited<ReturnType<ApiClient['createGame']>>;

/** A player's command keeping their opening hand. */
export const KEEP = (player: string) => ({
  type: 'MakeChoice',
  player,
  answer: { kind: 'yes-no', yes: true },
});

/** A two-player game, red against green, alice starting. */
export const newGame = (api: ApiClient, seed = 11): Promise<CreatedGame> =>
  api.createGame({
    players: ['alice', 'bob'],
    decks: { alice: RED_DECK, bob: GREEN_DECK },
    seed,
    startingPlayer: 'alice',
  });

/** The answer is an RFC 9457 problem with this status (and code). */
export function expectProblem(answer: Answer, status: number, code?: string): void {
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
}

/** The judge's view is the serial replay of the game's stream, at its last revision. */
export async function expectViewIsReplay(api: ApiClient, gameId: string): Promise<GameView> {
  const events = await api.events(gameId, JUDGE_TOKEN);
  let state = initialState();
  for (const e of events) state = evolve(state, e.data as GameEvent);
  const judge = await api.view(gameId, JUDGE_TOKEN);
  expect(judge.revision).toBe(events[events.length - 1]!.revision);
  expect(judge).toEqual(
    JSON.parse(
      JSON.stringify(gameView(state, BigInt(judge.revision), { kind: 'judge' }, { cards: cardCatalogue })),
    ) as GameView,
  );
  return judge;
}

/** Two seats play a whole game polling their legal actions, while a spectator watches the stream. */
export async function playWholeGame(server: TestServer, api: ApiClient): Promise<void> {
  const game = await newGame(api);
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
  const listed = await api.request<{ id: string; status: string }[]>('GET', '/games?status=over', {
    token: JUDGE_TOKEN,
  });
  expect(listed.body).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: game.gameId, status: 'over' })]),
  );
}

/** The organiser revokes a seat's token: the old one is refused, the fresh one acts for the seat. */
export async function revokeASeatToken(api: ApiClient): Promise<void> {
  const game = await newGame(api);
  const revoked = await api.request<{ tokens: Record<string, string> }>(
    'POST',
    `/games/${game.gameId}/tokens/revoke`,
    { token: api.apiKey, body: { player: 'alice' } },
  );
  expect(revoked.status).toBe(200);
  const refused = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep');
  expectProblem(refused, 401, 'TOKEN_REVOKED');
  expect((await api.command(game.gameId, revoked.body.tokens.alice, KEEP('alice'), 'keep')).status).toBe(200);
}

/** The same Idempotency-Key twice answers the same and appends nothing. */
export async function retryWithTheSameKey(api: ApiClient): Promise<void> {
  const game = await newGame(api);
  const first = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep-once');
  expect(first.status).toBe(200);
  const eventsBefore = await api.events(game.gameId, JUDGE_TOKEN);
  const again = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'keep-once');
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.body).toEqual(first.body);
  expect(await api.events(game.gameId, JUDGE_TOKEN)).toEqual(eventsBefore);
  expect((await api.view(game.gameId)).revision).toBe(first.body.revision);
}

/** 50 commands to one game at once: none lost or duplicated, and the state is the replay of the stream. */
export async function fiftyConcurrentCommands(server: TestServer, api: ApiClient): Promise<void> {
  const game = await newGame(api);
  const pass = (player: string) => ({ type: 'PassPriority', player });
  const commands = Array.from({ length: 50 }, (_, i) => {
    const player = i % 2 === 0 ? 'alice' : 'bob';
    return { player, command: i < 40 ? KEEP(player) : pass(player), key: `concurrent-${i}` };
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
  const judge = await expectViewIsReplay(api, game.gameId);
  expect(judge.revision).toBe(Math.max(...accepted.map((a) => a.body.revision)));
}

/**
 * A game goes on after the API server restarts on the same store and data folder: same tokens,
 * a retry of a command from before recognised, the next command accepted, the same views. Live
 * watchers do not keep the server from stopping. `start` starts the server (each time on the same
 * store and folder); every server it started is stopped when the scenario ends.
 */
export async function restartMidGame(start: () => Promise<TestServer>): Promise<void> {
  let server = await start();
  try {
    let api = new ApiClient(server.url);
    const game = await api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: RED_DECK, bob: GREEN_DECK },
      seed: 31,
      startingPlayer: 'alice',
    });
    const keep = KEEP('alice');
    const kept = await api.command(game.gameId, game.tokens.alice, keep, 'alice-keeps');
    expect(kept.status).toBe(200);
    // Play into the first turns, then stop mid-game.
    await playByRest(api, game.gameId, kept.body.revision, game.tokens, {
      turnCap: 1,
      maxCommands: 15,
    }).catch((error: Error) => {
      if (!error.message.startsWith('no end after')) throw error;
    });
    const before = {
      alice: await api.view(game.gameId, game.tokens.alice),
      judge: await api.view(game.gameId, JUDGE_TOKEN),
    };
    expect(before.judge.over).toBe(false);
    // Live watchers do not keep the server from stopping: their streams end.
    const stream = await openViewStream(`${server.url}/games/${game.gameId}/stream`, game.tokens.bob);
    const socket = await GraphQLWsClient.connect(`${server.url}/graphql`, {
      authorization: `Bearer ${game.tokens.bob}`,
    });
    const subscription = socket.subscribe<{ gameUpdated: { revision: number } }>(
      `subscription ($id: ID!) { gameUpdated(gameId: $id) { revision } }`,
      { id: game.gameId },
    );
    await subscription.until((d) => d.gameUpdated.revision === before.judge.revision);
    await stream.until((v) => v.revision === before.judge.revision);
    await server.stop();
    await stream.ended;
    await socket.close();

    // The token secret and the read models are kept in the data folder.
    expect(statSync(join(server.dir, 'token-secret')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(server.dir, 'read-models.db'))).toBe(true);

    server = await start();
    api = new ApiClient(server.url);
    expect(await api.view(game.gameId, game.tokens.alice)).toEqual(before.alice);
    expect(await api.view(game.gameId, JUDGE_TOKEN)).toEqual(before.judge);
    // A retry of a command from before the restart is still recognised.
    const retried = await api.command(game.gameId, game.tokens.alice, keep, 'alice-keeps');
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(kept.body);

    const acting = before.judge.decision?.player ?? before.judge.turn.priority!;
    const legal = await api.legalActions(game.gameId, game.tokens[acting]);
    const next = legal.actions.find((a) => a.type !== 'Concede')!;
    const answer = await api.command(game.gameId, game.tokens[acting], next, 'after-restart', {
      'if-match': `"${before.judge.revision}"`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.events[0]!.revision).toBe(before.judge.revision + 1);
    const judge = await expectViewIsReplay(api, game.gameId);
    expect(judge.revision).toBe(answer.body.revision);
  } finally {
    await server.stop();
  }
}
