// Speed (702.179, 702.178): "Start your engines!" and "Max speed — [ability]".
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** 702.179a: "Start your engines!" as a whole line; else nothing is read. */
export function startYourEngines(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (sentence.accept('start', 'your', 'engines', '!') && sentence.done)
    return [{ kind: 'start-your-engines', text }];
  sentence.reset(mark);
  return undefined;
}

/**
 * 702.178a: "Max speed — [ability]": the object has the ability as long as its controller's speed is
 * 4; `read` reads the ability from the words after the dash, its text the line's from there.
 */
export function maxSpeed(
  sentence: Sentence,
  text: string,
  read: (sentence: Sentence, text: string) => Ability | undefined,
): Ability[] | undefined {
  if (!sentence.accept('max', 'speed', '—')) return undefined;
  const own = text.slice(sentence.peek()?.start ?? text.length);
  const ability =
    read(sentence, own) ?? sentence.fail('ABILITY', 'max speed (702.178a): no ability the compiler knows');
  return [{ kind: 'max-speed', text, ability }];
}
