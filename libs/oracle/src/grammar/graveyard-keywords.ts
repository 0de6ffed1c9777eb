// Keyword abilities that work from a graveyard, each a whole line: "Unearth {2}{B}" (702.84a),
// "Dredge 3" (702.52a).
import { unearthAbilities, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** The whole line, if it is one of these keywords; else nothing is read. */
export function graveyardKeywordLine(sentence: Sentence, text: string): Ability[] | undefined {
  const unearth = keywordManaCost(sentence, 'unearth');
  if (unearth) return unearthAbilities(text, unearth);
  const dredge = dredgeNumber(sentence);
  if (dredge)
    return [
      { kind: 'replacement', text, replacement: { event: 'draw', instead: { dredge } }, zone: 'graveyard' },
    ];
  return undefined;
}

/** 702.52a: "Dredge N", the whole line: N; else nothing is read. */
function dredgeNumber(sentence: Sentence): number | undefined {
  const [word, n] = [sentence.peek(), sentence.peek(1)];
  if (word?.lower !== 'dredge' || n?.kind !== 'number' || !/^\d+$/.test(n.text) || sentence.peek(2))
    return undefined;
  sentence.take();
  return Number(sentence.take()!.text);
}
