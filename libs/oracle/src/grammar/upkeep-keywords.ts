// Keyword abilities that ask for a payment each upkeep, each a whole line: "Cumulative upkeep {1}"
// (702.24a).
import { cumulativeUpkeepAbility, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { manaSymbols } from './costs.js';

/** 702.24a: "Cumulative upkeep [mana cost]", the whole line; else nothing is read. */
export function upkeepKeywordLine(sentence: Sentence, text: string): Ability | undefined {
  const mark = sentence.mark;
  const mana = sentence.accept('cumulative', 'upkeep') ? manaSymbols(sentence) : undefined;
  if (mana && sentence.done) return cumulativeUpkeepAbility(text, mana);
  sentence.reset(mark);
  return undefined;
}
