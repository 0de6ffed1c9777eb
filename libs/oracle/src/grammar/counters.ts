// Counters (122): "a +1/+1 counter", "two -1/-1 counters", "X +1/+1 counters", "a spore counter".
import type { Amount } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

/** 122.1: a counter's kind, "+1/+1", "-1/-1" or a word ("spore", "charge"), if one comes next. */
export function counterKind(sentence: Sentence): string | undefined {
  const mark = sentence.mark;
  const first = sentence.take();
  if (first?.kind === 'word') return first.lower;
  if (first?.kind === 'number' && sentence.accept('/')) {
    const kind = `${first.text}/${sentence.take()?.text ?? ''}`;
    // 122.1a: the counters that change power and toughness the compiler reads.
    if (kind === '+1/+1' || kind === '-1/-1') return kind;
  }
  sentence.reset(mark);
  return undefined;
}

/** "N [kind] counter(s)", if they come next; else nothing is read. */
export function counterPhrase(sentence: Sentence): { counter: string; amount: Amount } | undefined {
  const mark = sentence.mark;
  const amount: Amount | undefined = sentence.accept('x') ? 'X' : fixedAmount(sentence);
  const counter = amount === undefined ? undefined : counterKind(sentence);
  if (amount !== undefined && counter && sentence.accept(amount === 1 ? 'counter' : 'counters'))
    return { counter, amount };
  sentence.reset(mark);
  return undefined;
}
