// Suspend (702.62a), vanishing (702.63a) and fading (702.32a) read from corpus cards, and lines that
// are none of them (a suspend with X, a fading without a number).
import { describe, expect, it } from '@jest/globals';
import { Sentence } from '../parser/sentence.js';
import { tokenise } from '../parser/tokens.js';
import { abilitiesOf } from '../testing/corpus-abilities.js';
import { timeCounterKeywordLine } from './time-counters.js';

const time = { kind: 'counters-on-self', counter: 'time', atLeast: 1 };
const removeTime = { kind: 'remove-counters', what: 'self', counter: 'time', amount: 1 };
const yourUpkeep = { event: 'step', step: 'upkeep', whose: 'yours' };

function line(text: string) {
  const tokens = tokenise(text, ['Test Card']);
  if (!Array.isArray(tokens)) throw new Error(`not tokenised: ${text}`);
  return timeCounterKeywordLine(new Sentence(tokens, ['this creature']), text);
}

describe('time counters and fade counters (702.62, 702.63, 702.32)', () => {
  it('702.62a: "Suspend 1—{R}": the special action, two abilities working in exile, haste when cast so', () => {
    expect(abilitiesOf('Rift Bolt').slice(1)).toMatchObject([
      { kind: 'suspend', time: 1, cost: '{R}' },
      {
        kind: 'triggered',
        keyword: 'suspend',
        zone: 'exile',
        trigger: yourUpkeep,
        condition: time,
        effects: [removeTime],
      },
      {
        kind: 'triggered',
        keyword: 'suspend',
        zone: 'exile',
        trigger: { event: 'last-counter-removed', counter: 'time' },
        effects: [{ kind: 'cast-free', what: 'self', keyword: 'suspend' }],
      },
      {
        kind: 'static',
        effect: { kind: 'grant-keywords', affected: 'self', keywords: ['haste'] },
        condition: { kind: 'cast-with', keyword: 'suspend' },
      },
    ]);
  });

  it('702.63a: "Vanishing 4": enters with four time counters, one removed each upkeep, sacrificed at the last', () => {
    expect(abilitiesOf('Calciderm').slice(1)).toMatchObject([
      {
        kind: 'replacement',
        replacement: { event: 'enters', object: 'self', counters: { counter: 'time', amount: 4 } },
      },
      {
        kind: 'triggered',
        keyword: 'vanishing',
        trigger: yourUpkeep,
        condition: time,
        effects: [removeTime],
      },
      {
        kind: 'triggered',
        keyword: 'vanishing',
        trigger: { event: 'last-counter-removed', counter: 'time' },
        effects: [{ kind: 'sacrifice-object', what: 'self' }],
      },
    ]);
  });

  it('702.63b: "Vanishing" without a number: no counters as it enters, the two triggered abilities', () => {
    expect(line('Vanishing')?.map((a) => a.kind)).toEqual(['triggered', 'triggered']);
  });

  it('702.32a: "Fading 3": enters with three fade counters; one removed each upkeep, or it is sacrificed', () => {
    expect(abilitiesOf('Blastoderm').slice(1)).toMatchObject([
      {
        kind: 'replacement',
        replacement: { event: 'enters', object: 'self', counters: { counter: 'fade', amount: 3 } },
      },
      {
        kind: 'triggered',
        keyword: 'fading',
        trigger: yourUpkeep,
        effects: [
          {
            kind: 'remove-counters',
            what: 'self',
            counter: 'fade',
            amount: 1,
            ifCant: [{ kind: 'sacrifice-object', what: 'self' }],
          },
        ],
      },
    ]);
  });

  it('lines that are not these keywords are not read: suspend with X, fading without a number', () => {
    expect(line('Suspend X—{X}{X}{R}')).toBeUndefined();
    expect(line('Fading')).toBeUndefined();
    expect(line('Suspend 3')).toBeUndefined();
  });
});
