// The casts GET /games/:id/legal-actions offers are commands a client sends as they are: a face of
// a split card (709.3) is named by the `face` field of CastSpell, which the API accepts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../testing/api-client.js';
import { atFirstMainPhase, cardInHand, deck } from '../testing/step-by-step.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const LIFE_DEATH = deck([
  [30, 'Forest'],
  [30, 'Life // Death'],
]);

describe('legal casts over REST (601.3)', () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    api = new ApiClient(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  it('offers Life, the half of Life // Death a Forest pays for, and the offered command is accepted', async () => {
    const game = await atFirstMainPhase(api, LIFE_DEATH);
    await game.play('alice', { type: 'PlayLand', card: await cardInHand(game, 'Forest') });
    const card = await cardInHand(game, 'Life // Death');
    const legal = await api.legalActions(game.gameId, game.tokens.alice);
    const life = { type: 'CastSpell', player: 'alice', card, targets: [], face: 'Life' };
    expect(legal.actions).toContainEqual(life);
    expect(legal.actions).toContainEqual({ type: 'AnnounceSpell', player: 'alice', card, face: 'Life' });
    // Death costs {1}{B}: not offered.
    expect(legal.actions).not.toContainEqual(expect.objectContaining({ face: 'Death' }));
    const events = await game.play('alice', life);
    expect(events.map((e) => e.type)).toContain('SpellCast');
  });
});
