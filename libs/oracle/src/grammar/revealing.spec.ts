// 701.16: cards of a library revealed (701.16a) and looked at (701.16e) in corpus cards, and "that
// card" (608.2c) for the instructions that follow.
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf, diagnosticsOf } from '../testing/corpus-abilities.js';

const effectsOf = (name: string, index = 0) => (abilitiesOf(name)[index] as { effects: unknown[] }).effects;

describe('701.16a: the top card of a library revealed', () => {
  it('"reveal the top card of your library and put that card into your hand. You lose life equal to its mana value"', () => {
    expect(effectsOf('Dark Confidant')).toEqual([
      { kind: 'reveal-top', who: 'you' },
      { kind: 'return-to-hand', what: 'revealed-card' },
      { kind: 'lose-life', who: 'you', amount: { manaValueOf: 'revealed-card' } },
    ]);
  });

  it('"target player reveals the top card of their library"', () => {
    expect(abilitiesOf('Aven Windreader')[1]).toMatchObject({
      targets: [{ kind: 'player' }],
      effects: [{ kind: 'reveal-top', who: { target: 0 } }],
    });
  });

  it('"If it\'s a creature card, put it onto the battlefield. Otherwise, put it into your graveyard."', () => {
    expect(effectsOf('Zoologist')).toEqual([
      { kind: 'reveal-top', who: 'you' },
      {
        kind: 'if-object-is',
        what: 'revealed-card',
        filter: { types: ['Creature'] },
        then: [{ kind: 'put-onto-battlefield', what: 'revealed-card' }],
        otherwise: [{ kind: 'put-into-graveyard', what: 'revealed-card' }],
      },
    ]);
  });

  it('400.7: "that creature" after the card was put onto the battlefield is not read as the card revealed', () => {
    expect(diagnosticsOf('Killer Instinct')[0]).toMatchObject({ code: 'EFFECT' });
  });
});

describe('701.16e: the top cards of a library looked at', () => {
  it('"look at the top card of your library. You may put that card into your graveyard"', () => {
    expect(effectsOf('Rummaging Wizard')).toEqual([
      { kind: 'look-at-top', amount: 1, rest: 'top' },
      { kind: 'optional', effects: [{ kind: 'put-into-graveyard', what: 'revealed-card' }] },
    ]);
  });

  it('"You may reveal a colorless card from among them and put it into your hand. Then put the rest on the bottom"', () => {
    expect(abilitiesOf('Ancient Stirrings')[0]).toMatchObject({
      modes: [
        {
          effects: [
            {
              kind: 'look-at-top',
              amount: 5,
              take: 1,
              upTo: true,
              reveal: true,
              filter: { colorless: true },
              rest: 'bottom',
            },
          ],
        },
      ],
    });
  });

  it('"look at the top three cards of target player\'s library, then put them back in any order"; ", and exile the rest"', () => {
    expect(abilitiesOf('Architects of Will')[0]).toMatchObject({
      targets: [{ kind: 'player' }],
      effects: [{ kind: 'look-at-top', amount: 3, whose: { target: 0 }, rest: 'top' }],
    });
    expect(effectsOf('Browse')).toEqual([{ kind: 'look-at-top', amount: 5, take: 1, rest: 'exile' }]);
  });
});

describe('701.16a: cards revealed until one of a kind is', () => {
  it('"Put that card into your hand and the rest on the bottom of your library in a random order"', () => {
    expect(effectsOf('Ajani, Valiant Protector', 1)).toEqual([
      {
        kind: 'reveal-until',
        who: 'you',
        filter: { types: ['Creature'] },
        found: 'hand',
        rest: 'bottom-random',
      },
    ]);
  });

  it('"target player reveals cards ... until they reveal a land card, then puts those cards into their graveyard"', () => {
    expect(abilitiesOf('Balustrade Spy')[1]).toMatchObject({
      targets: [{ kind: 'player' }],
      effects: [{ kind: 'reveal-until', who: { target: 0 }, filter: { types: ['Land'] }, rest: 'graveyard' }],
    });
  });
});

describe('701.16a: the top N cards of a library revealed', () => {
  it('"Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order"', () => {
    expect(effectsOf('Goblin Ringleader', 1)).toEqual([
      {
        kind: 'look-at-top',
        amount: 4,
        revealAll: true,
        take: 'all',
        filter: { subtypes: ['Goblin'] },
        rest: 'bottom',
      },
    ]);
  });

  it('"You may put a land card from among them into your hand. Put the rest into your graveyard"', () => {
    expect(effectsOf('Satyr Wayfinder')).toEqual([
      {
        kind: 'look-at-top',
        amount: 4,
        revealAll: true,
        take: 1,
        upTo: true,
        filter: { types: ['Land'] },
        rest: 'graveyard',
      },
    ]);
  });
});
