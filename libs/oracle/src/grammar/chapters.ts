// Chapter abilities of a Saga (714.2): "I — [effect]", "II, III — [effect]" (714.2b: each a
// triggered ability that triggers as lore counters reach its chapter number).
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { effectSentences } from './effects.js';
import { Targets } from './targets.js';

const NUMERALS = ['i', 'ii', 'iii', 'iv', 'v', 'vi'];

/** 714.2b: the chapter numbers before the dash, as a whole line with its effects; else nothing is read. */
export function chapterLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const chapters: number[] = [];
  do {
    const chapter = NUMERALS.indexOf(sentence.peek()?.text.toLowerCase() ?? '') + 1;
    if (!chapter || sentence.peek()?.text !== sentence.peek()?.text.toUpperCase()) break;
    sentence.take();
    chapters.push(chapter);
  } while (sentence.accept(','));
  if (!chapters.length || !sentence.accept('—')) {
    sentence.reset(mark);
    return undefined;
  }
  const body = sentence.mark;
  return chapters.map((chapter) => {
    sentence.reset(body);
    const targets = new Targets();
    const effects = effectSentences(sentence, targets, text);
    return {
      kind: 'triggered',
      text,
      trigger: { event: 'chapter', chapter },
      targets: targets.specs,
      effects,
    };
  });
}
