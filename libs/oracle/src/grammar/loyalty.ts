// Loyalty abilities (606): "+2: Each player draws a card.", "−1: Target player draws a card.", "0:
// ..."; the cost puts loyalty counters on the planeswalker or removes them (606.4), and the ability
// is activated only as a sorcery, once each turn (606.3).
import type { Cost } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { signed } from './amounts.js';

/** 606.4: the loyalty cost before the colon ("+2:", "−1:", "0:"), which is read; else nothing is read. */
export function loyaltyCost(sentence: Sentence): Cost | undefined {
  const token = sentence.peek();
  const change =
    token?.kind === 'number' && /^(?:[+−]\d+|0)$/.test(token.text) ? signed(token.text) : undefined;
  if (change === undefined || sentence.peek(1)?.text !== ':') return undefined;
  sentence.take();
  sentence.take();
  return { loyalty: change };
}
