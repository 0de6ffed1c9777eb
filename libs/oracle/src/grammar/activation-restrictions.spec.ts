import { describe, expect, it } from '@jest/globals';
import { abilitiesOf, diagnosticsOf } from '../testing/corpus-abilities.js';

/** The restriction of each of a card's activated abilities, in order. */
function restrictions(name: string): unknown[] {
  return abilitiesOf(name).flatMap((a) => (a.kind === 'activated' ? [a.restriction] : []));
}

describe('"Activate [this ability] only ..." (602.1, 602.5b)', () => {
  it('a period of the turn: "during your upkeep", "during your turn, before attackers are declared", "during combat"', () => {
    expect(restrictions('Augur il-Vec')).toEqual([{ turn: 'yours', steps: ['upkeep'] }]);
    expect(restrictions('Alaborn Veteran')).toEqual([
      { turn: 'yours', steps: ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat'] },
    ]);
  });

  it('"only once each turn", and the effects before it read as ever', () => {
    expect(abilitiesOf('Darkthicket Wolf')[0]).toMatchObject({
      cost: { mana: '{2}{G}' },
      effects: [{ kind: 'modify-pt', what: 'self', power: 2, toughness: 2, duration: 'end-of-turn' }],
      restriction: { oncePerTurn: true },
    });
  });

  it('"only if [condition]": threshold, formidable; restrictions joined by "and only"', () => {
    expect(restrictions('Barbarian Ring')).toEqual([
      undefined,
      { condition: { kind: 'graveyard-size', atLeast: 7 } },
    ]);
    expect(restrictions('Atarka Pummeler')).toEqual([{ condition: { kind: 'total-power', atLeast: 8 } }]);
    expect(restrictions('Gate to Phyrexia')).toEqual([
      { turn: 'yours', steps: ['upkeep'], oncePerTurn: true },
    ]);
  });

  it('a restriction the compiler does not know, or of a mana ability, is a diagnostic of the line', () => {
    // "only if three or more creature cards are above Ashen Ghoul": no condition the compiler knows.
    expect(diagnosticsOf('Ashen Ghoul')).toEqual([expect.objectContaining({ code: 'CONDITION' })]);
    // 605.1a: Tainted Field's mana ability "only if you control a Swamp" is not read yet.
    expect(diagnosticsOf('Tainted Field')).toEqual([expect.objectContaining({ code: 'RESTRICTION' })]);
  });
});

describe('"Cast [this card] only ..." (601.3)', () => {
  it('a period and a condition joined by "and only"; "during an opponent\'s upkeep"', () => {
    expect(abilitiesOf('Just Fate')[0]).toEqual({
      kind: 'cast-restriction',
      text: "Cast Just Fate only during the declare attackers step and only if you've been attacked this step.",
      restriction: { steps: ['declare-attackers'], condition: { kind: 'attacked' } },
    });
    expect(abilitiesOf('Festival')[0]).toMatchObject({
      restriction: { turn: 'not-yours', steps: ['upkeep'] },
    });
  });
});
