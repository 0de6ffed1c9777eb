// Issue 14, item 2, as a property: generated bad input (random JSON, deep nesting, keys named like
// Object.prototype members, wrong types, long strings, odd Unicode) thrown at every endpoint of a
// real server never gets a 5xx; every refusal is a problem document (GraphQL: errors with a code)
// and leaves the store as it was. A fixed seed and a few hundred runs keep it reproducible and quick.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COMMAND_DTOS } from './dto/command.dto.js';
import { ApiClient, type Answer } from '../testing/api-client.js';
import {
  expectGraphQLRefusalOrData,
  expectProblemDocument,
  serverWithAGame,
  storeHead,
  writtenSince,
} from '../testing/bad-input.js';
import type { CreatedGame } from '../testing/game-scenarios.js';
import { JUDGE_TOKEN, type TestServer } from '../testing/test-server.js';

const SEED = 20_260_214;
const RUNS = 200;
/** Each property's time limit: a few seconds alone, more on a loaded CI machine. */
const TIMEOUT_MS = 60_000;

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const FIELD_KEYS = [
  ...['type', 'player', 'answer', 'kind', 'yes', 'ids', 'value', 'amounts', 'decision', 'effect', 'card'],
  ...['targets', 'additional', 'payment', 'actions', 'times', 'x', 'modes', 'divide', 'attackers', 'blocks'],
  ...['players', 'decks', 'seed', 'startingPlayer', 'sacrifice', 'kicker', 'source', 'color', 'face'],
];
const ODD_TEXT = [
  ...['\ud800', 'a\udfffb', '\u0000', '\u202e', 'e\u0301', 'Zoe\u0308', '\ufeff', '𝕏', '李', ' ', ''],
  ...['alice', 'bob', 'o1', 'o12', 'd3', 'auto', 'yes-no', 'options', 'number', 'assignment', 'judge'],
  ...[...PROTOTYPE_KEYS, ...Object.keys(COMMAND_DTOS), 'Mountain', 'x'.repeat(300)],
];

const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...FIELD_KEYS), fc.string({ maxLength: 6 }));
const text = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ maxLength: 12 }),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const { json } = fc.letrec<{ json: unknown; list: unknown[]; record: Record<string, unknown> }>((tie) => ({
  json: fc.oneof({ depthSize: 'small' }, scalar, tie('list'), tie('record')),
  list: fc.array(tie('json'), { maxLength: 4 }),
  record: fc.dictionary(key, tie('json'), { maxKeys: 5 }),
}));

/** A command of a known type for a seat, with generated fields: mostly refused, sometimes legal. */
const commandLike = fc
  .tuple(
    fc.constantFrom(...Object.keys(COMMAND_DTOS)),
    fc.constantFrom('alice', 'bob'),
    fc.dictionary(key, json, { maxKeys: 4 }),
  )
  .map(([type, player, fields]) => ({ type, player, ...fields }));
/** A game to create, with generated players and decks. */
const gameLike = fc
  .tuple(
    fc.array(text, { maxLength: 5 }),
    fc.dictionary(fc.oneof(key, text), fc.oneof(json, fc.constant(['Mountain']))),
  )
  .map(([players, decks]) => ({ players, decks }));

