// 701.23: "Clash with an opponent. If you win, [effects]. Otherwise, [effects]." read from corpus cards.
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf } from '../testing/corpus-abilities.js';

describe('701.23: clashes of corpus cards', () => {
  it('reads "If you win," and "Otherwise,", after the spell\'s other effects', () => {
    expect(abilitiesOf('Pulling Teeth')).toMatchObject([
      {
        kind: 'spell',
        modes: [
          {
            targets: [{ kind: 'player' }],
            effects: [
              {
                kind: 'clash',
                won: [{ kind: 'discard', who: { target: 0 }, amount: 2 }],
                lost: [{ kind: 'discard', who: { target: 0 }, amount: 1 }],
              },
            ],
          },
        ],
      },
    ]);
    expect(abilitiesOf('Research the Deep')).toMatchObject([
      {
        modes: [
          {
            effects: [
              { kind: 'draw', who: 'you', amount: 1 },
              { kind: 'clash', won: [{ kind: 'return-to-hand', what: 'self' }] },
            ],
          },
        ],
      },
    ]);
  });

  it('reads a clash in a triggered ability', () => {
    expect(abilitiesOf('Oaken Brawler')[0]).toMatchObject({
      kind: 'triggered',
      effects: [
        { kind: 'clash', won: [{ kind: 'add-counters', what: 'self', counter: '+1/+1', amount: 1 }] },
      ],
    });
  });
});
