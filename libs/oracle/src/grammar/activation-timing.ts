// When an activated ability may be activated (602.5d): "Activate only as a sorcery." at the end of
// its line (307.1: when its controller could cast a sorcery).
import { Sentence } from '../parser/sentence.js';

const WORDS = ['activate', 'only', 'as', 'a', 'sorcery', '.'];

/**
 * The line's words before "Activate only as a sorcery." (at the same positions: a diagnostic points
 * into the line), and whether it ends so; the line as it is if it doesn't.
 */
export function sorcerySpeedTail(sentence: Sentence): { body: Sentence; sorcerySpeed: boolean } {
  const tail = sentence.tokens.slice(-WORDS.length).map((t) => t.lower);
  if (tail.join(' ') !== WORDS.join(' ')) return { body: sentence, sorcerySpeed: false };
  const body = new Sentence(sentence.tokens.slice(0, -WORDS.length));
  body.reset(sentence.mark);
  sentence.reset(sentence.tokens.length);
  return { body, sorcerySpeed: true };
}
