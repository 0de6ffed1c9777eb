// Battles (310) where a scenario can't look: the protector chosen without a question in a two-player
// game (310.8a, 310.11a), the event that records it, a battle with no battle type (310.8a: none is
// printed yet, so this spec defines one), the back face of a Siege from the hand (712.11), and the
// attacks legal actions offer (508.1b, 310.8b).
import { describe, expect, it } from '@jest/globals';
import type { CardDefinition } from '@mtg/cards';
import { decide } from '../decide.js';
import { characteristics } from '../layers/characteristics.js';
import { legalActions } from '../legal-actions.js';
import type { GameState } from '../data/state/game-state.js';
import { act, contextWith, idsOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const untypedBattle: CardDefinition = {
  name: 'Test Skirmish',
  manaCost: '{1}',
  supertypes: [],
  types: ['Battle'],
  subtypes: [],
  defense: 2,
  text: '',
  abilities: [],
  source: 'spec: a battle with no battle type',
};
const ctx = contextWith(untypedBattle);

const passes = (state: GameState, times: number): GameState => {
  let s = state;
  for (let i = 0; i < times; i++) s = act(ctx, s, { type: 'PassPriority', player: s.turn.priority! });
  return s;
};

describe('a battle entering the battlefield (310.4b, 310.8a)', () => {
  const start = startAt(ctx, {
    players: [
      {
        id: 'alice',
        hand: [{ card: 'Invasion of Dominaria' }, { card: 'Test Skirmish' }],
        battlefield: [{ card: 'Plains' }, { card: 'Plains' }, { card: 'Plains' }, { card: 'Plains' }],
      },
      { id: 'bob' },
    ],
  });

  it('has its printed defense outside the battlefield (310.4a)', () => {
    const [card] = idsOf(start, 'Invasion of Dominaria', 'hand');
    expect(characteristics(start, ctx, card!).defense).toBe(5);
  });

  it("gets a Siege's only possible protector, the one opponent, without a question, recorded as it enters", () => {
    const [card] = idsOf(start, 'Invasion of Dominaria', 'hand');
    const cast = passes(act(ctx, start, { type: 'CastSpell', player: 'alice', card: card! }), 1);
    const result = decide({ type: 'PassPriority', player: 'bob' }, cast, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    const [battle] = idsOf(result.state, 'Invasion of Dominaria');
    expect(result.state.decision).toBeNull();
    expect(objectOf(result.state, battle!)).toMatchObject({ protector: 'bob', counters: { defense: 5 } });
    expect(characteristics(result.state, ctx, battle!).defense).toBe(5);
    expect(result.events).toContainEqual(
      expect.objectContaining({ type: 'ZoneChanged', to: 'battlefield', protector: 'bob' }),
    );
  });

  it('makes the controller of a battle with no battle type its protector', () => {
    const [card] = idsOf(start, 'Test Skirmish', 'hand');
    const cast = act(ctx, start, { type: 'CastSpell', player: 'alice', card: card! });
    const resolved = passes(cast, 2);
    const [battle] = idsOf(resolved, 'Test Skirmish');
    expect(objectOf(resolved, battle!)).toMatchObject({ protector: 'alice', counters: { defense: 2 } });
  });

  it('casts a Siege with its front face up: its back face is cast only "transformed" (712.11)', () => {
    const [card] = idsOf(start, 'Invasion of Dominaria', 'hand');
    const result = decide(
      { type: 'CastSpell', player: 'alice', card: card!, face: 'Serra Faithkeeper' },
      start,
      ctx,
    );
    expect(result.ok ? undefined : result.rejection).toMatchObject({ code: 'FACE_INVALID', rule: '712.11' });
  });
});

describe('attacking a battle (508.1b, 310.8b)', () => {
  const position = (active: 'alice' | 'bob') =>
    startAt(ctx, {
      turn: 2,
      active,
      step: 'main1',
      players: [
        {
          id: 'alice',
          battlefield: [
            { card: 'Invasion of Dominaria', protector: 'bob' },
            { card: 'Test Skirmish', protector: 'alice' },
            { card: 'Grizzly Bears' },
          ],
        },
        { id: 'bob', battlefield: [{ card: 'Grizzly Bears' }] },
      ],
    });
  /** The defenders of the attacks the legal actions offer at the declaration of attackers. */
  const offered = (active: 'alice' | 'bob'): string[] => {
    let s = position(active);
    while (!s.decision) s = act(ctx, s, { type: 'PassPriority', player: s.turn.priority! });
    return legalActions(s, active, ctx).flatMap((c) =>
      c.type === 'DeclareAttackers'
        ? c.attackers.map((a) => objectOf(s, a.defender)?.name ?? a.defender)
        : [],
    );
  };

  it("offers a Siege's controller an attack on it, its protector being an opponent; not a battle she protects", () => {
    expect(new Set(offered('alice'))).toEqual(new Set(['bob', 'Invasion of Dominaria']));
  });

  it("offers the Siege's protector no attack on it, but an attack on the battle its opponent protects", () => {
    expect(new Set(offered('bob'))).toEqual(new Set(['alice', 'Test Skirmish']));
  });
});
