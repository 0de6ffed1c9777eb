// 705: "Flip a coin. If you win the flip, [effects]. If you lose the flip, [effects]." read from corpus cards.
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf } from '../testing/corpus-abilities.js';

/** The targets and effects of a card's first ability. */
function body(name: string): unknown {
  const [ability] = abilitiesOf(name);
  if (ability?.kind === 'spell') return ability.modes[0];
  return ability && 'effects' in ability ? { targets: ability.targets, effects: ability.effects } : ability;
}

describe('705.2: coin flips of corpus cards', () => {
  it("reads both outcomes, each with its own effects; a target is the ability's, whatever the flip", () => {
    expect(body('Orcish Captain')).toEqual({
      targets: [{ kind: 'creature', filter: { subtypes: ['Orc'] } }],
      effects: [
        {
          kind: 'flip-coin',
          won: [{ kind: 'modify-pt', what: { target: 0 }, power: 2, toughness: 0, duration: 'end-of-turn' }],
          lost: [
            { kind: 'modify-pt', what: { target: 0 }, power: -0, toughness: -2, duration: 'end-of-turn' },
          ],
        },
      ],
    });
    expect(body('Winter Sky')).toMatchObject({
      effects: [
        {
          kind: 'flip-coin',
          won: [{ kind: 'deal-damage', amount: 1, to: 'each-player' }],
          lost: [{ kind: 'draw', who: 'each-player', amount: 1 }],
        },
      ],
    });
  });

  it('reads a flip with only a won or only a lost outcome, in triggered abilities too', () => {
    expect(body('Tavern Swindler')).toEqual({
      targets: [],
      effects: [{ kind: 'flip-coin', won: [{ kind: 'gain-life', who: 'you', amount: 6 }] }],
    });
    expect(body('Mana Crypt')).toEqual({
      targets: [],
      effects: [{ kind: 'flip-coin', lost: [{ kind: 'deal-damage', amount: 3, to: 'you' }] }],
    });
    expect(body("Sorcerer's Strongbox")).toMatchObject({
      effects: [
        {
          kind: 'flip-coin',
          won: [
            { kind: 'sacrifice-object', what: 'self' },
            { kind: 'draw', who: 'you', amount: 3 },
          ],
        },
      ],
    });
  });
});
