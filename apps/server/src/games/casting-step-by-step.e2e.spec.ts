// Casting step by step over the REST API (601.2): AnnounceSpell, each decision answered with
// MakeChoice, PayCost; a casting that can't be paid, or that its player abandons, is reversed
// (730.1) and the judge's audit trail shows the reversal with its rule.
import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import { expectProblem } from '../testing/game-scenarios.js';
import {
  atFirstMainPhase,
  cardInHand,
  deck,
  expectAbandonedAndCancelled,
  serverForSpecs,
} from '../testing/step-by-step.js';
import { JUDGE_TOKEN, startTestServer } from '../testing/test-server.js';

/** Lands and Lightning Bolts: alice's opening hand has both. */
const BOLTS = deck([
  [30, 'Mountain'],
  [30, 'Lightning Bolt'],
]);

describe('casting step by step over REST (601.2, 730.1)', () => {
  const rest = serverForSpecs();

  it('announces Lightning Bolt, answers its target, pays: it is cast, and resolves', async () => {
    const game = await atFirstMainPhase(rest.api, BOLTS);
    await game.play('alice', { type: 'PlayLand', card: await cardInHand(game, 'Mountain') });
    const bolt = await cardInHand(game, 'Lightning Bolt');
    const legal = await rest.api.legalActions(game.gameId, game.tokens.alice);
    expect(legal.actions).toContainEqual({ type: 'AnnounceSpell', player: 'alice', card: bolt });

    const announced = await game.play('alice', { type: 'AnnounceSpell', card: bolt });
    expect(announced.slice(0, 3).map((e) => e.type)).toEqual([
      'SpellAnnounced',
      'ZoneChanged',
      'DecisionRequested',
    ]);
    const asked = (await game.view('alice')).decision!;
    expect(asked).toMatchObject({ player: 'alice', kind: 'targets', min: 1, max: 1 });
    expect(asked.options.map((o) => o.id)).toEqual(['alice', 'bob']);
    // Only alice acts while she casts: bob's pass is refused.
    expectProblem(
      await rest.api.command(
        game.gameId,
        game.tokens.bob,
        { type: 'PassPriority', player: 'bob' },
        'bob-pass',
      ),
      422,
      'NOT_YOUR_DECISION',
    );
    await game.play('alice', {
      type: 'MakeChoice',
      decision: asked.id,
      answer: { kind: 'options', ids: ['bob'] },
    });
    const payment = (await game.view('alice')).decision!;
    expect(payment).toMatchObject({ kind: 'payment', prompt: expect.stringContaining('{R}') });
    // PayCost answers the payment decision; a malformed one is refused before the engine sees it.
    expectProblem(
      await rest.api.command(
        game.gameId,
        game.tokens.alice,
        { type: 'PayCost', player: 'alice', payment: 3 },
        'bad',
      ),
      400,
      'VALIDATION_FAILED',
    );
    const paid = await game.play('alice', { type: 'PayCost', decision: payment.id, payment: 'auto' });
    expect(paid.map((e) => e.type)).toContain('SpellCast');
    await game.play('alice', { type: 'PassPriority' });
    await game.play('bob', { type: 'PassPriority' });
    const after = await game.view();
    expect(after.players.find((p) => p.id === 'bob')!.life).toBe(17);
  });

  it('a payment that fails reverses the casting; the game stream keeps both, the judge sees the reversal', async () => {
    const game = await atFirstMainPhase(rest.api, BOLTS);
    const before = await game.view();
    const bolt = await cardInHand(game, 'Lightning Bolt');
    await game.play('alice', { type: 'AnnounceSpell', card: bolt });
    await game.play('alice', { type: 'MakeChoice', answer: { kind: 'options', ids: ['bob'] } });
    // No land on the battlefield: {R} can't be paid (601.2h).
    const events = await game.play('alice', { type: 'PayCost' });
    expect(events.map((e) => e.type)).toEqual(['DecisionAnswered', 'IllegalActionReversed']);
    expect(events[1]!.data).toMatchObject({
      player: 'alice',
      name: 'Lightning Bolt',
      rule: '601.2h',
      kept: [],
    });
    const after = await game.view();
    // 730.1-730.2: as before the announcement, alice with priority.
    expect({ ...after, revision: 0 }).toEqual({ ...before, revision: 0 });
    const audit = await rest.api.request<AuditEntry[]>('GET', `/games/${game.gameId}/audit`, {
      token: JUDGE_TOKEN,
    });
    expect(audit.body).toContainEqual(
      expect.objectContaining({
        kind: 'reversed-action',
        rule: '730.1, 601.2h',
        text: expect.stringContaining("alice's casting of Lightning Bolt illegal at activate-mana-abilities"),
      }),
    );
  });

  it('a casting left waiting is cancelled by the abandoned-casting process, which the audit names', async () => {
    // A server whose castings may wait 300 ms for their player.
    const impatient = await startTestServer({ env: { CASTING_TIMEOUT_MS: '300' } });
    try {
      await abandonedCasting(new ApiClient(impatient.url));
    } finally {
      await impatient.close();
    }
  });
});

async function abandonedCasting(api: ApiClient): Promise<void> {
  const game = await atFirstMainPhase(api, BOLTS);
  const bolt = await cardInHand(game, 'Lightning Bolt');
  await expectAbandonedAndCancelled(api, game, { type: 'AnnounceSpell', card: bolt });
}
