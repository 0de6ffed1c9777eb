// Characteristic-defining abilities (604.3): "This creature's power and toughness are each equal to
// your life total.", "[This card]'s power and toughness are each equal to the number of cards in your hand."
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { definedAmount } from './counts.js';
import { Targets } from './targets.js';

const CLAUSE = 'characteristic-defining ability (604.3)';

/** "this creature's", or the card's name and "'s", if they come next. */
function ownPossessive(sentence: Sentence): boolean {
  if (sentence.accept('this', "creature's")) return true;
  if (sentence.peek()?.kind !== 'self' || sentence.peek(1)?.lower !== "'s") return false;
  sentence.take();
  sentence.take();
  return true;
}

/**
 * 604.3, 208.2: "[its] power and toughness are each equal to [amount]." or "[its] power is equal to
 * [amount]." (its toughness printed) as a whole line; else nothing is read.
 */
export function powerToughnessDefining(sentence: Sentence, text: string): Ability | undefined {
  const mark = sentence.mark;
  const both =
    ownPossessive(sentence) &&
    (sentence.accept('power', 'and', 'toughness', 'are', 'each', 'equal', 'to') ||
      (sentence.accept('power', 'is', 'equal', 'to') ? 'power' : undefined));
  if (!both) {
    sentence.reset(mark);
    return undefined;
  }
  const amount = definedAmount(sentence, new Targets(), CLAUSE);
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  const toughness = both === 'power' ? {} : { toughness: amount };
  return { kind: 'static', text, effect: { kind: 'set-pt-cda', power: amount, ...toughness } };
}
