// Loyalty abilities (606): "+1: You gain 2 life.", "−2: ...", "0: ...", "−X: ..." (606.4, 107.3);
// activated only as a sorcery (606.3), never mana abilities (605.1a).
import type { Ability, Cost } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { effectSentences } from './effects.js';
import { Targets } from './targets.js';

/** 606.1: the loyalty cost before the colon: "+N", "−N", "0", "−X"; else nothing is read. */
function loyaltyCost(sentence: Sentence): Cost | undefined {
  const mark = sentence.mark;
  const token = sentence.take();
  if (
    token?.kind === 'number' &&
    (/^[+-]\d+$/.test(token.lower) || token.lower === '0') &&
    sentence.accept(':')
  )
    return { loyalty: Number(token.lower) };
  sentence.reset(mark);
  if (sentence.accept('−', 'x', ':')) return { loyaltyMinusX: true };
  return undefined;
}

/** "[loyalty cost]: [effect]" (606.1) as a whole line; else nothing is read. */
export function loyaltyAbility(sentence: Sentence, text: string): Ability | undefined {
  const cost = loyaltyCost(sentence);
  if (!cost) return undefined;
  // 606.1, 602.1: "it" in the effect is the planeswalker itself until another object is named.
  const targets = new Targets('self');
  const effects = effectSentences(sentence, targets, text);
  return { kind: 'activated', text, cost, targets: targets.specs, effects, sorcerySpeed: true };
}
