// 616.1 (seed 419.9a): the affected object's controller chooses which replacement effect applies
// first, with the ChooseReplacement command.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import { legalActions } from '../legal-actions.js';
import type { GameState } from '../data/state/game-state.js';
import { act, idsOf, resolveStack, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

/** Bob's Darksteel Colossus is sacrificed under alice's Rest in Peace: bob must choose. */
function choiceOfBob(): GameState {
  const start = startAt(ctx, {
    players: [
      {
        id: 'alice',
        hand: [{ card: 'Diabolic Edict' }],
        battlefield: ['Rest in Peace', 'Swamp', 'Swamp'].map((card) => ({ card })),
      },
      { id: 'bob', library: [{ card: 'Forest' }], battlefield: [{ card: 'Darksteel Colossus' }] },
    ],
  });
  const edict = idsOf(start, 'Diabolic Edict', 'hand')[0]!;
  return resolveStack(
    ctx,
    act(ctx, start, { type: 'CastSpell', player: 'alice', card: edict, targets: [['bob']] }),
  );
}

describe('ChooseReplacement (616.1, seed 419.9a)', () => {
  it('offers each applicable effect by its id, naming its source object', () => {
    const state = choiceOfBob();
    const colossus = idsOf(state, 'Darksteel Colossus')[0]!;
    const rest = idsOf(state, 'Rest in Peace')[0]!;
    expect(state.decision).toMatchObject({ player: 'bob', kind: 'replacement' });
    expect(state.decision!.options.map((o) => o.object).sort()).toEqual([colossus, rest].sort());
    expect(legalActions(state, 'bob', ctx).map((c) => c.type)).toEqual([
      'Concede',
      'ChooseReplacement',
      'ChooseReplacement',
    ]);
  });

  it('applies the chosen effect first; the other no longer applies (616.1f)', () => {
    const state = choiceOfBob();
    const colossus = idsOf(state, 'Darksteel Colossus')[0]!;
    const effect = state.decision!.options.find((o) => o.object === colossus)!.id;
    const result = decide(
      { type: 'ChooseReplacement', player: 'bob', decision: state.decision!.id, effect },
      state,
      ctx,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.find((e) => e.type === 'DecisionAnswered')).toMatchObject({
      player: 'bob',
      answer: { kind: 'options', ids: [effect] },
    });
    const aboutColossus = result.events.filter(
      (e) => e.type === 'ReplacementApplied' && e.before.kind === 'move' && e.before.object === colossus,
    );
    expect(aboutColossus).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({ id: effect, source: colossus }),
        chooser: 'bob',
      }),
    ]);
    const bob = result.state.players.find((p) => p.id === 'bob')!;
    expect(bob.library.map((id) => objectOf(result.state, id)!.name)).toContain('Darksteel Colossus');
    expect(result.state.exile.map((id) => objectOf(result.state, id)!.name)).not.toContain(
      'Darksteel Colossus',
    );
  });

  it('refuses an effect that is not an option, another player, or a stale decision, changing nothing', () => {
    const state = choiceOfBob();
    const id = state.decision!.id;
    const effect = state.decision!.options[0]!.id;
    const refusals = [
      { type: 'ChooseReplacement' as const, player: 'bob', decision: id, effect: 'o999#0' },
      { type: 'ChooseReplacement' as const, player: 'alice', decision: id, effect },
      { type: 'ChooseReplacement' as const, player: 'bob', decision: 'd0', effect },
    ].map((command) => decide(command, state, ctx));
    expect(refusals.map((r) => (r.ok ? 'accepted' : r.rejection.code))).toEqual([
      'ANSWER_INVALID',
      'NOT_YOUR_DECISION',
      'STALE_DECISION',
    ]);
  });

  it('answers only a replacement decision (117.1)', () => {
    const start = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Mind Rot' }],
          battlefield: ['Swamp', 'Swamp', 'Swamp'].map((card) => ({ card })),
        },
        { id: 'bob', hand: ['Forest', 'Island', 'Swamp'].map((card) => ({ card })) },
      ],
    });
    const rot = idsOf(start, 'Mind Rot', 'hand')[0]!;
    const state = resolveStack(
      ctx,
      act(ctx, start, { type: 'CastSpell', player: 'alice', card: rot, targets: [['bob']] }),
    );
    expect(state.decision?.kind).toBe('cards');
    const result = decide(
      { type: 'ChooseReplacement', player: 'bob', effect: state.decision!.options[0]!.id },
      state,
      ctx,
    );
    expect(result.ok ? 'accepted' : result.rejection).toMatchObject({
      code: 'DECISION_PENDING',
      rule: '117.1',
    });
  });
});
