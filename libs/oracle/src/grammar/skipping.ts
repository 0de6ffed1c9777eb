// Skipping steps, phases and turns (614.10): the static "Players skip their untap steps." and "Skip
// your draw step.", and the effect "[Player] skips their next combat phase this turn." (614.10a).
import type { Ability, Effect, PlayerRef, StaticEffect, StepName, TurnPart } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const CLAUSE = 'skip (614.10)';

/** The steps a static ability skips, by their words. */
const STEPS: readonly [string[], StepName][] = [
  [['untap', 'step'], 'untap'],
  [['upkeep', 'step'], 'upkeep'],
  [['draw', 'step'], 'draw'],
];

/** The steps, phases and turns an effect skips the next of (500.1). */
const PARTS: readonly [string[], TurnPart][] = [
  ...STEPS,
  [['combat', 'phase'], 'combat-phase'],
  [['turn'], 'turn'],
];

/** A step's name, singular or plural ("untap steps"), if it comes next. */
function part<T>(sentence: Sentence, names: readonly [string[], T][], plural: boolean): T | undefined {
  const found = names.find(([words]) => {
    const last = words.at(-1)!;
    return sentence.accept(...words.slice(0, -1), plural ? `${last}s` : last);
  });
  return found?.[1];
}

/** 614.10: "Players skip their [step]s." or "Skip your [step]." as a whole line; else nothing is read. */
export function skipLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const whose = sentence.accept('players', 'skip', 'their')
    ? 'each'
    : sentence.accept('skip', 'your')
      ? 'yours'
      : undefined;
  const step = whose && part(sentence, STEPS, whose === 'each');
  if (!whose || !step || !sentence.accept('.') || !sentence.done) {
    sentence.reset(mark);
    return undefined;
  }
  const effect: StaticEffect = { kind: 'skip-step', step, whose };
  return [{ kind: 'static', text, effect }];
}

/** 614.10a: "skips their next combat phase [this turn]", "skip your next turn", after the player; else nothing is read. */
export function skipNext(sentence: Sentence, who: PlayerRef): Effect | undefined {
  if (!sentence.accept(who === 'you' ? 'skip' : 'skips', who === 'you' ? 'your' : 'their', 'next'))
    return undefined;
  const step = part(sentence, PARTS, false);
  if (!step) return sentence.fail('STEP', `${CLAUSE}: a step the compiler does not know`);
  const thisTurn = sentence.accept('this', 'turn');
  return { kind: 'skip-next-step', who, step, ...(thisTurn ? { thisTurn } : {}) };
}
