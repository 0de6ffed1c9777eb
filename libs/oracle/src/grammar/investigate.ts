// Investigate (701.36): "Investigate.", "Investigate twice.", "Investigate three times.": create
// that many Clue tokens (111.10f).
import { investigate as investigateEffect, type Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

/** "investigate [twice | N times]", if these words come next. */
export function investigate(sentence: Sentence): Effect | undefined {
  if (!sentence.accept('investigate')) return undefined;
  if (sentence.accept('twice')) return investigateEffect(2);
  const mark = sentence.mark;
  const times = fixedAmount(sentence);
  if (times !== undefined && sentence.accept('times')) return investigateEffect(times);
  sentence.reset(mark);
  return investigateEffect();
}
