// 502.3: "You may choose not to untap [this] during your untap step.": a static ability whose
// controller chooses, as their untap step's turn-based action, whether it untaps.
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { self } from './self.js';

/** The whole line "You may choose not to untap [this] during your untap step."; else nothing is read. */
export function untapChoiceLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (
    sentence.accept('you', 'may', 'choose', 'not', 'to', 'untap') &&
    self(sentence) &&
    sentence.accept('during', 'your', 'untap', 'step', '.') &&
    sentence.done
  )
    return [{ kind: 'static', text, effect: { kind: 'may-choose-not-to-untap' } }];
  sentence.reset(mark);
  return undefined;
}
