// Entering as a copy (707.5, 614.1c): "You may have [this] enter as a copy of any creature on the
// battlefield[, except ...]." (707.9)
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { copyException } from './copy-exceptions.js';
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
  sentence.expect(CLAUSE, 'on', 'the', 'battlefield');
  const except = copyException(sentence, text);
  if (!(sentence.accept('.') || sentence.peek(-1)?.text === '"') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  const copy = { event: 'enters-as-copy' as const, of: phrase.filter, ...(except ? { except } : {}) };
  return [{ kind: 'replacement', text, replacement: copy }];
}
