import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Command } from '@mtg/rules';
import { chooseAction, lastTurn } from '../testing/autoplay.js';
import { GREEN_DECK, RED_DECK } from '../testing/decks.js';
import { GAME_FIELDS, GraphQLClient } from '../testing/graphql-client.js';
import { GraphQLWsClient } from '../testing/graphql-ws-client.js';
import { API_KEY, JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

interface GameData {
  id: string;
  revision: number;
  viewer: string;
  over: boolean;
  winner: string | null;
  turn: { number: number; active: string };
  players: { id: string; life: number; hand: { name: string }[] | null }[];
}

const CREATE = `mutation Create($input: CreateGameInput!) { createGame(input: $input) { gameId revision tokens { player token } } }`;
const LEGAL = `query Legal($gameId: ID!) { legalActions(gameId: $gameId) { revision actions choice } }`;
const SUBMIT = `mutation Submit($gameId: ID!, $command: JSON!, $key: String!, $expected: Int) {
  submitCommand(gameId: $gameId, command: $command, idempotencyKey: $key, expectedRevision: $expected) { revision replayed events { revision type data } }
}`;
const UPDATED = `subscription Updated($gameId: ID!) { gameUpdated(gameId: $gameId) { ${GAME_FIELDS} } }`;

describe('GraphQL API (running server on SQLite)', () => {
  let server: TestServer;
  let gql: GraphQLClient;

  beforeAll(async () => {
    server = await startTestServer();
    gql = new GraphQLClient(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  const create = async (seed: number) => {
    const { createGame } = await gql.data<{
      createGame: { gameId: string; revision: number; tokens: { player: string; token: string }[] };
    }>(
      CREATE,
      {
        input: {
          players: ['alice', 'bob'],
          decks: [
            { player: 'alice', cards: RED_DECK },
            { player: 'bob', cards: GREEN_DECK },
          ],
          seed,
          startingPlayer: 'bob',
        },
      },
      API_KEY,
    );
    return {
      ...createGame,
      tokens: Object.fromEntries(createGame.tokens.map((t) => [t.player, t.token])) as Record<string, string>,
    };
  };

  it('plays a whole game through GraphQL while a gameUpdated subscription receives every update', async () => {
    const game = await create(21);
    const watcher = await GraphQLWsClient.connect(`${server.url}/graphql`, {
      authorization: `Bearer ${game.tokens.alice}`,
    });
    const updates = watcher.subscribe<{ gameUpdated: GameData }>(UPDATED, { gameId: game.gameId });
    await updates.until((d) => d.gameUpdated.revision === game.revision);

    const seats = ['alice', 'bob'];
    const revisions: number[] = [];
    let revision = game.revision;
    let turn = 0;
    const choices = new Set<string>();
    for (let step = 0; ; step++) {
      if (step > 2000) throw new Error('no end');
      const polls = await Promise.all(
        seats.map((s) =>
          gql.data<{ legalActions: { actions: Command[]; choice: { kind: string } | null } }>(
            LEGAL,
            { gameId: game.gameId },
            game.tokens[s],
          ),
        ),
      );
      for (const p of polls) if (p.legalActions.choice) choices.add(p.legalActions.choice.kind);
      if (polls.every((p) => p.legalActions.actions.length === 0)) break;
      let seat: string | undefined;
      let command: Command | undefined;
      if (turn > 6) {
        seat = seats[0]!;
        command = { type: 'Concede', player: seat };
      } else {
        const i = polls.findIndex((p) => chooseAction(p.legalActions.actions, step));
        seat = seats[i];
        command = i >= 0 ? chooseAction(polls[i]!.legalActions.actions, step) : undefined;
      }
      if (!seat || !command) throw new Error(`nobody can act at ${revision}`);
      const { submitCommand } = await gql.data<{
        submitCommand: { revision: number; events: { revision: number; type: string; data: unknown }[] };
      }>(SUBMIT, { gameId: game.gameId, command, key: `gql-${step}`, expected: revision }, game.tokens[seat]);
      expect(submitCommand.events[0]!.revision).toBe(revision + 1);
      revision = submitCommand.revision;
      revisions.push(revision);
      turn = lastTurn(submitCommand.events, turn);
    }
    // The decisions each seat answered came with their choice described (the mulligans at least).
    expect([...choices]).toContain('yes-no');

    // The subscription sent the view after every command, then completed with the game.
    await updates.completed;
    const received = updates.received.map((d) => d.gameUpdated);
    expect(received.map((v) => v.revision)).toEqual(expect.arrayContaining(revisions));
    expect(received.map((v) => v.revision)).toEqual(
      [...received.map((v) => v.revision)].sort((a, b) => a - b),
    );
    expect(received.every((v) => v.viewer === 'alice' && v.players[1]!.hand === null)).toBe(true);
    const last = received[received.length - 1]!;
    expect(last).toMatchObject({ over: true, revision });
    await watcher.close();

    const { game: judged } = await gql.data<{ game: GameData }>(
      `query ($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`,
      { id: game.gameId },
      JUDGE_TOKEN,
    );
    expect(judged).toMatchObject({ over: true, revision, viewer: 'judge' });
    const { games } = await gql.data<{ games: { id: string; status: string }[] }>(
      `{ games(status: "over") { id status } }`,
      {},
      JUDGE_TOKEN,
    );
    expect(games).toEqual(expect.arrayContaining([{ id: game.gameId, status: 'over' }]));
  });

  it('answers errors with the same codes as REST, in extensions', async () => {
    const game = await create(22);
    const keep = { type: 'MakeChoice', player: 'bob', answer: { kind: 'yes-no', yes: true } };
    const attempt = (command: unknown, token: string | undefined, key = 'e1', expected?: number) =>
      gql.request(
        SUBMIT,
        { gameId: game.gameId, command, key, ...(expected !== undefined ? { expected } : {}) },
        token,
      );
    const ext = async (answer: Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>) =>
      (await answer).errors?.[0]?.extensions;
    expect(await ext(attempt(keep, game.tokens.alice))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await ext(attempt(keep, undefined))).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(await ext(attempt(keep, 'forged'))).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(await ext(attempt({ type: 'Dance', player: 'bob' }, game.tokens.bob))).toMatchObject({
      code: 'UNKNOWN_COMMAND_TYPE',
      status: 400,
    });
    expect(await ext(attempt({ ...keep, extra: 1 }, game.tokens.bob))).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    expect(await ext(attempt(keep, game.tokens.bob, 'e2', 0))).toMatchObject({
      code: 'REVISION_CONFLICT',
      status: 409,
    });
    expect(await ext(attempt({ type: 'PassPriority', player: 'bob' }, game.tokens.bob))).toMatchObject({
      code: 'DECISION_PENDING',
      status: 422,
      rule: expect.any(String),
    });
    // The refusal is in the judge's audit trail; a seat may not read it.
    const AUDIT = `query ($gameId: ID!) { audit(gameId: $gameId) { kind rule text } }`;
    const { audit } = await gql.data<{ audit: { kind: string; rule: string; text: string }[] }>(
      AUDIT,
      { gameId: game.gameId },
      JUDGE_TOKEN,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        kind: 'rejected-command',
        text: expect.stringContaining('PassPriority by bob'),
      }),
    ]);
    expect(await ext(gql.request(AUDIT, { gameId: game.gameId }, game.tokens.bob))).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(await ext(gql.request(`{ game(id: "nope") { id } }`))).toMatchObject({
      code: 'GAME_NOT_FOUND',
      status: 404,
    });
    const unknownCard = await gql.request(
      CREATE,
      {
        input: {
          players: ['a', 'b'],
          decks: [
            { player: 'a', cards: ['Mountain'] },
            { player: 'b', cards: ['Nope Nope'] },
          ],
        },
      },
      API_KEY,
    );
    expect(unknownCard.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Nope Nope'),
      extensions: { code: 'UNKNOWN_CARD', status: 400 },
    });
    // Nothing changed; then the right seat's command goes through, and a retry is recognised.
    const { game: view } = await gql.data<{ game: GameData }>(
      `query ($id: ID!) { game(id: $id) { revision } }`,
      { id: game.gameId },
    );
    expect(view.revision).toBe(game.revision);
    const first = await gql.data<{ submitCommand: { revision: number; replayed: boolean } }>(
      SUBMIT,
      { gameId: game.gameId, command: keep, key: 'ok' },
      game.tokens.bob,
    );
    const retry = await gql.data<{ submitCommand: { revision: number; replayed: boolean } }>(
      SUBMIT,
      { gameId: game.gameId, command: keep, key: 'ok' },
      game.tokens.bob,
    );
    expect(retry.submitCommand).toEqual({ ...first.submitCommand, replayed: true });
  });

  it('refuses a subscription connection with a token that is not valid, and a subscription to no game', async () => {
    await expect(
      GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: 'Bearer forged' }),
    ).rejects.toThrow();
    const socket = await GraphQLWsClient.connect(`${server.url}/graphql`);
    const nowhere = socket.subscribe(UPDATED, { gameId: 'no-such-game' });
    await expect(nowhere.completed).rejects.toThrow(/GAME_NOT_FOUND/);
    await socket.close();
  });
});
