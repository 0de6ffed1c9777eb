// Keyword abilities that work from a graveyard, each a whole line: "Unearth {2}{B}" (702.84a).
import { unearthAbilities, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** The whole line, if it is one of these keywords; else nothing is read. */
export function graveyardKeywordLine(sentence: Sentence, text: string): Ability[] | undefined {
  const unearth = keywordManaCost(sentence, 'unearth');
  if (unearth) return unearthAbilities(text, unearth);
  return undefined;
}
