// Keyword abilities (702) written as a line of keywords: "Flying", "Flying, vigilance",
// "First strike; protection from red" (only those the IR knows are read).
import type { Ability, Keyword } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The keywords the IR knows, as Oracle text writes them (702.9 flying, 702.7 first strike, ...). */
const KEYWORDS: readonly Keyword[] = [
  'banding',
  'changeling',
  'deathtouch',
  'defender',
  'devoid',
  'double strike',
  'fear',
  'first strike',
  'flash',
  'flying',
  'forestwalk',
  'haste',
  'hexproof',
  'horsemanship',
  'indestructible',
  'infect',
  'intimidate',
  'islandwalk',
  'legendary landwalk',
  'lifelink',
  'menace',
  'mountainwalk',
  'nonbasic landwalk',
  'plainswalk',
  'reach',
  'shadow',
  'shroud',
  'skulk',
  'space sculptor',
  'split second',
  'swampwalk',
  'trample',
  'vigilance',
  'wither',
];

/** One keyword, if the words that come next name one. */
export function keyword(sentence: Sentence): Keyword | undefined {
  return KEYWORDS.find((k) => sentence.accept(...k.split(' ')));
}

/** Items separated by commas or semicolons, the last after "and" in a sentence ("has flying and trample"). */
export function listOf<T>(sentence: Sentence, item: (sentence: Sentence) => T | undefined): T[] | undefined {
  const found: T[] = [];
  do {
    const next = item(sentence);
    if (next === undefined) break;
    found.push(next);
  } while (separator(sentence));
  return found.length ? found : undefined;
}

/** ",", ";", "and", or ", and" between the items of a list. */
function separator(sentence: Sentence): boolean {
  if (sentence.accept(',') || sentence.accept(';')) return sentence.accept('and') || true;
  return sentence.accept('and');
}

/** Keywords in a list: "flying", "first strike and trample". */
export function keywordList(sentence: Sentence): Keyword[] | undefined {
  return listOf(sentence, keyword);
}

/** A whole line of keywords (702.1: each is an ability of its own); else nothing is read. */
export function keywordLine(sentence: Sentence): Ability[] | undefined {
  const mark = sentence.mark;
  const found = keywordList(sentence);
  if (found && sentence.done) return found.map((keyword) => ({ kind: 'keyword', keyword }));
  sentence.reset(mark);
  return undefined;
}
