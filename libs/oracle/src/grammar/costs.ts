// Activation costs (118, 602.1a): what comes before the colon, "{2}{G}, {T}".
import type { Cost } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The mana symbols that come next, written as a mana cost ("{2}{G}"), if any. */
export function manaSymbols(sentence: Sentence): string | undefined {
  let mana = '';
  while (sentence.peek()?.kind === 'symbol' && !['{t}', '{q}', '{e}'].includes(sentence.peek()!.lower))
    mana += sentence.take()!.text;
  return mana || undefined;
}

/** A cost of mana and tapping, up to the colon (which is read); else nothing is read. */
export function activationCost(sentence: Sentence): Cost | undefined {
  const mark = sentence.mark;
  const cost: Cost = {};
  do {
    const mana = manaSymbols(sentence);
    if (mana && !cost.mana) cost.mana = mana;
    else if (!mana && !cost.tap && sentence.accept('{t}')) cost.tap = true;
    else break;
  } while (sentence.accept(','));
  if ((cost.mana || cost.tap) && sentence.accept(':')) return cost;
  sentence.reset(mark);
  return undefined;
}
