import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardCatalogue } from '@mtg/cards';
import { gameView } from '@mtg/game';
import { evolve, initialState, type GameEvent } from '@mtg/rules';
import { ApiClient } from '../testing/api-client.js';
import { GREEN_DECK, RED_DECK } from '../testing/decks.js';
import { GraphQLWsClient } from '../testing/graphql-ws-client.js';
import { playByRest } from '../testing/rest-player.js';
import { openViewStream } from '../testing/sse-client.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

describe('restart (running server on SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-restart-'));
  let server: TestServer | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a game goes on from the store after a restart: same tokens, next command accepted, same views', async () => {
    server = await startTestServer(dir);
    let api = new ApiClient(server.url);
    const game = await api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: RED_DECK, bob: GREEN_DECK },
      seed: 31,
      startingPlayer: 'alice',
    });
    const keep = { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } };
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

    // The token secret and the read models are kept beside the event store.
    expect(statSync(join(dir, 'token-secret')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(dir, 'read-models.db'))).toBe(true);

    server = await startTestServer(dir);
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

    const events = await api.events(game.gameId, JUDGE_TOKEN);
    let state = initialState();
    for (const e of events) state = evolve(state, e.data as GameEvent);
    const judge = await api.view(game.gameId, JUDGE_TOKEN);
    expect(judge.revision).toBe(answer.body.revision);
    expect(judge).toEqual(
      JSON.parse(
        JSON.stringify(gameView(state, BigInt(judge.revision), { kind: 'judge' }, { cards: cardCatalogue })),
      ),
    );
  });
});
