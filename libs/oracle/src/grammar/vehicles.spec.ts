// 702.122a crew, 702.123a fabricate, 702.100a evolve, 701.33a bolster and 722 the monarch, read from corpus cards.
import { describe, expect, it } from '@jest/globals';
import { servoToken } from '@mtg/cards';
import { abilitiesOf } from '../testing/corpus-abilities.js';

describe('crew, fabricate, evolve, bolster and the monarch in Oracle text', () => {
  it('702.122a: "Crew 3" taps other creatures with total power 3 or more: the Vehicle becomes an artifact creature until end of turn', () => {
    expect(abilitiesOf('Irontread Crusher')).toEqual([
      {
        kind: 'activated',
        text: expect.stringMatching(/^Crew 3 /),
        cost: { crew: 3 },
        targets: [],
        effects: [
          { kind: 'add-types', what: 'self', types: ['Artifact', 'Creature'], duration: 'end-of-turn' },
        ],
        keyword: 'crew',
      },
    ]);
  });

  it('702.123a: "Fabricate 2" triggers as it enters: two +1/+1 counters on it, or if not, two Servo tokens', () => {
    const angel = abilitiesOf('Angel of Invention');
    expect(angel.find((a) => a.kind === 'triggered')).toMatchObject({
      kind: 'triggered',
      keyword: 'fabricate',
      trigger: { event: 'enters' },
      effects: [
        {
          kind: 'optional',
          effects: [{ kind: 'add-counters', what: 'self', counter: '+1/+1', amount: 2 }],
          otherwise: [{ kind: 'create-token', token: servoToken, count: 2 }],
        },
      ],
    });
    expect(servoToken).toMatchObject({ types: ['Artifact', 'Creature'], colors: [], power: 1, toughness: 1 });
  });

  it('702.100a: "Evolve" triggers as a creature enters under its controller\'s control, if it is greater', () => {
    expect(abilitiesOf('Experiment One')[0]).toMatchObject({
      kind: 'triggered',
      keyword: 'evolve',
      trigger: { event: 'enters', filter: { types: ['Creature'], controller: 'you' } },
      condition: { kind: 'evolves' },
      effects: [{ kind: 'add-counters', what: 'self', counter: '+1/+1', amount: 1 }],
    });
  });

  it('701.33a: "bolster N" in a spell and in a triggered ability', () => {
    expect(abilitiesOf("Dromoka's Gift")).toMatchObject([
      { kind: 'spell', modes: [{ effects: [{ kind: 'bolster', amount: 4 }] }] },
    ]);
    expect(abilitiesOf('Abzan Skycaptain')[1]).toMatchObject({
      trigger: { event: 'dies' },
      effects: [{ kind: 'bolster', amount: 2 }],
    });
  });

  it('722.1: "you become the monarch" in a triggered and an activated ability', () => {
    expect(abilitiesOf('Palace Sentinels')).toMatchObject([
      { kind: 'triggered', trigger: { event: 'enters' }, effects: [{ kind: 'become-monarch', who: 'you' }] },
    ]);
    expect(abilitiesOf('Throne of the High City')[1]).toMatchObject({
      kind: 'activated',
      cost: { mana: '{4}', tap: true, sacrificeSelf: true },
      effects: [{ kind: 'become-monarch', who: 'you' }],
    });
  });
});
