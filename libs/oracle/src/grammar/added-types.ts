// Types added to an object (205.1b, 613.1d): "It becomes an Angel in addition to its other types."
import type { Effect, ObjectRef } from '@mtg/cards';
import { CREATURE_TYPES } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** 205.1b: "becomes a [creature type] in addition to its other types", after the object; else nothing is read. */
export function becomesSubtype(sentence: Sentence, what: ObjectRef): Effect | undefined {
  const mark = sentence.mark;
  const type =
    sentence.accept('becomes') && (sentence.accept('a') || sentence.accept('an')) && sentence.take();
  if (
    type &&
    CREATURE_TYPES.includes(type.text) &&
    sentence.accept('in', 'addition', 'to', 'its', 'other', 'types')
  )
    return { kind: 'add-subtypes', what, subtypes: [type.text], duration: 'permanent' };
  sentence.reset(mark);
  return undefined;
}
