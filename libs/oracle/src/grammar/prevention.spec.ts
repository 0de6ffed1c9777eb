import { describe, expect, it } from '@jest/globals';
import { abilitiesOf } from '../testing/corpus-abilities.js';

/** The effects of a card's first spell or activated ability. */
function effectsOf(name: string): unknown {
  const [ability] = abilitiesOf(name).filter((a) => a.kind === 'spell' || a.kind === 'activated');
  if (ability?.kind === 'spell') return ability.modes[0]?.effects;
  return ability?.kind === 'activated' ? ability.effects : undefined;
}

/** The replacement effects of a card's static abilities. */
function replacementsOf(name: string): unknown[] {
  return abilitiesOf(name).flatMap((a) => (a.kind === 'replacement' ? [a.replacement] : []));
}

describe('prevention effects without an amount, and protection gained until end of turn', () => {
  it('615.1a: "prevent all [combat] damage that would be dealt to/by ... this turn" of spells and abilities', () => {
    expect(effectsOf('Shielded Passage')).toEqual([
      { kind: 'prevent-all-damage', to: [{ target: 0 }], duration: 'end-of-turn' },
    ]);
    // "to and dealt by": one effect on each side.
    expect(effectsOf('Maze of Ith')).toEqual([
      { kind: 'untap', what: { target: 0 } },
      { kind: 'prevent-all-damage', to: [{ target: 0 }], combatOnly: true, duration: 'end-of-turn' },
      { kind: 'prevent-all-damage', by: [{ target: 0 }], combatOnly: true, duration: 'end-of-turn' },
    ]);
    // 615.1: "creatures you control" and "attacking creatures" are read as the damage would be dealt.
    expect(effectsOf('Safe Passage')).toEqual([
      {
        kind: 'prevent-all-damage',
        to: ['you', { filter: { types: ['Creature'], controller: 'you' } }],
        duration: 'end-of-turn',
      },
    ]);
    expect(effectsOf('Heavy Fog')).toEqual([
      {
        kind: 'prevent-all-damage',
        to: ['you'],
        by: [{ filter: { attacking: true, types: ['Creature'] } }],
        duration: 'end-of-turn',
      },
    ]);
    expect(effectsOf('Stonewise Fortifier')).toEqual([
      { kind: 'prevent-all-damage', to: ['self'], by: [{ target: 0 }], duration: 'end-of-turn' },
    ]);
    // Fog's words stay "all combat damage", with no side named.
    expect(effectsOf('Fog')).toEqual([{ kind: 'prevent-all-combat-damage', duration: 'end-of-turn' }]);
  });

  it('615.1a, 615.9, 615.5: prevention effects of static abilities', () => {
    expect(replacementsOf('Argothian Pixies')).toEqual([
      { event: 'prevent-damage', to: 'self', by: { filter: { types: ['Artifact', 'Creature'] } } },
    ]);
    // 609.7: "sources" of a kind, or of a controller.
    expect(replacementsOf('Argothian Treefolk')).toEqual([
      { event: 'prevent-damage', to: 'self', by: { filter: { types: ['Artifact'] } } },
    ]);
    expect(replacementsOf('Light of Sanction')).toEqual([
      {
        event: 'prevent-damage',
        to: { filter: { types: ['Creature'], controller: 'you' } },
        by: { filter: { controller: 'you' } },
      },
    ]);
    expect(replacementsOf('Gaseous Form')).toEqual([
      { event: 'prevent-damage', to: 'enchanted', combatOnly: true },
      { event: 'prevent-damage', by: 'enchanted', combatOnly: true },
    ]);
    expect(replacementsOf("Urza's Armor")).toEqual([{ event: 'prevent-damage', to: 'you', amount: 1 }]);
    expect(replacementsOf('Phyrexian Hydra')).toEqual([
      { event: 'prevent-damage', to: 'self', counters: '-1/-1' },
    ]);
  });

  it('615.1a, 702.1: a side read as the damage would be dealt: "by creatures with flying" (Scarecrow)', () => {
    expect(effectsOf('Scarecrow')).toEqual([
      {
        kind: 'prevent-all-damage',
        to: ['you'],
        by: [{ filter: { types: ['Creature'], keywords: ['flying'] } }],
        duration: 'end-of-turn',
      },
    ]);
  });

  it('702.16a, 608.2d: protection from a color, or from the color chosen as the effect happens, until end of turn', () => {
    expect(effectsOf('Mother of Runes')).toEqual([
      { kind: 'grant-protection', what: { target: 0 }, from: 'color-of-choice', duration: 'end-of-turn' },
    ]);
    expect(effectsOf('Obsidian Acolyte')).toEqual([
      { kind: 'grant-protection', what: { target: 0 }, from: { color: 'B' }, duration: 'end-of-turn' },
    ]);
  });
});
