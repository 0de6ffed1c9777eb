import { describe, expect, it } from '@jest/globals';
import type { Ability } from '@mtg/cards';
import { abilitiesOf } from '../testing/corpus-abilities.js';

/** The effects of a card's spell ability. */
function spellEffects(name: string) {
  const spell = abilitiesOf(name).find((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
  return spell?.modes[0]?.effects;
}

describe('extra turns of corpus cards (500.7)', () => {
  it('500.7: "Take an extra turn after this one", "Target player takes two extra turns after this one"', () => {
    expect(spellEffects('Time Walk')).toEqual([{ kind: 'extra-turn', who: 'you' }]);
    expect(spellEffects('Time Warp')).toEqual([{ kind: 'extra-turn', who: { target: 0 } }]);
    expect(spellEffects('Time Stretch')).toEqual([{ kind: 'extra-turn', who: { target: 0 }, count: 2 }]);
  });
});
