// The game service's end-to-end scenarios with STORE=eventstoredb, through the official client
// (its Rust bridge included), on the in-process EventStoreDB server; or on a real server when
// EVENTSTORE_URL is set (in a namespace of its own; the outage test then does not run, as it
// stops and restarts the server).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStoreDbTestServer } from '@mtg/event-store/testing/eventstoredb-server.js';
import { gameStream } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import {
  KEEP,
  expectProblem,
  fiftyConcurrentCommands,
  newGame,
  playWholeGame,
  restartMidGame,
  retryWithTheSameKey,
  revokeASeatToken,
} from '../testing/game-scenarios.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import { openViewStream } from '../testing/sse-client.js';
import {
  API_KEY,
  JUDGE_TOKEN,
  OPERATOR_TOKEN,
  startTestServer,
  type TestServer,
  type TestStore,
} from '../testing/test-server.js';

const REAL_SERVER = process.env.EVENTSTORE_URL;

describe(`the game service on EventStoreDB (${REAL_SERVER ? 'EVENTSTORE_URL' : 'in-process server'})`, () => {
  let esdb: EventStoreDbTestServer | undefined;
  let store: TestStore;
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    if (REAL_SERVER) {
      store = { kind: 'eventstoredb', url: REAL_SERVER, namespace: `e2e-${randomUUID()}-` };
    } else {
      esdb = await EventStoreDbTestServer.start();
      store = { kind: 'eventstoredb', url: esdb.url };
    }
    server = await startTestServer({ store });
    api = new ApiClient(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await esdb?.stop();
  });

  it('GET /health reports the EventStoreDB connection', async () => {
    const health = await api.request<{ status: string; info: { store: Record<string, unknown> } }>(
      'GET',
      '/health',
      { token: OPERATOR_TOKEN },
    );
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      info: { store: { status: 'up', adapter: 'eventstoredb', lastPosition: expect.any(String) } },
    });
    if (esdb) expect(health.body.info.store).toMatchObject({ url: esdb.url, namespace: '' });
  });

  it('plays a whole game between two seats polling their legal actions, a spectator watching the stream', () =>
    playWholeGame(server, api));

  it('the same Idempotency-Key twice answers the same and appends nothing', () => retryWithTheSameKey(api));

  it('a revoked seat token is refused (the access stream reaches the read models)', () =>
    revokeASeatToken(api));

  it('50 concurrent commands: none lost or duplicated, and the state is the replay of the stream', () =>
    fiftyConcurrentCommands(server, api));

  it('a game goes on after the API server restarts on the same store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-esdb-restart-'));
    try {
      await restartMidGame(() => startTestServer({ dir, store }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (REAL_SERVER ? it.skip : it)(
    'while the store is down commands get 503 with Retry-After and change nothing; then it recovers by itself',
    async () => {
      const gql = new GraphQLClient(server.url);
      const game = await newGame(api, 41);
      const kept = await api.command(game.gameId, game.tokens.alice, KEEP('alice'), 'alice-keeps');
      expect(kept.status).toBe(200);
      const revision = kept.body.revision;
      const watcher = await openViewStream(`${server.url}/games/${game.gameId}/stream`);
      await watcher.until((view) => view.revision === revision);

      await esdb!.stop();
      // A command: 503, Retry-After, a problem saying to retry; over GraphQL the same in the extensions.
      const refused = await api.command(game.gameId, game.tokens.bob, KEEP('bob'), 'bob-keeps');
      expectProblem(refused, 503, 'STORE_UNAVAILABLE');
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.body).toMatchObject({ retryAfter: 1 });
      const mutation = await gql.request(
        `mutation ($id: ID!, $command: JSON!) { submitCommand(gameId: $id, command: $command, idempotencyKey: "bob-keeps-gql") { revision } }`,
        { id: game.gameId, command: KEEP('bob') },
        game.tokens.bob,
      );
      expect(mutation.errors?.[0]?.extensions).toMatchObject({
        code: 'STORE_UNAVAILABLE',
        status: 503,
        retryAfter: 1,
      });
      expectProblem(
        await api.request('POST', '/games', {
          token: API_KEY,
          body: { players: ['alice', 'bob'], decks: { alice: ['Mountain'], bob: ['Forest'] } },
        }),
        503,
        'STORE_UNAVAILABLE',
      );
      const down = await api.request<{ status: string; error: { store: Record<string, unknown> } }>(
        'GET',
        '/health',
        { token: OPERATOR_TOKEN },
      );
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'error',
        error: {
          store: { status: 'down', adapter: 'eventstoredb', url: esdb!.url, error: expect.any(String) },
        },
      });
      // Nothing was half-done: the game's stream ends where it did, and its view is unchanged.
      expect(lastRevision(esdb!, game.gameId)).toBe(BigInt(revision));
      expect((await api.view(game.gameId, JUDGE_TOKEN)).revision).toBe(revision);

      await esdb!.restart();
      // It recovers by itself: the store is reported up again, with nothing done but the restart (the
      // client reconnects after its backoff, which a busy machine makes longer).
      await healthUp(api);
      // The refused command, sent again, is carried out (once), and the views catch up.
      const retried = await api.command(game.gameId, game.tokens.bob, KEEP('bob'), 'bob-keeps');
      expect(retried.status).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect(retried.body.events[0]!.revision).toBe(revision + 1);
      expect((await api.view(game.gameId, JUDGE_TOKEN)).revision).toBe(retried.body.revision);
      const events = await api.events(game.gameId, JUDGE_TOKEN);
      expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
      expect(events[events.length - 1]!.revision).toBe(retried.body.revision);
      await watcher.until((view) => view.revision === retried.body.revision);
      watcher.close();
      const next = await api.command(
        game.gameId,
        game.tokens.alice,
        { type: 'PassPriority', player: 'alice' },
        'alice-passes',
      );
      expect(next.status).toBe(200);
      expect((await api.view(game.gameId)).revision).toBe(next.body.revision);
      expect((await api.request('GET', '/health')).status).toBe(200);
    },
  );
});

/** Waits until the service reports its store up again (at most 10 s), as a client retrying after Retry-After would. */
async function healthUp(api: ApiClient): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if ((await api.request('GET', '/health', { token: OPERATOR_TOKEN })).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the store was not reported up within 10 s of its restart');
}

/** The revision of the game stream's last event, as the EventStoreDB server has it. */
function lastRevision(server: EventStoreDbTestServer, gameId: string): bigint | undefined {
  const read = server.log.readStream(gameStream(gameId), 'end', 'backwards', 1n);
  return read.kind === 'ok' ? read.events[0]?.revision : undefined;
}
