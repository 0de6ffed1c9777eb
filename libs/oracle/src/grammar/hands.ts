// A player's hand (402): "put two cards from your hand on top of your library in any order", "You
// choose a noncreature, nonland card from it. That player discards that card." (701.9b).
import type { Effect, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { countedNoun } from './nouns.js';

/** "put N cards from your hand on top of your library in any order", after "put"; else nothing is read. */
export function handOnLibrary(sentence: Sentence): Effect | undefined {
  const mark = sentence.mark;
  const amount = fixedAmount(sentence);
  const words = ['from', 'your', 'hand', 'on', 'top', 'of', 'your', 'library', 'in', 'any', 'order'];
  if (amount !== undefined && sentence.accept(amount === 1 ? 'card' : 'cards', ...words))
    return { kind: 'put-from-hand-on-library', amount };
  sentence.reset(mark);
  return undefined;
}

/**
 * 701.9b: "choose a [card] from it. That player discards that card.", after "you", the hand of the
 * player named before (`whose`) revealed; else nothing is read.
 */
export function youChooseDiscard(sentence: Sentence, whose: PlayerRef | undefined): Effect | undefined {
  const mark = sentence.mark;
  const counted = whose && sentence.accept('choose') ? countedNoun(sentence) : undefined;
  const discards = ['from', 'it', '.', 'that', 'player', 'discards', 'that', 'card'];
  if (counted?.count === 1 && counted.phrase.head === 'card' && sentence.accept(...discards)) {
    const { filter } = counted.phrase;
    return { kind: 'discard', who: whose!, amount: 1, filter, chooser: 'you' };
  }
  sentence.reset(mark);
  return undefined;
}
