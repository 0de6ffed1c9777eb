// Delayed triggered abilities (603.7): "[effect] at the beginning of the next end step", "... at the
// beginning of your next end step"; the ability triggers once, its text the sentence without the
// trigger words.
import type { Effect, Trigger } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The next end steps a delayed ability waits for (513.1). */
const NEXT: readonly [string[], Extract<Trigger, { event: 'step' }>][] = [
  [['the', 'next', 'end', 'step'], { event: 'step', step: 'end', whose: 'each' }],
  [['your', 'next', 'end', 'step'], { event: 'step', step: 'end', whose: 'yours' }],
];

/**
 * 603.7a: the effects of the sentence begun at token `start` as a delayed triggered ability, when
 * "at the beginning of [the next end step]" comes next (before the period); else the effects.
 */
export function delayed(
  sentence: Sentence,
  start: number,
  line: string | undefined,
  effects: Effect[],
): Effect[] {
  const end = sentence.mark;
  if (!line || !sentence.accept('at', 'the', 'beginning', 'of')) return effects;
  const found = NEXT.find(([words]) => sentence.accept(...words));
  if (!found) {
    sentence.reset(end);
    return effects;
  }
  const words = line.slice(sentence.tokens[start]!.start, sentence.tokens[end - 1]!.end);
  // The ability's text is a sentence of its own: "Sacrifice it."
  const text = `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  return [{ kind: 'delayed-trigger', text, trigger: { ...found[1] }, effects }];
}
