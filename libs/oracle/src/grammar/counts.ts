// Counted amounts (107.1): "for each creature you control", "for each card in your graveyard".
import type { Amount } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { nounPhrase } from './nouns.js';

/** What "each [phrase]" counts: permanents on the battlefield, or the cards in your graveyard or hand. */
function counted(sentence: Sentence): Amount | undefined {
  if (sentence.accept('card', 'in', 'your', 'graveyard'))
    return { countCards: { zone: 'graveyard', of: 'you' } };
  if (sentence.accept('card', 'in', 'your', 'hand')) return { countCards: { zone: 'hand', of: 'you' } };
  const phrase = nounPhrase(sentence, false);
  if (phrase?.head !== 'permanent') return undefined;
  sentence.accept('on', 'the', 'battlefield');
  return { count: phrase.filter };
}

/** "[one] ... for each [phrase]": the amount one times a count, if "for each" comes next; else the amount. */
export function perEach(sentence: Sentence, amount: Amount, clause: string): Amount {
  if (!sentence.accept('for', 'each')) return amount;
  if (amount !== 1) sentence.fail('AMOUNT', `${clause}: a multiple of a count the compiler does not know`);
  return counted(sentence) ?? sentence.fail('AMOUNT', `${clause}: a count the compiler does not know`);
}
