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

/** Keywords separated by commas or semicolons, the last after "and" in a sentence ("has flying and trample"). */
export function keywordList(sentence: Sentence): Keyword[] | undefined {
  const found: Keyword[] = [];
  do {
    const k = keyword(sentence);
    if (!k) break;
    found.push(k);
  } while (sentence.accept(',') || sentence.accept(';') || sentence.accept('and'));
  return found.length ? found : undefined;
}

/** A whole line of keywords (702.1: each is an ability of its own); else nothing is read. */
export function keywordLine(sentence: Sentence): Ability[] | undefined {
  const mark = sentence.mark;
  const found = keywordList(sentence);
  if (found && sentence.done) return found.map((keyword) => ({ kind: 'keyword', keyword }));
  sentence.reset(mark);
  return undefined;
}
