// Abilities that can't be activated (602.5): "Its activated abilities can't be activated this turn."
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { possessive, type Targets } from './targets.js';

const WORDS = ['activated', 'abilities', "can't", 'be', 'activated', 'this', 'turn'];

/** 602.5: "[its] activated abilities can't be activated this turn", if these words come next; else nothing is read. */
export function cantActivate(sentence: Sentence, targets: Targets): Effect | undefined {
  const mark = sentence.mark;
  const what = possessive(sentence, targets);
  if (what && sentence.accept(...WORDS))
    return { kind: 'cant-activate-abilities', what, duration: 'end-of-turn' };
  sentence.reset(mark);
  return undefined;
}
