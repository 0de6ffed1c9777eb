// A control-changing replacement (616.1b, 614.1a): "If a creature would enter under an opponent's
// control this turn, it enters under your control instead."
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { objectPhrase } from './object-phrases.js';

const WOULD = ['would', 'enter', 'under', 'an', "opponent's", 'control', 'this', 'turn', ','];
const INSTEAD = ['it', 'enters', 'under', 'your', 'control', 'instead'];

/** The sentence (its period left to the caller), if it begins so; else nothing is read. */
export function controlEntering(sentence: Sentence): Effect | undefined {
  const mark = sentence.mark;
  const filter = sentence.accept('if') ? objectPhrase(sentence, 'one') : undefined;
  if (filter && sentence.accept(...WOULD, ...INSTEAD))
    return { kind: 'control-entering', filter, duration: 'end-of-turn' };
  sentence.reset(mark);
  return undefined;
}
