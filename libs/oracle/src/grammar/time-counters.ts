// Keyword abilities about counters that run out, each a whole line: "Suspend 4—{U}" (702.62a: time
// counters on a card in exile), "Vanishing 3" and "Vanishing" (702.63a-b: time counters on a
// permanent), "Fading 3" (702.32a: fade counters).
import { fadingAbilities, suspendAbilities, vanishingAbilities, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { manaSymbols } from './costs.js';

/** A number of counters written in figures ("4"), if one comes next (not X). */
function counterNumber(sentence: Sentence): number | undefined {
  const token = sentence.peek();
  if (token?.kind !== 'number' || !/^\d+$/.test(token.text) || Number(token.text) < 1) return undefined;
  sentence.take();
  return Number(token.text);
}

/** 702.62a: "Suspend N—[mana cost]". */
function suspend(sentence: Sentence, text: string): Ability[] | undefined {
  if (!sentence.accept('suspend')) return undefined;
  const time = counterNumber(sentence);
  const cost = time !== undefined && sentence.accept('—') ? manaSymbols(sentence) : undefined;
  return cost && sentence.done ? suspendAbilities(text, time!, cost) : undefined;
}

/** 702.63a-b: "Vanishing N", or "Vanishing" alone. */
function vanishing(sentence: Sentence, text: string): Ability[] | undefined {
  if (!sentence.accept('vanishing')) return undefined;
  const n = counterNumber(sentence);
  return sentence.done ? vanishingAbilities(text, n) : undefined;
}

/** 702.32a: "Fading N". */
function fading(sentence: Sentence, text: string): Ability[] | undefined {
  if (!sentence.accept('fading')) return undefined;
  const n = counterNumber(sentence);
  return n !== undefined && sentence.done ? fadingAbilities(text, n) : undefined;
}

/** The whole line, if it is one of these keywords; else nothing is read. */
export function timeCounterKeywordLine(sentence: Sentence, text: string): Ability[] | undefined {
  for (const keyword of [suspend, vanishing, fading]) {
    const mark = sentence.mark;
    const found = keyword(sentence, text);
    if (found) return found;
    sentence.reset(mark);
  }
  return undefined;
}
