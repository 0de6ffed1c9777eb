import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GameView } from '@mtg/game';
import type { Command } from '@mtg/rules';
import { ApiClient } from '../testing/api-client.js';
import { chooseAction } from '../testing/autoplay.js';
import { ALICE_DECK, BOB_HIDDEN_DECK } from '../testing/decks.js';
import { GAME_FIELDS, GraphQLClient } from '../testing/graphql-client.js';
import { GraphQLWsClient } from '../testing/graphql-ws-client.js';
import { hiddenIdsIn, hiddenNames, hiddenObjectIds, leaks } from '../testing/hidden-information.js';
import { playByRest } from '../testing/rest-player.js';
import { openViewStream } from '../testing/sse-client.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

type Hidden = { alice: Set<string>; spectator: Set<string> };

describe('hidden information (running server on SQLite)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('neither a seat nor a spectator is ever sent the other hands, a library, or a shuffle', async () => {
    const api = new ApiClient(server.url);
    const gql = new GraphQLClient(server.url);
    const game = await api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: ALICE_DECK, bob: BOB_HIDDEN_DECK },
      seed: 5,
      startingPlayer: 'alice',
    });
    const { alice } = game.tokens;
    const failures: string[] = [];
    const hiddenAt = new Map<number, Hidden>();
    let hidden!: Hidden;

    // What alice and a spectator may not see now, from the judge's view of this moment.
    const observe = async () => {
      const judgeAnswer = await api.request<GameView>('GET', `/games/${game.gameId}`, { token: JUDGE_TOKEN });
      const judge = judgeAnswer.body;
      hidden = { alice: hiddenNames(judge, 'alice'), spectator: hiddenNames(judge) };
      hiddenAt.set(judge.revision, hidden);
      // The scan is not vacuous: bob's hidden cards are named in the judge's view.
      expect(hidden.alice.size).toBeGreaterThan(0);
      for (const name of hidden.alice) expect(judgeAnswer.text).toContain(name);
      expect(leaks(judgeAnswer.text, hidden.alice)).toContain('key "library"');
      return judge.revision;
    };
    const received: Record<'alice' | 'spectator', [string, string][]> = { alice: [], spectator: [] };
    const check = (who: 'alice' | 'spectator', where: string, text: string, set = hidden) => {
      received[who].push([where, text]);
      for (const leak of leaks(text, set[who], { hands: who === 'spectator' ? 'none' : 'allowed' }))
        failures.push(`${who} ${where}: ${leak}`);
    };
    // Every REST answer is checked at the moment it is received.
    const asAlice = async (method: string, path: string) =>
      check('alice', path, (await api.request(method, path, { token: alice })).text);
    const asSpectator = async (path: string) =>
      check('spectator', path, (await api.request('GET', path)).text);

    await observe();
    const streams = {
      alice: await openViewStream(`${server.url}/games/${game.gameId}/stream`, alice),
      spectator: await openViewStream(`${server.url}/games/${game.gameId}/stream`),
    };
    const sockets = {
      alice: await GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: `Bearer ${alice}` }),
      spectator: await GraphQLWsClient.connect(`${server.url}/graphql`),
    };
    const query = `subscription ($gameId: ID!) { gameUpdated(gameId: $gameId) { ${GAME_FIELDS} } }`;
    const subscriptions = {
      alice: sockets.alice.subscribe<{ gameUpdated: GameView }>(query, { gameId: game.gameId }),
      spectator: sockets.spectator.subscribe<{ gameUpdated: GameView }>(query, { gameId: game.gameId }),
    };

    let bobMulliganed = false;
    let commands = 0;
    let last = game.revision;
    const choose = (seat: string, actions: readonly Command[], step: number): Command | undefined => {
      // Bob takes a mulligan once, so that he also has to choose cards from his hand to put on the bottom.
      const mulligan = actions.find(
        (a) => a.type === 'MakeChoice' && a.answer.kind === 'yes-no' && !a.answer.yes,
      );
      if (seat === 'bob' && mulligan && !bobMulliganed) {
        bobMulliganed = true;
        return mulligan;
      }
      return chooseAction(actions, step);
    };
    await playByRest(api, game.gameId, game.revision, game.tokens, {
      turnCap: 3,
      choose,
      afterCommand: async (answer, seat) => {
        commands++;
        const revision = await observe();
        expect(revision).toBe(answer.revision);
        // The answer to alice's own command holds only what she may see.
        if (seat === 'alice') check('alice', 'command answer', JSON.stringify(answer));
        await asAlice('GET', `/games/${game.gameId}`);
        await asAlice('GET', `/games/${game.gameId}/legal-actions`);
        await asAlice('GET', `/games/${game.gameId}/events?from=${last + 1}`);
        await asSpectator(`/games/${game.gameId}`);
        await asSpectator(`/games/${game.gameId}/events?from=${last + 1}`);
        if (commands % 4 === 0) {
          const gqlQuery = `query ($id: ID!) { game(id: $id) { ${GAME_FIELDS} } legalActions(gameId: $id) { revision actions } events(gameId: $id, from: ${last + 1}) { revision type data } }`;
          check('alice', 'graphql', (await gql.request(gqlQuery, { id: game.gameId }, alice)).text);
          check('spectator', 'graphql', (await gql.request(gqlQuery, { id: game.gameId })).text);
        }
        last = revision;
      },
    });
    expect(bobMulliganed).toBe(true);
    expect(commands).toBeGreaterThan(20);

    // The whole event log, from the start, as each may see it (checked against what stays hidden).
    await asAlice('GET', `/games/${game.gameId}/events`);
    await asSpectator(`/games/${game.gameId}/events`);

    // Live views are checked against what was hidden at their revision.
    const atRevision = (revision: number) => hiddenAt.get(revision) ?? hidden;
    await Promise.all([
      streams.alice.ended,
      streams.spectator.ended,
      subscriptions.alice.completed,
      subscriptions.spectator.completed,
    ]);
    for (const who of ['alice', 'spectator'] as const) {
      expect(streams[who].views.length).toBeGreaterThan(commands / 2);
      streams[who].texts.forEach((text, i) =>
        check(who, `stream #${i}`, text, atRevision(streams[who].views[i]!.revision)),
      );
      for (const [i, data] of subscriptions[who].received.entries())
        check(who, `subscription #${i}`, JSON.stringify(data), atRevision(data.gameUpdated.revision));
    }
    await Promise.all([sockets.alice.close(), sockets.spectator.close()]);

    // No id of an object in a library or in a hand the viewer doesn't own ever reached it, on any
    // channel: ids don't chain through hidden zones, nor say which decklist entry a card was.
    const judgeEvents = await api.events(game.gameId, JUDGE_TOKEN);
    const hiddenIds = {
      alice: hiddenObjectIds(judgeEvents, { kind: 'seat', player: 'alice' }),
      spectator: hiddenObjectIds(judgeEvents, { kind: 'spectator' }),
    };
    expect(hiddenIds.alice.size).toBeGreaterThan(100);
    for (const who of ['alice', 'spectator'] as const)
      for (const [where, text] of received[who])
        for (const id of hiddenIdsIn(text, hiddenIds[who]))
          failures.push(`${who} ${where}: hidden object ${id}`);

    expect(failures).toEqual([]);
    // Alice does see her own hand; bob's hand is only counted.
    const view = await api.view(game.gameId, alice);
    expect(view.players[0]!.hand).toBeDefined();
    expect(view.players[1]!.hand).toBeUndefined();
    expect(view.players[1]!.handCount).toBeGreaterThan(0);
  });

  it('keeps a game’s 256-bit seed to the judge, and says whether a game is fit for competitive play', async () => {
    const api = new ApiClient(server.url);
    const game = await api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: ALICE_DECK, bob: ALICE_DECK },
    });
    const judge = await api.view(game.gameId, JUDGE_TOKEN);
    expect(judge).toMatchObject({ competitive: true, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    for (const token of [game.tokens.alice, undefined]) {
      const view = await api.request('GET', `/games/${game.gameId}`, { token });
      const events = await api.request('GET', `/games/${game.gameId}/events`, { token });
      expect(view.body).toMatchObject({ competitive: true });
      expect(view.body).not.toHaveProperty('seed');
      for (const text of [view.text, events.text]) expect(text).not.toContain(judge.seed);
    }
    // A caller's seed makes the game reproducible by anyone who knows it: not fit for competition.
    const seeded = await api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: ALICE_DECK, bob: ALICE_DECK },
      seed: 9,
    });
    expect(await api.view(seeded.gameId, seeded.tokens.alice)).toMatchObject({ competitive: false });
  });
});
