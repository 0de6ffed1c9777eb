// Entering as a copy (707.5, 614.1c): "You may have [this] enter as a copy of any creature on the battlefield."
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { nounPhrase } from './nouns.js';
import { self } from './self.js';

const CLAUSE = 'enters as a copy (707.5)';

/** 707.5: "You may have [this] enter as a copy of any [permanent] on the battlefield." as a whole line; else nothing is read. */
export function entersAsCopyLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (
    !sentence.accept('you', 'may', 'have') ||
    !self(sentence) ||
    !sentence.accept('enter', 'as', 'a', 'copy', 'of', 'any')
  ) {
    sentence.reset(mark);
    return undefined;
  }
  const phrase = nounPhrase(sentence, false);
  if (phrase?.head !== 'permanent') return sentence.fail('OBJECT', `${CLAUSE}: expected a permanent`);
  if (!sentence.accept('on', 'the', 'battlefield', '.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return [{ kind: 'replacement', text, replacement: { event: 'enters-as-copy', of: phrase.filter } }];
}
