// What counters an object can't have (122.1, 614.17): "[Creatures you control] can't have -1/-1
// counters put on them.", "[This creature] can't have more than seven dream counters on it." (122.4).
import type { Affected, StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { counterKind } from './counters.js';

const CLAUSE = 'counters (122.1)';

/** After the subject: "can't have [kind] counters put on it (them)", "can't have more than N [kind] counters on it"; else nothing is read. */
export function counterLimit(sentence: Sentence, affected: Affected): StaticEffect | undefined {
  if (!sentence.accept("can't", 'have')) return undefined;
  if (affected === 'self' && sentence.accept('more', 'than')) {
    const max = fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${CLAUSE}: expected how many counters`);
    const counter =
      counterKind(sentence) ?? sentence.fail('COUNTER', `${CLAUSE}: expected a kind of counter`);
    sentence.expect(CLAUSE, max === 1 ? 'counter' : 'counters', 'on', 'it');
    return { kind: 'max-counters', counter, max };
  }
  const counter = counterKind(sentence) ?? sentence.fail('COUNTER', `${CLAUSE}: expected a kind of counter`);
  sentence.expect(CLAUSE, 'counters', 'put', 'on');
  if (!sentence.accept(affected === 'self' ? 'it' : 'them'))
    sentence.fail('EXPECTED', `${CLAUSE}: expected on what`);
  return { kind: 'cant-have-counters', counter, on: affected };
}
