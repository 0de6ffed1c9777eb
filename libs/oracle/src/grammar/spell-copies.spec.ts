// 707.10: copies of spells read from corpus cards: "Copy target instant or sorcery spell. You may
// choose new targets for the copy." (707.10c), storm (702.40a), replicate (702.56a); and buyback
// (702.27a), with a cost of mana or of other things.
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf } from '../testing/corpus-abilities.js';

const copiesItself = (keyword: 'storm' | 'replicate', amount: string) => ({
  kind: 'triggered',
  trigger: { event: 'cast-self', amount },
  targets: [],
  effects: [{ kind: 'copy-spell', what: 'self', times: { triggerAmount: true }, newTargets: true }],
  keyword,
});

describe('707.10: copies of spells in corpus cards', () => {
  it('reads "Copy target instant or sorcery spell" and the new targets the copy may have (707.10c)', () => {
    expect(abilitiesOf('Twincast')).toEqual([
      {
        kind: 'spell',
        modes: [
          {
            targets: [{ kind: 'spell', filter: { anyOfTypes: ['Instant', 'Sorcery'] } }],
            effects: [{ kind: 'copy-spell', what: { target: 0 }, newTargets: true }],
          },
        ],
      },
    ]);
    expect(abilitiesOf('Dualcaster Mage')[1]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'enters' },
      effects: [{ kind: 'copy-spell', what: { target: 0 }, newTargets: true }],
    });
  });

  it('702.40a, 702.56a: storm and replicate, triggered abilities that copy the spell as it is cast', () => {
    expect(abilitiesOf('Grapeshot')[1]).toMatchObject(copiesItself('storm', 'spells-cast-before'));
    expect(abilitiesOf('Pyromatics').slice(0, 2)).toMatchObject([
      { kind: 'replicate', cost: { mana: '{1}{R}' } },
      copiesItself('replicate', 'replicate-payments'),
    ]);
  });

  it('702.27a: buyback for mana, or for a cost of other things', () => {
    expect(abilitiesOf('Capsize')[0]).toEqual({ kind: 'buyback', cost: { mana: '{3}' } });
    expect(abilitiesOf('Slaughter')[0]).toEqual({ kind: 'buyback', cost: { life: 4 } });
    expect(abilitiesOf('Forbid')[0]).toEqual({ kind: 'buyback', cost: { discard: { count: 2 } } });
  });
});
