// Abilities that work from the opening hand (103.6a): "If [this card] is in your opening hand, you
// may begin the game with it on the battlefield."
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { self } from './self.js';

const WORDS = 'is in your opening hand , you may begin the game with it on the battlefield .';

/** 103.6a: the whole line; else nothing is read. */
export function openingHandLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (sentence.accept('if') && self(sentence) && sentence.accept(...WORDS.split(' ')) && sentence.done)
    return [{ kind: 'begin-on-battlefield', text }];
  sentence.reset(mark);
  return undefined;
}