/** `depth` nested arrays or objects, as JSON text (too deep to parse recursively at the top end). */
const deepText = fc
  .tuple(fc.integer({ min: 28, max: 6_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '0' + '}'.repeat(depth),
  );
/** A long string, some past the 64 KiB body limit. */
const longText = fc
  .tuple(fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom('x', 'é', '𝕏'))
  .map(([n, c]) => c.repeat(n));

/** A body as sent: JSON of a generated value, or JSON text with a deep or long part, or not JSON at all. */
const body = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    shape.map((v) => JSON.stringify(v)),
    json.map((v) => JSON.stringify(v) ?? 'null'),
    fc.tuple(shape, key, deepText).map(([v, k, deep]) => spliced(v, k, deep)),
    fc.tuple(shape, key, longText).map(([v, k, long]) => spliced(v, k, JSON.stringify(long))),
    fc.string({ maxLength: 40 }),
  );

/** The value as JSON text with one more field, whose JSON text is given. */
function spliced(value: unknown, field: string, fieldJson: string): string {
  const object = JSON.stringify(value);
  const rest = object.startsWith('{') && object !== '{}' ? `,${object.slice(1)}` : '}';
  return `{${JSON.stringify(field)}:${fieldJson}${rest}`;
}

/** Header values: ASCII, as HTTP wants them. */
const headerText = fc
  .string({ unit: 'grapheme-ascii', maxLength: 40 })
  .map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const QUERY_PARTS = [
  ...['%', '%zz', '%ED%A0%80', '%00', '&&', '=', 'from=-1', 'from=1e3', 'from=99999999999999999999', 'from='],
  ...['limit=0', 'limit=501', 'limit=abc', 'status[]=x', 'status=__proto__', '__proto__=1', 'constructor=1'],
  ...['status=over&status=playing', 'query=%7B', 'variables=%7B%7D'],
];
const queryString = fc
  .array(
    fc.oneof(
      fc.constantFrom(...QUERY_PARTS),
      headerText.map((s) => encodeURIComponent(s)),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join('&'));

describe('fuzzing every endpoint with bad input', () => {
  let server: TestServer;
  let api: ApiClient;
  let game: CreatedGame;
  let head: bigint;

  beforeAll(async () => {
    ({ server, api, game } = await serverWithAGame());
    head = await storeHead(server);
  });

  afterAll(async () => {
    await server.close();
  });

  /** No 5xx; a refusal is a problem and writes nothing; an accepted input moves the baseline on. */
  const check = async (answer: Answer, graphql = false) => {
    expect(answer.status).toBeLessThan(500);
    if (graphql) expectGraphQLRefusalOrData(answer);
    else if (answer.status >= 400) expectProblemDocument(answer);
    const refused =
      answer.status >= 400 || (graphql && (answer.body as { errors?: unknown[] }).errors !== undefined);
    if (refused) expect(await writtenSince(server, head)).toEqual([]);
    head = await storeHead(server);
  };

  const tokens = () =>
    fc.oneof(
      fc.constantFrom(api.apiKey, game.tokens.alice, game.tokens.bob, JUDGE_TOKEN, undefined),
      headerText,
    );
  const property = <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, run), { seed: SEED, numRuns: RUNS, endOnFailure: true });

  it(
    'POST /games',
    () =>
      property(fc.record({ raw: body(gameLike), token: tokens() }), async ({ raw, token }) => {
        await check(await api.request('POST', '/games', { rawBody: raw, token }));
      }),
    TIMEOUT_MS,
  );

  it(
    'POST /games/:id/commands',
    () =>
      property(
        fc.record({
          raw: body(commandLike),
          token: tokens(),
          key: fc.option(fc.oneof(fc.uuid(), headerText, fc.constant('k'.repeat(201))), { nil: undefined }),
          ifMatch: fc.option(headerText, { nil: undefined }),
        }),
        async ({ raw, token, key, ifMatch }) => {
          const headers = {
            ...(key !== undefined ? { 'idempotency-key': key } : {}),
            ...(ifMatch !== undefined ? { 'if-match': ifMatch } : {}),
          };
          await check(
            await api.request('POST', `/games/${game.gameId}/commands`, { token, rawBody: raw, headers }),
          );
        },
      ),
    TIMEOUT_MS,
  );

  it(
    'GET with odd paths and query strings',
    () =>
      property(
        fc.record({
          path: fc.constantFrom(
            '/games',
            `/games/${game.gameId}`,
            `/games/${game.gameId}/events`,
            `/games/${game.gameId}/legal-actions`,
            `/games/${game.gameId}/audit`,
            '/games/no-such-game/events',
            '/graphql',
          ),
          query: queryString,
          token: tokens(),
        }),
        async ({ path, query, token }) => {
          await check(await api.request('GET', `${path}?${query}`, { token }), path === '/graphql');
        },
      ),
    TIMEOUT_MS,
  );

  const SUBMIT = `mutation ($gameId: ID!, $command: JSON!, $key: String!) {
    submitCommand(gameId: $gameId, command: $command, idempotencyKey: $key) { revision } }`;
  const CREATE = `mutation ($input: CreateGameInput!) { createGame(input: $input) { gameId } }`;
  const GAMES = `query ($status: String, $limit: Int) { games(status: $status, limit: $limit) { id } }`;

  it(
    'POST /graphql',
    () =>
      property(
        fc.record({
          request: fc.oneof(
            fc
              .tuple(fc.oneof(commandLike, json), fc.oneof(fc.uuid(), text))
              .map(([command, key]) => ({ query: SUBMIT, variables: { gameId: game.gameId, command, key } })),
            fc.oneof(gameLike, json).map((input) => ({ query: CREATE, variables: { input } })),
            fc.record({ status: json, limit: json }).map((variables) => ({ query: GAMES, variables })),
            fc.oneof(commandLike, json).map((command) => ({
              query: `mutation { submitCommand(gameId: "${game.gameId}", command: ${literal(command)}, idempotencyKey: "k") { revision } }`,
            })),
            fc.string({ maxLength: 60 }).map((query) => ({ query })),
            json,
          ),
          token: tokens(),
        }),
        async ({ request, token }) => {
          await check(
            await api.request('POST', '/graphql', { token, rawBody: JSON.stringify(request) ?? 'null' }),
            true,
          );
        },
      ),
    TIMEOUT_MS,
  );
});

/** A value as a GraphQL literal; keys that are no GraphQL names make it a syntax error, as they would. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null)
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')} }`;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value) ?? 'null';
}
