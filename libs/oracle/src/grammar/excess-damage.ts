// Excess damage (120.10): "If excess damage was dealt this way, discover X, where X is that excess
// damage." after the sentence that deals it.
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const WORDS = ['if', 'excess', 'damage', 'was', 'dealt', 'this', 'way', ','];

/**
 * 120.10: the effects (read by `then`) that happen if the damage dealt by the sentence before was
 * excess, set on that damage; false if these words don't come next.
 */
export function ifExcessDamage(sentence: Sentence, before: Effect[], then: () => Effect[]): boolean {
  if (!sentence.accept(...WORDS)) return false;
  const dealt = before.at(-1);
  if (dealt?.kind !== 'deal-damage')
    return sentence.fail('EFFECT', 'excess damage (120.10): no damage dealt before');
  dealt.ifExcess = then();
  return true;
}
