// Casting a spell from among the top cards of a library without paying its mana cost (118.9, 401.5):
// "Look at the top six cards of your library. You may cast a spell from among them without paying
// its mana cost. Put the rest on the bottom of your library in a random order."
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

const CAST = [
  'you',
  'may',
  'cast',
  'a',
  'spell',
  'from',
  'among',
  'them',
  'without',
  'paying',
  'its',
  'mana',
  'cost',
];
const REST = [
  'put',
  'the',
  'rest',
  'on',
  'the',
  'bottom',
  'of',
  'your',
  'library',
  'in',
  'a',
  'random',
  'order',
];

/** The three sentences (the last period left to the caller), after "look at"; else nothing is read. */
export function lookAndCastFree(sentence: Sentence): Effect | undefined {
  const mark = sentence.mark;
  const count = sentence.accept('the', 'top') ? fixedAmount(sentence) : undefined;
  if (count && sentence.accept('cards', 'of', 'your', 'library', '.', ...CAST, '.', ...REST))
    return { kind: 'look-and-cast-free', count };
  sentence.reset(mark);
  return undefined;
}
