// A game over the REST API brought to alice's first main phase, for the specs of casting and
// activating step by step (AnnounceSpell, AnnounceAbility, the decisions, PayCost, CancelCasting).
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { AuditEntry, EventView, GameView } from '@mtg/game';
import { ApiClient } from './api-client.js';
import { KEEP } from './game-scenarios.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from './test-server.js';

/** A deck of `n` copies of each named card. */
export const deck = (entries: [number, string][]) =>
  entries.flatMap(([n, name]) => Array.from({ length: n }, () => name));

export interface Seated {
  gameId: string;
  tokens: Record<string, string>;
  /** Sends a seat's command; it must be accepted. */
  play(player: string, command: Record<string, unknown>): Promise<EventView[]>;
  view(player?: string): Promise<GameView>;
}

/** A game with both players on `cards`, at alice's first main phase, both hands kept. */
export async function atFirstMainPhase(api: ApiClient, cards: string[], seed = 5): Promise<Seated> {
  const created = await api.createGame({
    players: ['alice', 'bob'],
    decks: { alice: cards, bob: cards },
    seed,
    startingPlayer: 'alice',
  });
  let key = 0;
  const game: Seated = {
    gameId: created.gameId,
    tokens: created.tokens,
    async play(player, command) {
      const answer = await api.command(
        created.gameId,
        created.tokens[player],
        { player, ...command },
        `k${key++}`,
      );
      if (answer.status !== 200)
        throw new Error(`${JSON.stringify(command)}: ${answer.status} ${answer.text}`);
      return answer.body.events;
    },
    view: (player) => api.view(created.gameId, player ? created.tokens[player] : JUDGE_TOKEN),
  };
  for (let step = 0; step < 20; step++) {
    const view = await game.view();
    if (view.decision) await game.play(view.decision.player, KEEP(view.decision.player));
    else if (view.turn.step === 'main1' && view.turn.priority === 'alice') return game;
    else await game.play(view.turn.priority!, { type: 'PassPriority' });
  }
  throw new Error('alice never got priority in her first main phase');
}

/** Decks of Mountains and Raging Goblins: a game where alice plays a land and casts a creature. */
export const GOBLIN_DECK = deck([
  [30, 'Mountain'],
  [30, 'Raging Goblin'],
]);

/** Alice plays a Mountain and casts a Raging Goblin, which resolves (both players pass). */
export async function playAGoblin(game: Seated): Promise<void> {
  await game.play('alice', { type: 'PlayLand', card: await cardInHand(game, 'Mountain') });
  await game.play('alice', { type: 'CastSpell', card: await cardInHand(game, 'Raging Goblin') });
  await game.play('alice', { type: 'PassPriority' });
  await game.play('bob', { type: 'PassPriority' });
}

export async function cardInHand(game: Seated, name: string): Promise<string> {
  const alice = (await game.view('alice')).players.find((p) => p.id === 'alice')!;
  const card = alice.hand!.find((o) => o.name === name);
  if (!card) throw new Error(`no ${name} in alice's hand`);
  return card.id;
}

/**
 * 730.1: alice announces (`announce`) and then stops answering: the abandoned-casting process
 * cancels it, she keeps priority with an empty stack, and the judge's audit names the process.
 */
export async function expectAbandonedAndCancelled(
  api: ApiClient,
  game: Seated,
  announce: Record<string, unknown>,
): Promise<void> {
  await game.play('alice', announce);
  let events: EventView[] = [];
  for (let wait = 0; wait < 50 && !events.some((e) => e.type === 'IllegalActionReversed'); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    events = await api.events(game.gameId, JUDGE_TOKEN);
  }
  expect(events.at(-1)).toMatchObject({
    type: 'IllegalActionReversed',
    data: { player: 'alice', cancelled: true, rule: '730.1' },
  });
  const view = await game.view();
  expect({ priority: view.turn.priority, decision: view.decision, stack: view.stack }).toEqual({
    priority: 'alice',
    decision: null,
    stack: [],
  });
  const audit = await api.request<AuditEntry[]>('GET', `/games/${game.gameId}/audit`, { token: JUDGE_TOKEN });
  expect(audit.body).toContainEqual(
    expect.objectContaining({
      kind: 'reversed-action',
      text: expect.stringContaining('by process:abandoned-casting'),
    }),
  );
}

/** A test server on SQLite and its REST client, started before the specs of the calling block and closed after them. */
export function serverForSpecs(): { server: TestServer; api: ApiClient } {
  const rest = {} as { server: TestServer; api: ApiClient };
  beforeAll(async () => {
    rest.server = await startTestServer();
    rest.api = new ApiClient(rest.server.url);
  });
  afterAll(async () => {
    await rest.server.close();
  });
  return rest;
}
