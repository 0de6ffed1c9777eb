// Flavor words (207.2d): words in italics with no rules meaning, set off by a long dash at the start
// of an ability ("Binding Contract — If you would draw a card, ..."), written in title case.
import type { Sentence } from '../parser/sentence.js';

const isTitleCase = (text: string) => /^[A-Z][a-z'-]*$/.test(text);

/** Reads two or more title-case words and the long dash after them, if the line begins so and goes on. */
export function flavorWords(sentence: Sentence): void {
  let words = 0;
  while (sentence.peek(words)?.kind === 'word' && isTitleCase(sentence.peek(words)!.text)) words++;
  if (words < 2 || sentence.peek(words)?.text !== '—' || !sentence.peek(words + 1)) return;
  for (let i = 0; i <= words; i++) sentence.take();
}
