// Spells that can't be cast (601.3): "Noncreature spells with mana value 4 or greater can't be cast."
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { spellPhrase } from './object-phrases.js';

/** 601.3: "[Spells] can't be cast." as a whole line; else nothing is read. */
export function cantCastLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const spells = spellPhrase(sentence, 'many');
  if (spells && sentence.accept("can't", 'be', 'cast', '.') && sentence.done)
    return [{ kind: 'static', text, effect: { kind: 'cant-cast', spells } }];
  sentence.reset(mark);
  return undefined;
}
