// 118.7b-g (seed 424.4): cost reductions by an amount of mana, as pure functions; and, in play, a
// reduction with a hybrid symbol (118.7e), whose half the paying player chooses: no card of the
// catalogue (nor, as far as we know, any printed card) reduces costs by hybrid, Phyrexian or snow
// mana, or by colored mana without restricting it, so those are proven here with test cards.
import { describe, expect, it } from '@jest/globals';
import { formatManaCost, parseManaCost, type CardDefinition } from '@mtg/cards';
import { decide } from '../decide.js';
import { act, contextWith, eventsOf, idsOf, startAt } from '../testing/play.js';
import { reduceCost, type ManaReduction } from './cost-reduction.js';
import { objectOf } from '../data/state/objects.js';

/** The cost reduced, as players write it. */
const reduced = (cost: string, mana: string, only?: ManaReduction['only'], halves?: string[]) =>
  formatManaCost(
    reduceCost(
      parseManaCost(cost),
      { mana: parseManaCost(mana), ...(only ? { only } : {}) },
      halves as never,
    ),
  ) || '{0}';

describe('cost reductions by an amount of mana (118.7b-g)', () => {
  it('118.7a: generic mana takes off generic mana only, never below {0}', () => {
    expect(reduced('{2}{W}', '{1}')).toBe('{1}{W}');
    expect(reduced('{W}{W}', '{2}')).toBe('{W}{W}');
  });

  it('colored mana takes off mana of its color', () => {
    expect(reduced('{1}{W}{B}', '{W}{B}')).toBe('{1}');
    expect(reduced('{2}{W}{W}', '{W}')).toBe('{2}{W}');
  });

  it("118.7b: a color the cost doesn't require reduces its generic mana", () => {
    expect(reduced('{3}{G}', '{W}')).toBe('{2}{G}');
    expect(reduced('{G}', '{W}')).toBe('{G}');
  });

  it("118.7c: colored mana beyond the cost's component of that color reduces its generic mana by the difference", () => {
    expect(reduced('{3}{W}', '{W}{W}{W}')).toBe('{1}');
    expect(reduced('{1}{W}', '{W}{W}{W}')).toBe('{0}');
  });

  it('118.7d: colorless mana takes off {C}, and beyond it generic mana', () => {
    expect(reduced('{2}{C}', '{C}')).toBe('{2}');
    expect(reduced('{2}{C}', '{C}{C}')).toBe('{1}');
    expect(reduced('{3}{R}', '{C}')).toBe('{2}{R}');
  });

  it('118.7e: a hybrid symbol reduces by the half the paying player chooses', () => {
    expect(reduced('{2}{W}{U}', '{W/U}', undefined, ['W'])).toBe('{2}{U}');
    expect(reduced('{2}{W}{U}', '{W/U}', undefined, ['U'])).toBe('{2}{W}');
    // A color the cost lacks: 118.7b applies to the chosen half.
    expect(reduced('{2}{G}', '{W/U}', undefined, ['W'])).toBe('{1}{G}');
    // {2/W}: the generic half takes off {2}.
    expect(reduced('{3}{W}', '{2/W}', undefined, ['generic'])).toBe('{1}{W}');
    expect(reduced('{3}{W}', '{2/W}', undefined, ['W'])).toBe('{3}');
  });

  it('118.7f: a Phyrexian symbol reduces by one mana of its color', () => {
    expect(reduced('{1}{B}{B}', '{B/P}')).toBe('{1}{B}');
    expect(reduced('{2}{R}', '{B/P}')).toBe('{1}{R}');
  });

  it('118.7g: snow symbols reduce generic mana', () => {
    expect(reduced('{3}{G}', '{S}{S}')).toBe('{1}{G}');
    expect(reduced('{G}', '{S}')).toBe('{G}');
  });

  it('"This effect reduces only the amount of colored mana you pay": nothing comes off generic mana', () => {
    // Edgewalker's reminder text: a Cleric spell with mana cost {1}{W} costs {1}.
    expect(reduced('{1}{W}', '{W}{B}', 'colored')).toBe('{1}');
    expect(reduced('{3}{G}', '{W}', 'colored')).toBe('{3}{G}');
    expect(reduced('{2}{C}', '{1}{C}', 'colored')).toBe('{2}{C}');
    // "... reduces only the amount of white mana you pay" (the Defilers): not even black.
    expect(reduced('{1}{W}{B}', '{W}{B}', 'W')).toBe('{1}{B}');
  });

  it('a colored reduction takes off a hybrid or Phyrexian symbol of its color, paid with that color (601.2b)', () => {
    expect(reduced('{2}{W/U}', '{W}', 'colored')).toBe('{2}');
    expect(reduced('{1}{W/P}', '{W}', 'colored')).toBe('{1}');
  });
});

