// Keyword abilities that ask for a payment each upkeep, each a whole line: "Cumulative upkeep {1}"
// (702.24a), "Echo {2}{R}" (702.30a).
import { cumulativeUpkeepAbility, echoAbility, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** The keywords, their words and the ability each stands for with its mana cost. */
const KEYWORDS: [string[], (text: string, mana: string) => Ability][] = [
  [['cumulative', 'upkeep'], cumulativeUpkeepAbility],
  [['echo'], echoAbility],
];

/** 702.24a, 702.30a: "Cumulative upkeep [mana cost]", "Echo [mana cost]", the whole line; else nothing is read. */
export function upkeepKeywordLine(sentence: Sentence, text: string): Ability | undefined {
  for (const [words, ability] of KEYWORDS) {
    const mana = keywordManaCost(sentence, ...words);
    if (mana) return ability(text, mana);
  }
  return undefined;
}
