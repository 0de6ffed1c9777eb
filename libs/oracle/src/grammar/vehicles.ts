// Vehicles (301.7) and their crew ability (702.122): "Crew 3".
import { crewAbility, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** 702.122a: a line "Crew N", if the line is one; else nothing is read. */
export function crewLine(sentence: Sentence, text: string): Ability[] | undefined {
  const [word, n] = [sentence.peek(), sentence.peek(1)];
  if (word?.lower !== 'crew' || n?.kind !== 'number' || !/^\d+$/.test(n.text) || sentence.peek(2))
    return undefined;
  sentence.take();
  sentence.take();
  return [crewAbility(text, Number(n.text))];
}
