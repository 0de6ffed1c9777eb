// 701.8b, 701.16a: cards chosen at random from a hand in corpus cards: "discards a card at random" (an
// effect and a cost) and "reveals a card at random from their hand" ("that card" for what follows).
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf } from '../testing/corpus-abilities.js';

const effectsOf = (name: string, index = 0) => (abilitiesOf(name)[index] as { effects: unknown[] }).effects;
const spellEffects = (name: string) =>
  (abilitiesOf(name).find((a) => a.kind === 'spell') as { modes: { effects: unknown[] }[] }).modes[0]!
    .effects;

describe('701.8b: a discard at random', () => {
  it('"Target player discards two cards at random."', () => {
    expect(spellEffects('Hymn to Tourach')).toEqual([
      { kind: 'discard', who: { target: 0 }, amount: 2, atRandom: true },
    ]);
  });

  it('"Each player draws three cards, then discards three cards at random."', () => {
    expect(spellEffects('Burning Inquiry')).toEqual([
      { kind: 'draw', who: 'each-player', amount: 3 },
      { kind: 'discard', who: 'each-player', amount: 3, atRandom: true },
    ]);
  });

  it('"Target opponent discards a card at random, then discards a card.": only the first is random', () => {
    expect(spellEffects('Stupor')).toEqual([
      { kind: 'discard', who: { target: 0 }, amount: 1, atRandom: true },
      { kind: 'discard', who: { target: 0 }, amount: 1 },
    ]);
  });

  it('a cost: "{T}, Discard a card at random:" and an additional cost', () => {
    expect(abilitiesOf('Mage il-Vec')[0]).toMatchObject({
      cost: { tap: true, discard: { count: 1, atRandom: true } },
    });
    expect(abilitiesOf('Sonic Burst')).toContainEqual(
      expect.objectContaining({ additionalCost: { discard: { count: 1, atRandom: true } } }),
    );
  });
});

describe('701.16a: a card revealed at random from a hand', () => {
  it('"Target player reveals a card at random from their hand. ~ deals damage ... equal to that card\'s mana value."', () => {
    expect(spellEffects('Ignite Memories')).toEqual([
      { kind: 'reveal-at-random', who: { target: 0 } },
      { kind: 'deal-damage', amount: { manaValueOf: 'revealed-card' }, to: { target: 0 } },
    ]);
  });

  it('"that player reveals a card at random from their hand" (Merfolk Spy)', () => {
    expect(effectsOf('Merfolk Spy', 1)).toEqual([{ kind: 'reveal-at-random', who: 'trigger-player' }]);
  });
});
