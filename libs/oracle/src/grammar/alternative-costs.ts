// Alternative costs (118.9): "You may pay 1 life and exile a blue card from your hand rather than pay
// this spell's mana cost."
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { costItems } from './costs.js';

const CLAUSE = 'alternative cost (118.9)';
const RATHER = ['rather', 'than', 'pay', 'this', "spell's", 'mana', 'cost', '.'];

/** 118.9: "You may [costs joined by "and"] rather than pay this spell's mana cost." as a whole line; else nothing is read. */
export function alternativeCostLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const cost = sentence.accept('you', 'may') ? costItems(sentence, 'and') : undefined;
  if (!cost || !sentence.accept(...RATHER)) {
    sentence.reset(mark);
    return undefined;
  }
  if (!sentence.done) sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return [{ kind: 'alternative-cost', text, cost }];
}
