// Delayed triggered abilities (603.7): "[effect] at the beginning of the next end step", "... at the
// beginning of the next turn's upkeep", "... at end of combat"; the ability triggers once, its text
// the sentence without the trigger words.
import type { Effect, Trigger } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

type StepTrigger = Extract<Trigger, { event: 'step' }>;

/** The next steps a delayed ability waits for, after "at the beginning of" (503.1, 513.1, 514.1). */
const NEXT: readonly [string[], StepTrigger][] = [
  [['the', 'next', 'end', 'step'], { event: 'step', step: 'end', whose: 'each' }],
  [['your', 'next', 'end', 'step'], { event: 'step', step: 'end', whose: 'yours' }],
  [['the', 'next', "turn's", 'upkeep'], { event: 'step', step: 'upkeep', whose: 'each' }],
  [['the', 'next', 'upkeep'], { event: 'step', step: 'upkeep', whose: 'each' }],
  [['your', 'next', 'upkeep'], { event: 'step', step: 'upkeep', whose: 'yours' }],
  [['the', 'next', 'cleanup', 'step'], { event: 'step', step: 'cleanup', whose: 'each' }],
];

/** 511.1: "at end of combat": the next end of combat step. */
const END_OF_COMBAT: StepTrigger = { event: 'step', step: 'end-of-combat', whose: 'each' };

/** The step the delayed ability waits for, when its trigger words come next; else nothing is read. */
function nextStep(sentence: Sentence): StepTrigger | undefined {
  if (sentence.accept('at', 'end', 'of', 'combat')) return END_OF_COMBAT;
  const mark = sentence.mark;
  if (!sentence.accept('at', 'the', 'beginning', 'of')) return undefined;
  const found = NEXT.find(([words]) => sentence.accept(...words));
  if (!found) sentence.reset(mark);
  return found?.[1];
}

/** The instructions that move an object to another zone, where it becomes a new object (400.7). */
const MOVES: ReadonlySet<Effect['kind']> = new Set(['put-onto-battlefield', 'return-to-hand', 'exile']);

/** The targets an instruction refers to. */
const targetsOf = (effect: Effect): number[] =>
  [...JSON.stringify(effect).matchAll(/\{"target":(\d+)\}/g)].map((m) => Number(m[1]));

/**
 * 603.7c, 400.7: a delayed ability that names a target an earlier instruction moved to another zone
 * would refer to an object that no longer exists (the new object is not followed): not read.
 */
function checkTargetsStay(sentence: Sentence, before: Effect[], effects: Effect[]): void {
  const moved = new Set(before.filter((e) => MOVES.has(e.kind)).flatMap(targetsOf));
  if (effects.flatMap(targetsOf).some((t) => moved.has(t)))
    sentence.fail(
      'OBJECT',
      'delayed triggered ability (603.7c): a target that moved is a new object (400.7)',
    );
}

/**
 * 603.7a: the effects of the sentence begun at token `start` as a delayed triggered ability, when
 * its trigger words ("at the beginning of [the next end step]", "at end of combat") come next
 * (before the period); else the effects.
 */
export function delayed(
  sentence: Sentence,
  start: number,
  line: string | undefined,
  effects: Effect[],
  before: Effect[],
): Effect[] {
  const end = sentence.mark;
  const trigger = line ? nextStep(sentence) : undefined;
  if (!line || !trigger) return effects;
  checkTargetsStay(sentence, before, effects);
  const words = line.slice(sentence.tokens[start]!.start, sentence.tokens[end - 1]!.end);
  // The ability's text is a sentence of its own: "Sacrifice it."
  const text = `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  return [{ kind: 'delayed-trigger', text, trigger: { ...trigger }, effects }];
}