/** A test card: "Spells you cast cost {W/U} less to cast" (118.7e: a reduction with a hybrid symbol). */
const hybridReducer: CardDefinition = {
  name: 'Test Hybrid Reducer',
  manaCost: '{2}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  text: 'Spells you cast cost {W/U} less to cast.',
  abilities: [
    {
      kind: 'static',
      text: 'Spells you cast cost {W/U} less to cast.',
      effect: { kind: 'cost-reduction', spells: { controller: 'you' }, mana: '{W/U}' },
    },
  ],
  source: 'spec: a test card',
};

const ctx = contextWith(hybridReducer);

describe('a hybrid reduction in play (118.7e, 601.2f)', () => {
  const start = (hand: string[], lands: string[]) =>
    startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: hand.map((card) => ({ card })),
          library: [{ card: 'Island' }, { card: 'Island' }],
          battlefield: [{ card: hybridReducer.name }, ...lands.map((card) => ({ card }))],
        },
        { id: 'bob', battlefield: [{ card: 'Hill Giant' }] },
      ],
    });

  it('with one command, the half must be named when it changes the cost; then it is used', () => {
    // Healing Salve {W}: the white half makes it cost {0}, the blue half {W} less a blue it lacks: {W}.
    const s = start(['Healing Salve'], []);
    const salve = idsOf(s, 'Healing Salve', 'hand')[0]!;
    const cast = {
      type: 'CastSpell' as const,
      player: 'alice',
      card: salve,
      modes: [1],
      targets: [['alice']],
    };
    const missing = decide(cast, s, ctx);
    expect(missing.ok ? undefined : missing.rejection).toMatchObject({
      code: 'REDUCTION_HALF_MISSING',
      rule: '118.7e',
    });
    const wrong = decide({ ...cast, reductionHalves: ['G'] }, s, ctx);
    expect(wrong.ok ? undefined : wrong.rejection).toMatchObject({
      code: 'REDUCTION_HALF_INVALID',
      rule: '118.7e',
    });
    // The blue half: {W} can't be paid without a land.
    const blue = decide({ ...cast, reductionHalves: ['U'] }, s, ctx);
    expect(blue.ok ? undefined : blue.rejection.rule).toBe('601.2h');
    const white = act(ctx, s, { ...cast, reductionHalves: ['W'] });
    expect(objectOf(white, white.stack[0]!)!.name).toBe('Healing Salve');
  });

  it('a choice that changes nothing is not asked: Hill Giant {3}{R} costs {2}{R} either way (118.7b)', () => {
    const s = start(['Hill Giant'], ['Mountain', 'Mountain', 'Mountain']);
    const giant = idsOf(s, 'Hill Giant', 'hand')[0]!;
    const result = decide({ type: 'CastSpell', player: 'alice', card: giant }, s, ctx);
    expect(result.ok).toBe(true);
    const cast = result.ok ? eventsOf(result.events, 'SpellCast')[0] : undefined;
    expect(cast?.cost).toBe('{2}{R}');
  });

  it('step by step, the half is asked as a decision with each total cost as an option', () => {
    let s = start(['Healing Salve'], []);
    const salve = idsOf(s, 'Healing Salve', 'hand')[0]!;
    s = act(ctx, s, { type: 'AnnounceSpell', player: 'alice', card: salve });
    s = act(ctx, s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['1'] } });
    s = act(ctx, s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['alice'] } });
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'option' });
    expect(s.decision!.options.map((o) => o.label)).toEqual(['W: {0}', 'U: {W}']);
    s = act(ctx, s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['W'] } });
    expect(s.decision).toMatchObject({ kind: 'payment', prompt: expect.stringContaining('{0}') });
  });
});
