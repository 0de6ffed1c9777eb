// Issue 14, item 2: every bad input gets a clear 4xx problem (RFC 9457, with a code) and changes
// nothing. Each case here is one a hostile tester found answering 500, or applied, or refused
// without naming why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, MAX_URL_LENGTH } from '../problems/input-limits.js';
import { ApiClient, type Answer } from '../testing/api-client.js';
import {
  expectGraphQLRefusalOrData,
  expectProblemDocument,
  rawRequest,
  serverWithAGame,
  storeHead,
  writtenSince,
} from '../testing/bad-input.js';
import { GREEN_DECK, RED_DECK } from '../testing/decks.js';
import { KEEP, newGame, type CreatedGame } from '../testing/game-scenarios.js';
import { GraphQLWsClient } from '../testing/graphql-ws-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** About 40 KB of nesting: deep enough to overflow a recursive walk. */
const DEEP = 6_000;

describe('bad input gets a clear 4xx problem and changes nothing', () => {
  let server: TestServer;
  let api: ApiClient;
  let game: CreatedGame;
  let head: bigint;

  beforeAll(async () => {
    ({ server, api, game } = await serverWithAGame());
  });

  afterAll(async () => {
    await server.close();
  });

  beforeEach(async () => {
    head = await storeHead(server);
  });

  /** The answer is a problem with this status, code and (if given) a message naming the cause. */
  const refused = async (answer: Answer, status: number, code: string, cause?: string | RegExp) => {
    expectProblemDocument(answer);
    expect(answer.body).toMatchObject({ status, code });
    if (cause) expect(answer.text).toMatch(cause);
    expect(await writtenSince(server, head)).toEqual([]);
  };

  const createGame = (body: unknown) => api.request('POST', '/games', { body, token: api.apiKey });
  const createRaw = (rawBody: string) => api.request('POST', '/games', { rawBody, token: api.apiKey });
  const command = (body: unknown, key = 'bad-input') =>
    api.request('POST', `/games/${game.gameId}/commands`, {
      token: game.tokens.alice,
      body,
      headers: { 'idempotency-key': key },
    });
  const commandRaw = (rawBody: string) =>
    api.request('POST', `/games/${game.gameId}/commands`, {
      token: game.tokens.alice,
      rawBody,
      headers: { 'idempotency-key': 'bad-input' },
    });
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    api.request('POST', '/graphql', { token: game.tokens.alice, body: { query, variables } });
  const SUBMIT = `mutation ($gameId: ID!, $command: JSON!, $key: String!) {
    submitCommand(gameId: $gameId, command: $command, idempotencyKey: $key) { revision } }`;
  const submitLiteral = (literal: string, key: string) =>
    graphql(`mutation { submitCommand(gameId: "${game.gameId}", command: ${literal}, idempotencyKey: "${key}") {
      revision } }`);
  const graphQLCodes = (answer: Answer) =>
    ((answer.body as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map(
      (e) => e.extensions?.code,
    );

  describe('deeply nested JSON is refused before validation (BODY_TOO_DEEP, naming the limit)', () => {
    it('in the body of POST /games', async () => {
      for (const body of [
        nestedArrays(DEEP),
        nestedObjects(DEEP),
        `{"players":${nestedArrays(DEEP)}}`,
        `{"players":["alice","bob"],"decks":${nestedObjects(DEEP)}}`,
      ]) {
        await refused(await createRaw(body), 400, 'BODY_TOO_DEEP', `deeper than ${MAX_JSON_DEPTH} levels`);
      }
    });

    it('in the answer, targets and additional costs of a command', async () => {
      const start = '{"type":"CastSpell","player":"alice","card":"o1"';
      for (const body of [
        `{"type":"MakeChoice","player":"alice","answer":${nestedArrays(DEEP)}}`,
        `{"type":"MakeChoice","player":"alice","answer":{"kind":"assignment","amounts":${nestedObjects(DEEP)}}}`,
        `${start},"targets":${nestedArrays(DEEP)}}`,
        `${start},"additional":${nestedObjects(DEEP)}}`,
      ]) {
        await refused(await commandRaw(body), 400, 'BODY_TOO_DEEP', `deeper than ${MAX_JSON_DEPTH} levels`);
      }
    });

    it('at one level past the limit, and not at the limit', async () => {
      const answer = (depth: number) =>
        `{"type":"MakeChoice","player":"alice","answer":${nestedArrays(depth)}}`;
      // The body is one level, the answer the others.
      await refused(await commandRaw(answer(MAX_JSON_DEPTH)), 400, 'BODY_TOO_DEEP');
      await refused(await commandRaw(answer(MAX_JSON_DEPTH - 1)), 400, 'VALIDATION_FAILED', 'answer');
    });

    it('in GraphQL variables, JSON literals and documents', async () => {
      const variables = `{"gameId":"${game.gameId}","key":"deep","command":${nestedArrays(DEEP)}}`;
      const deepVariable = await api.request('POST', '/graphql', {
        rawBody: `{"query":${JSON.stringify(SUBMIT)},"variables":${variables}}`,
      });
      await refused(deepVariable, 400, 'BODY_TOO_DEEP');
      const deepLiteral = await submitLiteral(
        '{a:'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1),
        'deep',
      );
      expectGraphQLRefusalOrData(deepLiteral);
      expect(graphQLCodes(deepLiteral)).toEqual(['BODY_TOO_DEEP']);
      // A document too deep for the GraphQL parser itself (it recurses) is refused before parsing.
      await refused(
        await submitLiteral('{a:'.repeat(DEEP) + '1' + '}'.repeat(DEEP), 'deep'),
        400,
        'BODY_TOO_DEEP',
      );
      const deepGet = await api.request(
        'GET',
        `/graphql?query=${encodeURIComponent(`{ games(status: ${'['.repeat(1_000)}"x"${']'.repeat(1_000)}) { id } }`)}`,
      );
      await refused(deepGet, 400, 'BODY_TOO_DEEP');
    });
  });

  describe('keys named like Object.prototype members', () => {
    it('__proto__ keys are refused as the JSON is parsed, saying so', async () => {
      const proto = '"__proto__":{"x":1}';
      await refused(await createRaw(`{${proto}}`), 400, 'MALFORMED_BODY', '__proto__');
      await refused(
        await commandRaw(
          `{"type":"MakeChoice","player":"alice","answer":{${proto},"kind":"yes-no","yes":true}}`,
        ),
        400,
        'MALFORMED_BODY',
        '__proto__',
      );
    });

    it('are refused as unknown fields of a command (REST), nested ones too', async () => {
      for (const name of PROTOTYPE_NAMES.filter((n) => n !== '__proto__')) {
        await refused(
          await command({ ...KEEP('alice'), [name]: 1 }),
          400,
          'VALIDATION_FAILED',
          `${name}: unknown field`,
        );
        await refused(
          await command({ ...KEEP('alice'), answer: { kind: 'yes-no', yes: true, [name]: 1 } }),
          400,
          'VALIDATION_FAILED',
          `answer.${name}: unknown field`,
        );
      }
    });

    it('are refused as unknown fields of a command (GraphQL variable, and __proto__ in a literal)', async () => {
      for (const name of PROTOTYPE_NAMES) {
        const command = Object.defineProperty({ ...KEEP('alice') }, name, { value: 1, enumerable: true });
        const answer = await graphql(SUBMIT, { gameId: game.gameId, key: `proto-${name}`, command });
        // JSON bodies with a __proto__ key are refused as they are parsed (MALFORMED_BODY).
        if (name === '__proto__') await refused(answer, 400, 'MALFORMED_BODY');
        else expect(graphQLCodes(answer)).toEqual(['VALIDATION_FAILED']);
        const literal = await submitLiteral(
          `{ type: "MakeChoice", player: "alice", answer: { kind: "yes-no", yes: true }, ${name}: 1 }`,
          `literal-${name}`,
        );
        expect(graphQLCodes(literal)).toEqual(['VALIDATION_FAILED']);
        expect(literal.text).toContain(`${name}: unknown field`);
      }
      expect(await writtenSince(server, head)).toEqual([]);
    });

    it('are plain keys of a damage assignment: no 500, a 4xx from the rules', async () => {
      for (const name of PROTOTYPE_NAMES.filter((n) => n !== '__proto__')) {
        const answer = await command({
          type: 'MakeChoice',
          player: 'alice',
          answer: { kind: 'assignment', amounts: { [name]: 1 } },
        });
        expectProblemDocument(answer);
      }
      expect(await writtenSince(server, head)).toEqual([]);
    });

    it('are not player names, and the refusal says why', async () => {
      for (const name of PROTOTYPE_NAMES.filter((n) => n !== '__proto__')) {
        const answer = await createGame({
          players: [name, 'bob'],
          decks: { [name]: RED_DECK, bob: GREEN_DECK },
        });
        await refused(answer, 400, 'VALIDATION_FAILED', `players[0] \\"${name}\\" is a reserved word`);
      }
    });
  });

  it('an answer sent as an array is refused', async () => {
    await refused(
      await command({ type: 'MakeChoice', player: 'alice', answer: [] }),
      400,
      'VALIDATION_FAILED',
      'answer must be an object',
    );
  });

  it('a deck of 251 cards is refused, naming the deck and the limit', async () => {
    const answer = await createGame({
      players: ['alice', 'bob'],
      decks: { alice: Array<string>(251).fill('Mountain'), bob: GREEN_DECK },
    });
    await refused(answer, 400, 'VALIDATION_FAILED', 'decks.alice has 251 cards: at most 250');
    await refused(
      await createGame({ players: ['alice', 'bob'], decks: { alice: RED_DECK } }),
      400,
      'VALIDATION_FAILED',
      'decks.bob: missing',
    );
    await refused(
      await createGame({ players: ['alice', 'bob'], decks: { alice: RED_DECK, bob: GREEN_DECK, carol: [] } }),
      400,
      'VALIDATION_FAILED',
      'decks.carol: not a player of the game',
    );
  });

  describe('player names', () => {
    const withPlayer = (name: string) => ({
      players: [name, 'bob'],
      decks: { [name]: RED_DECK, bob: GREEN_DECK },
      seed: 5,
      startingPlayer: name,
    });

    it("are well-formed text of 1 to 40 letters, marks, digits, spaces and - _ . ' , and not like an id", async () => {
      const refusals: [string, string][] = [
        ['\ud800', 'lone surrogate'],
        ['al\udc00ice', 'lone surrogate'],
        ['', 'must be 1 to 40 characters long, not 0'],
        ['x'.repeat(41), 'must be 1 to 40 characters long, not 41'],
        ['Zoe\u0308', 'normalization form C'],
        ['ali\u0007ce', 'U+0007'],
        ['bob\u202e', 'U+202E'],
        ['alice@home', 'U+0040'],
        [' alice', 'must not begin or end with a space'],
        ['alice ', 'must not begin or end with a space'],
        ['o12', 'looks like an object id'],
        ['d3', 'looks like an object id'],
        ['e7', 'looks like an object id'],
        ['t4', 'looks like an object id'],
        ['judge', 'reserved'],
        ['spectator', 'reserved'],
      ];
      for (const [name, cause] of refusals) {
        // Sent as JSON text of its own so that a lone surrogate stays one (JSON.stringify escapes it).
        const answer = await createRaw(JSON.stringify(withPlayer(name)));
        await refused(answer, 400, 'VALIDATION_FAILED', cause);
        expect(answer.text).toContain('players[0]');
      }
    });

    it('in any script are accepted, and their seats act', async () => {
      for (const [i, name] of [
        'Zoë',
        'Jean-Luc Picard',
        "O'Brien",
        '李小龙',
        'Ａ',
        'o12x',
        'O12',
        'ab1',
      ].entries()) {
        const created = await api.createGame(withPlayer(name));
        const answer = await api.command(created.gameId, created.tokens[name], KEEP(name), `keep-${i}`);
        expect({ name, status: answer.status }).toEqual({ name, status: 200 });
      }
    });
  });

  describe('requests no route handler sees', () => {
    it('404 (no route), 405 (a method the path has not), 415 (not JSON)', async () => {
      await refused(await api.request('GET', '/nowhere'), 404, 'NOT_FOUND');
      const wrongMethod = await api.request('DELETE', '/games');
      await refused(wrongMethod, 405, 'METHOD_NOT_ALLOWED', 'GET, HEAD, POST');
      expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, POST');
      await refused(
        await api.request('PUT', `/games/${game.gameId}/commands`, { body: {} }),
        405,
        'METHOD_NOT_ALLOWED',
      );
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        const answer = await api.request('POST', '/games', {
          rawBody: 'players=alice',
          headers: { 'content-type': type },
        });
        await refused(answer, 415, 'UNSUPPORTED_MEDIA_TYPE', `of type ${type}: send it as application/json`);
      }
    });

    it('with CORS configured (its preflight route answers every path), still 404 and 405', async () => {
      const cors = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example' } });
      try {
        const client = new ApiClient(cors.url);
        expectProblemDocument(await client.request('GET', '/nowhere'));
        expect((await client.request('GET', '/nowhere')).status).toBe(404);
        const wrongMethod = await client.request('DELETE', '/games');
        expect(wrongMethod.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
        expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, POST');
      } finally {
        await cors.close();
      }
    });

    it('413 (body too large), 414 (target too long), 431 (head too large), 400 (not HTTP)', async () => {
      const large = await command({ ...KEEP('alice'), decision: 'x'.repeat(70_000) });
      await refused(large, 413, 'BODY_TOO_LARGE');
      await refused(await api.request('GET', `/games/${'x'.repeat(MAX_URL_LENGTH)}`), 414, 'URI_TOO_LONG');
      await refused(
        await api.request('GET', `/games/${'x'.repeat(MAX_URL_LENGTH + 1)}`),
        414,
        'URI_TOO_LONG',
      );
      // Below the limit, a long id is only an unknown game; a path that is no valid percent-encoding is a 400.
      await refused(await api.request('GET', `/games/${'x'.repeat(1_000)}`), 404, 'GAME_NOT_FOUND');
      await refused(await api.request('GET', '/games/%E0%A4%A'), 400, 'BAD_URL');
      // Too long for Node's HTTP parser itself: refused before Fastify sees a request.
      const longer = await api.request('GET', `/games?status=${'x'.repeat(100_000)}`);
      await refused(longer, 414, 'URI_TOO_LONG', `longer than ${MAX_URL_LENGTH} characters`);
      const headers = await api.request('GET', '/games', { headers: { 'x-padding': 'x'.repeat(20_000) } });
      await refused(headers, 431, 'HEADERS_TOO_LARGE');
      const garbage = await rawRequest(server.url, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage.status).toBe(400);
      expect(garbage.head).toContain('application/problem+json');
      expect(JSON.parse(garbage.body)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    });
  });

  describe('GraphQL', () => {
    it('a refused WebSocket connection closes with 4403 Forbidden (graphql-transport-ws)', async () => {
      await expect(
        GraphQLWsClient.connect(`${server.url}/graphql`, { authorization: 'Bearer not-a-token' }),
      ).rejects.toThrow('closed before ack: 4403 Forbidden');
    });

    it('a command written inline, nested objects and lists and all, is taken like the same command as a variable', async () => {
      const another = newGame(api, 12);
      const inline = await submitLiteral(
        '{ type: "MakeChoice", player: "alice", answer: { kind: "yes-no", yes: true } }',
        'inline-keep',
      );
      expect(inline.body).toEqual({ data: { submitCommand: { revision: expect.any(Number) } } });
      const other = await another;
      const asVariable = await api.request('POST', '/graphql', {
        token: other.tokens.alice,
        body: {
          query: SUBMIT,
          variables: { gameId: other.gameId, key: 'variable-keep', command: KEEP('alice') },
        },
      });
      expect(asVariable.body).toEqual(inline.body);
      // Lists in a literal are JSON lists: a cast with targets reaches the rules (not a validation error).
      const targets = await submitLiteral(
        '{ type: "CastSpell", player: "alice", card: "o1", targets: [["bob"]], payment: "auto" }',
        'inline-cast',
      );
      expect(graphQLCodes(targets)).toEqual([expect.not.stringMatching(/VALIDATION|BODY_TOO_DEEP/)]);
    });

    it('every error carries a code: syntax, validation, variables', async () => {
      for (const answer of [
        await graphql('query { '),
        await graphql('query { nope }'),
        await graphql(SUBMIT, { gameId: game.gameId }),
        await api.request('POST', '/graphql', { body: [1, 2] }),
      ]) {
        expectGraphQLRefusalOrData(answer);
        expect(answer.status).toBe(400);
      }
      expect(await writtenSince(server, head)).toEqual([]);
    });
  });
});
