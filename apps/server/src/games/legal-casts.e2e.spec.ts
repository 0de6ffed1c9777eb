// The casts GET /games/:id/legal-actions offers are commands a client sends as they are: a face of
// a split card (709.3) is named by the `face` field of CastSpell, which the API accepts.
import { describe, expect, it } from '@jest/globals';
import { atFirstMainPhase, cardInHand, deck, serverForSpecs } from '../testing/step-by-step.js';

const LIFE_DEATH = deck([
  [30, 'Forest'],
  [30, 'Life // Death'],
]);

describe('legal casts over REST (601.3)', () => {
  const rest = serverForSpecs();

  it('offers Life, the half of Life // Death a Forest pays for, and the offered command is accepted', async () => {
    const game = await atFirstMainPhase(rest.api, LIFE_DEATH);
    await game.play('alice', { type: 'PlayLand', card: await cardInHand(game, 'Forest') });
    const card = await cardInHand(game, 'Life // Death');
    const legal = await rest.api.legalActions(game.gameId, game.tokens.alice);
    const life = { type: 'CastSpell', player: 'alice', card, targets: [], face: 'Life' };
    expect(legal.actions).toContainEqual(life);
    expect(legal.actions).toContainEqual({ type: 'AnnounceSpell', player: 'alice', card, face: 'Life' });
    // Death costs {1}{B}: not offered.
    expect(legal.actions).not.toContainEqual(expect.objectContaining({ face: 'Death' }));
    const events = await game.play('alice', life);
    expect(events.map((e) => e.type)).toContain('SpellCast');
  });
});
