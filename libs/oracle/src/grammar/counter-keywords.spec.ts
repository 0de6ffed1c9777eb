// 702.58a graft, 702.43a modular, 702.82a devour, 702.98a unleash, 702.101a extort, 122.5 and 122.8 counters moved and
// removed, and 604.3 a power-only characteristic-defining ability, read from corpus cards.
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf } from '../testing/corpus-abilities.js';

const entersWith = (n: number) => ({
  kind: 'replacement',
  replacement: { event: 'enters', object: 'self', counters: { counter: '+1/+1', amount: n } },
});

describe('+1/+1 counter keywords and counter effects in Oracle text', () => {
  it('702.58a: "Graft 2" is an entering replacement and a trigger that may move a counter, if it has one', () => {
    expect(abilitiesOf('Aquastrand Spider').slice(0, 2)).toMatchObject([
      entersWith(2),
      {
        kind: 'triggered',
        keyword: 'graft',
        trigger: { event: 'enters', filter: { types: ['Creature'], other: true } },
        condition: { kind: 'counters-on-self', counter: '+1/+1', atLeast: 1 },
        effects: [
          {
            kind: 'optional',
            effects: [
              { kind: 'move-counters', from: 'self', to: 'trigger-object', counter: '+1/+1', amount: 1 },
            ],
          },
        ],
      },
    ]);
  });

  it('702.43a: "Modular 1" enters with a counter and, put into a graveyard, may give its counters to a target artifact creature', () => {
    expect(abilitiesOf('Arcbound Worker')).toMatchObject([
      entersWith(1),
      {
        kind: 'triggered',
        keyword: 'modular',
        trigger: { event: 'put-into-graveyard', from: 'battlefield' },
        targets: [{ kind: 'creature', filter: { types: ['Artifact'] } }],
        effects: [
          {
            kind: 'optional',
            effects: [
              {
                kind: 'add-counters',
                what: { target: 0 },
                counter: '+1/+1',
                amount: { countersOnSelf: '+1/+1' },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('702.98a: "Unleash" is an optional entering counter and "can\'t block as long as it has a +1/+1 counter"', () => {
    expect(abilitiesOf('Rakdos Cackler')).toMatchObject([
      {
        kind: 'replacement',
        replacement: {
          event: 'enters',
          object: 'self',
          counters: { counter: '+1/+1', amount: 1 },
          optional: true,
        },
      },
      {
        kind: 'static',
        effect: { kind: 'cant-block', affected: 'self' },
        condition: { kind: 'counters-on-self', counter: '+1/+1', atLeast: 1 },
      },
    ]);
  });

  it('702.82a-b: "Devour N" is an entering replacement; "for each creature it devoured" counts what it devoured', () => {
    expect(abilitiesOf('Thunder-Thrash Elder')).toMatchObject([
      { kind: 'replacement', replacement: { event: 'enters', object: 'self', devour: 3 } },
    ]);
    expect(abilitiesOf('Skullmulcher')).toMatchObject([
      { kind: 'replacement', replacement: { event: 'enters', object: 'self', devour: 1 } },
      {
        kind: 'triggered',
        trigger: { event: 'enters' },
        effects: [{ kind: 'draw', amount: { devoured: true } }],
      },
    ]);
  });

  it('702.101a: "Extort" triggers on casting a spell: pay {W/B} to drain each opponent of 1 life', () => {
    expect(abilitiesOf('Syndic of Tithes')).toMatchObject([
      {
        kind: 'triggered',
        keyword: 'extort',
        trigger: { event: 'cast', by: 'you' },
        effects: [
          {
            kind: 'pay',
            cost: { mana: '{W/B}' },
            optional: true,
            then: [{ kind: 'drain', who: 'each-opponent', amount: 1 }],
          },
        ],
      },
    ]);
  });

  it('122.8, 122.5: "Remove a -1/-1 counter from target creature", "Move a +1/+1 counter from target creature you control onto this creature"', () => {
    expect(abilitiesOf('Chainbreaker')[1]).toMatchObject({
      kind: 'activated',
      effects: [{ kind: 'remove-counters', what: { target: 0 }, counter: '-1/-1', amount: 1 }],
    });
    expect(abilitiesOf('Cytoplast Root-Kin')[3]).toMatchObject({
      kind: 'activated',
      targets: [{ kind: 'creature', filter: { controller: 'you' } }],
      effects: [{ kind: 'move-counters', from: { target: 0 }, to: 'self', counter: '+1/+1', amount: 1 }],
    });
  });

  it('604.3: "[this card]\'s power is equal to [count]" defines its power alone; its toughness stays printed', () => {
    const [cda] = abilitiesOf('Dakmor Sorceress');
    expect(cda).toMatchObject({ kind: 'static', effect: { kind: 'set-pt-cda', power: { count: {} } } });
    expect(cda).not.toHaveProperty('effect.toughness');
  });
});
