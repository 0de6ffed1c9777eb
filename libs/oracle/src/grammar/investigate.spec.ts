// 701.36: investigate, read from corpus cards: a Clue token (111.10f) for each time.
import { describe, expect, it } from '@jest/globals';
import { clueToken } from '@mtg/cards';
import { abilitiesOf } from '../testing/corpus-abilities.js';

/** The effects of a card's `index`-th ability (its only mode for a spell). */
function effects(name: string, index = 0): unknown {
  const ability = abilitiesOf(name)[index];
  if (ability?.kind === 'spell') return ability.modes[0]?.effects;
  return ability && 'effects' in ability ? ability.effects : ability;
}

describe('701.36a: investigate', () => {
  it('creates a Clue token, a colorless Clue artifact with "{2}, Sacrifice this artifact: Draw a card."', () => {
    expect(effects('Byway Courier')).toEqual([{ kind: 'create-token', token: clueToken, count: 1 }]);
    expect(clueToken).toMatchObject({ colors: [], types: ['Artifact'], subtypes: ['Clue'] });
    expect(clueToken.abilities).toEqual([
      expect.objectContaining({
        kind: 'activated',
        cost: { mana: '{2}', sacrificeSelf: true },
        effects: [{ kind: 'draw', who: 'you', amount: 1 }],
      }),
    ]);
  });

  it('"investigate three times" creates three Clues, after the other effects of the spell', () => {
    expect(effects('Confirm Suspicions')).toEqual([
      { kind: 'counter', what: { target: 0 } },
      { kind: 'create-token', token: clueToken, count: 3 },
    ]);
  });
});
