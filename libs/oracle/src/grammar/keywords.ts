// Keyword abilities (702) written as a line of keywords: "Flying", "Flying, vigilance",
// "First strike; protection from red" (only those the IR knows are read).
import type { Ability, Keyword } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The keywords the IR knows, as Oracle text writes them (702.9 flying, 702.7 first strike, ...). */
const KEYWORDS: readonly Keyword[] = [
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flash',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'infect',
  'islandwalk',
  'lifelink',
  'reach',
  'shroud',
  'trample',
  'vigilance',
];

/** One keyword, if the words that come next name one. */
function keyword(sentence: Sentence): Keyword | undefined {
  return KEYWORDS.find((k) => sentence.accept(...k.split(' ')));
}

/** A whole line of keywords separated by commas or semicolons (702.1: each is an ability of its own); else nothing is read. */
export function keywordLine(sentence: Sentence): Ability[] | undefined {
  const mark = sentence.mark;
  const found: Ability[] = [];
  do {
    const k = keyword(sentence);
    if (!k) break;
    found.push({ kind: 'keyword', keyword: k });
  } while (sentence.accept(',') || sentence.accept(';'));
  if (found.length && sentence.done) return found;
  sentence.reset(mark);
  return undefined;
}
