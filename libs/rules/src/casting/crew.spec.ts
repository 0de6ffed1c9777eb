// 702.122a: crew N, a cost that taps other untapped creatures with total power N or greater: the
// creatures a command names, the ones taken when no choice is left, the ways the legal actions offer,
// and the payment of an activation taken step by step (602.2, 601.2g-h).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import { legalActions } from '../legal-actions.js';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { characteristics } from '../layers/characteristics.js';
import { act, idsOf, resolveStack, startAt } from '../testing/play.js';

const ctx = { cards: cardCatalogue };

/** Alice's first main phase with Irontread Crusher ("Crew 3") and the creatures named. */
function withCreatures(...creatures: string[]): GameState {
  return startAt(ctx, {
    players: [
      { id: 'alice', battlefield: [{ card: 'Irontread Crusher' }, ...creatures.map((card) => ({ card }))] },
      { id: 'bob' },
    ],
    step: 'main1',
  });
}

const crusher = (s: GameState) => idsOf(s, 'Irontread Crusher')[0]!;
const activate = (s: GameState, crew?: string[]): Command => ({
  type: 'ActivateAbility',
  player: 'alice',
  source: crusher(s),
  ability: 0,
  ...(crew ? { additional: { crew } } : {}),
});
const crews = (s: GameState) =>
  legalActions(s, 'alice', ctx).flatMap((c) =>
    c.type === 'ActivateAbility' && c.source === crusher(s) ? [c.additional?.crew ?? []] : [],
  );

describe('702.122a: crew', () => {
  it('is offered by the legal actions, one command for each way: a creature strong enough alone, the strongest together', () => {
    const s = withCreatures('Hill Giant', 'Grizzly Bears', 'Llanowar Elves');
    const [giant, bears, elves] = ['Hill Giant', 'Grizzly Bears', 'Llanowar Elves'].map(
      (n) => idsOf(s, n)[0]!,
    );
    expect(crews(s)).toEqual([[giant]]);
    const weaker = withCreatures('Grizzly Bears', 'Llanowar Elves');
    expect(crews(weaker)).toEqual([[idsOf(weaker, 'Grizzly Bears')[0], idsOf(weaker, 'Llanowar Elves')[0]]]);
    expect(crews(withCreatures('Grizzly Bears'))).toEqual([]);
    // Each offered command is accepted, and the Vehicle becomes an artifact creature with its printed 6/6.
    const crewed = resolveStack(ctx, act(ctx, s, activate(s, [giant])));
    expect(objectOf(crewed, giant)!.tapped).toBe(true);
    expect([bears, elves].map((id) => objectOf(crewed, id)!.tapped)).toEqual([false, false]);
    expect(characteristics(crewed, ctx, crusher(crewed))).toMatchObject({
      types: ['Artifact', 'Creature'],
      power: 6,
      toughness: 6,
    });
  });

  it('takes the creatures when none are named and every one is needed, and asks for them when there is a choice', () => {
    const needed = withCreatures('Grizzly Bears', 'Llanowar Elves');
    const paid = act(ctx, needed, activate(needed));
    expect(idsOf(paid, 'Grizzly Bears').map((id) => objectOf(paid, id)!.tapped)).toEqual([true]);
    expect(idsOf(paid, 'Llanowar Elves').map((id) => objectOf(paid, id)!.tapped)).toEqual([true]);
    const choice = withCreatures('Hill Giant', 'Grizzly Bears', 'Llanowar Elves');
    const refused = decide(activate(choice), choice, ctx);
    expect(refused.ok ? undefined : refused.rejection).toMatchObject({
      code: 'COST_CHOICE_MISSING',
      rule: '601.2h',
    });
    const weak = withCreatures('Grizzly Bears');
    const unpayable = decide(activate(weak), weak, ctx);
    expect(unpayable.ok ? undefined : unpayable.rejection).toMatchObject({
      code: 'COST_UNPAYABLE',
      rule: '118.3',
    });
  });

  it('refuses a tapped creature (702.122a: untapped creatures only)', () => {
    const s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          battlefield: [
            { card: 'Irontread Crusher' },
            { card: 'Hill Giant', tapped: true },
            { card: 'Grizzly Bears' },
          ],
        },
        { id: 'bob' },
      ],
      step: 'main1',
    });
    const result = decide(activate(s, [idsOf(s, 'Hill Giant')[0]!]), s, ctx);
    expect(result.ok ? undefined : result.rejection).toMatchObject({
      code: 'COST_CHOICE_INVALID',
      rule: '702.122a',
    });
  });

  it('is paid step by step with PayCost naming the creatures, the payment decision saying what crew asks', () => {
    const s = withCreatures('Hill Giant', 'Grizzly Bears');
    const announced = act(ctx, s, {
      type: 'AnnounceAbility',
      player: 'alice',
      source: crusher(s),
      ability: 0,
    });
    expect(announced.decision).toMatchObject({ kind: 'payment', player: 'alice' });
    expect(announced.decision!.prompt).toContain(
      'crew 3: tap other untapped creatures you control with total power 3 or more',
    );
    const bears = idsOf(s, 'Grizzly Bears')[0]!;
    const offered = legalActions(announced, 'alice', ctx).find((c) => c.type === 'PayCost');
    expect(offered).toMatchObject({ type: 'PayCost', crew: [idsOf(s, 'Hill Giant')[0]] });
    const tooWeak = decide({ type: 'PayCost', player: 'alice', crew: [bears] }, announced, ctx);
    const reversed = tooWeak.ok && tooWeak.events.some((e) => e.type === 'IllegalActionReversed');
    expect(reversed).toBe(true);
    const paid = act(ctx, announced, {
      type: 'PayCost',
      player: 'alice',
      crew: [idsOf(s, 'Hill Giant')[0]!],
    });
    expect(objectOf(paid, idsOf(s, 'Hill Giant')[0]!)!.tapped).toBe(true);
    expect(objectOf(paid, bears)!.tapped).toBe(false);
    expect(characteristics(resolveStack(ctx, paid), ctx, crusher(s)).types).toContain('Creature');
  });
});
