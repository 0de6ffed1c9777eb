import { describe, expect, it } from '@jest/globals';
import type { Ability } from '@mtg/cards';
import { cardCatalogue } from '@mtg/oracle';
import { firstDifference } from './difference.js';
import { abilityKinds, cardKinds } from './ir-kinds.js';

describe('IR node kinds', () => {
  it('a card uses the kinds of its abilities, costs, triggers and effects', () => {
    expect([...cardKinds(cardCatalogue.require('Lightning Bolt'))].sort()).toEqual([
      'ability:spell',
      'effect:deal-damage',
    ]);
    expect(cardKinds(cardCatalogue.require('Serra Angel'))).toEqual(
      new Set(['ability:keyword', 'keyword:flying', 'keyword:vigilance']),
    );
    expect(cardKinds(cardCatalogue.require("Ashnod's Altar"))).toEqual(
      new Set(['ability:activated', 'cost:sacrifice', 'effect:add-mana']),
    );
  });

  it('what an ability runs leaves out its branches ("you may", "unless") and the abilities it gives', () => {
    const ability: Ability = {
      kind: 'triggered',
      text: 'When this creature enters, you may draw a card.',
      trigger: { event: 'enters' },
      targets: [],
      effects: [{ kind: 'optional', effects: [{ kind: 'draw', who: 'you', amount: 1 }] }],
    };
    expect(abilityKinds(ability, 'all', new Set())).toEqual(
      new Set(['ability:triggered', 'trigger:enters', 'effect:optional', 'effect:draw']),
    );
    expect(abilityKinds(ability, 'run', new Set())).toEqual(
      new Set(['ability:triggered', 'trigger:enters', 'effect:optional']),
    );
  });
});

describe('firstDifference', () => {
  it('names the first path where two values differ, or null', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: 1, b: undefined }, { a: 1 })).toBeNull();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('state.a[1].b is 2, expected 3');
    expect(firstDifference({ a: [1] }, { a: [1, 2] })).toBe('state.a[1] is nothing, expected 2');
    expect(firstDifference({ a: [] }, { a: {} })).toBe('state.a is [], expected {}');
  });
});
