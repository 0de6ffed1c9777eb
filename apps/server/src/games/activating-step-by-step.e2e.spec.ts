// Activating an ability step by step over the REST API (602.2): AnnounceAbility, the decisions,
// PayCost; an activation that can't be paid, or that its player abandons, is reversed (730.1) and
// the judge's audit trail shows the reversal; a mana ability can't be announced (605.3). GraphQL
// takes the same command through the same parser.
import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@mtg/game';
import { expectProblem } from '../testing/game-scenarios.js';
import { ApiClient } from '../testing/api-client.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import {
  atFirstMainPhase,
  cardInHand,
  deck,
  expectAbandonedAndCancelled,
  serverForSpecs,
} from '../testing/step-by-step.js';
import { JUDGE_TOKEN, startTestServer } from '../testing/test-server.js';

/** Islands and Mage's Guile, whose cycling ({U}, discard it: draw a card) works from the hand. */
const GUILES = deck([
  [30, 'Island'],
  [30, "Mage's Guile"],
]);

describe('activating an ability step by step over REST (602.2, 730.1)', () => {
  const rest = serverForSpecs();

  it('announces cycling, pays: the ability is activated, alice gets priority, and it resolves', async () => {
    const game = await atFirstMainPhase(rest.api, GUILES);
    await game.play('alice', { type: 'PlayLand', card: await cardInHand(game, 'Island') });
    const island = (await game.view('alice')).battlefield.find((o) => o.name === 'Island')!.id;
    const guile = await cardInHand(game, "Mage's Guile");
    const legal = await rest.api.legalActions(game.gameId, game.tokens.alice);
    const announce = { type: 'AnnounceAbility', player: 'alice', source: guile, ability: 0 };
    expect(legal.actions).toContainEqual(announce);
    // 605.3: the Island's mana ability is not announced.
    expectProblem(
      await rest.api.command(game.gameId, game.tokens.alice, { ...announce, source: island }, 'mana'),
      422,
      'MANA_ABILITY',
    );
    // A malformed one is refused before the engine sees it.
    expectProblem(
      await rest.api.command(game.gameId, game.tokens.alice, { ...announce, ability: -1 }, 'bad'),
      400,
      'VALIDATION_FAILED',
    );

    const announced = await game.play('alice', announce);
    expect(announced.slice(0, 3).map((e) => e.type)).toEqual([
      'AbilityAnnounced',
      'AbilityPutOnStack',
      'DecisionRequested',
    ]);
    const payment = (await game.view('alice')).decision!;
    expect(payment).toMatchObject({
      player: 'alice',
      kind: 'payment',
      prompt: expect.stringContaining('{U}, discard this card'),
    });
    // Only alice acts while she activates it: bob's pass is refused.
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
    const paid = await game.play('alice', { type: 'PayCost', decision: payment.id });
    expect(paid.map((e) => e.type)).toContain('AbilityActivated');
    const alice = async () => (await game.view('alice')).players.find((p) => p.id === 'alice')!;
    const handBefore = (await alice()).hand!.length;
    expect((await alice()).graveyard.map((o) => o.name)).toEqual(["Mage's Guile"]);
    await game.play('alice', { type: 'PassPriority' });
    await game.play('bob', { type: 'PassPriority' });
    expect((await alice()).hand!.length).toBe(handBefore + 1);
  });

  it('a payment that fails reverses the activation; the judge sees the reversal', async () => {
    const game = await atFirstMainPhase(rest.api, GUILES);
    const before = await game.view();
    const guile = await cardInHand(game, "Mage's Guile");
    await game.play('alice', { type: 'AnnounceAbility', source: guile, ability: 0 });
    // No land on the battlefield: {U} can't be paid (601.2h).
    const events = await game.play('alice', { type: 'PayCost' });
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['DecisionAnswered', 'IllegalActionReversed']);
    expect(events[1]!.data).toMatchObject({
      player: 'alice',
      action: 'activate',
      name: "Mage's Guile",
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
        text: expect.stringContaining(
          "alice's activation of Mage's Guile illegal at activate-mana-abilities",
        ),
      }),
    );
  });

  it('an activation left waiting is cancelled by the abandoned-casting process', async () => {
    const impatient = await startTestServer({ env: { CASTING_TIMEOUT_MS: '300' } });
    const impatientApi = new ApiClient(impatient.url);
    try {
      const game = await atFirstMainPhase(impatientApi, GUILES);
      const guile = await cardInHand(game, "Mage's Guile");
      await expectAbandonedAndCancelled(impatientApi, game, {
        type: 'AnnounceAbility',
        source: guile,
        ability: 0,
      });
    } finally {
      await impatient.close();
    }
  });

  it('GraphQL submitCommand takes AnnounceAbility too', async () => {
    const game = await atFirstMainPhase(rest.api, GUILES);
    const guile = await cardInHand(game, "Mage's Guile");
    const { submitCommand } = await new GraphQLClient(rest.server.url).data<{
      submitCommand: { events: { type: string }[] };
    }>(
      `mutation ($gameId: ID!, $command: JSON!) {
        submitCommand(gameId: $gameId, command: $command, idempotencyKey: "gql-announce") { events { type } }
      }`,
      {
        gameId: game.gameId,
        command: { type: 'AnnounceAbility', player: 'alice', source: guile, ability: 0 },
      },
      game.tokens.alice,
    );
    expect(submitCommand.events.map((e) => e.type)).toContain('AbilityPutOnStack');
    expect((await game.view('alice')).decision).toMatchObject({ player: 'alice', kind: 'payment' });
  });
});
