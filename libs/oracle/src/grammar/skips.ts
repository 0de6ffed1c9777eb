// Skipping (614.10): "Target player skips their next draw step.", "you skip your next two turns.",
// "Target player skips their next combat phase this turn." (614.10a), and the static "Players skip
// their untap steps." and "Skip your draw step."
import type { Ability, Effect, PlayerRef, StaticEffect, StepName, TurnPart } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

const CLAUSE = 'skip (614.10)';

/** The steps, phases and turns a player may skip, singular and plural (500.1). */
const PARTS: readonly [string[], TurnPart][] = [
  [['untap', 'step'], 'untap'],
  [['upkeep'], 'upkeep'],
  [['draw', 'step'], 'draw'],
  [['combat', 'phase'], 'combat-phase'],
  [['turn'], 'turn'],
];

/** The steps a static ability skips each time (614.10). */
const STEPS: readonly [string[], StepName][] = [
  [['untap', 'step'], 'untap'],
  [['upkeep', 'step'], 'upkeep'],
  [['draw', 'step'], 'draw'],
];

/** One of the parts named, singular or plural ("untap steps"), if one comes next. */
function part<T>(sentence: Sentence, names: readonly [string[], T][], plural: boolean): T | undefined {
  return names.find(([words]) => {
    const last = words.at(-1)!;
    return sentence.accept(...words.slice(0, -1), plural ? `${last}s` : last);
  })?.[1];
}

/** 614.10: "skips their next [step] [this turn]", "skip your next two turns", after the subject; else nothing is read. */
export function skipNext(sentence: Sentence, who: PlayerRef): Effect | undefined {
  const you = who === 'you';
  if (!sentence.accept(you ? 'skip' : 'skips')) return undefined;
  sentence.expect(CLAUSE, you ? 'your' : 'their', 'next');
  const count = fixedAmount(sentence) ?? 1;
  const found =
    part(sentence, PARTS, count > 1) ?? sentence.fail('STEP', `${CLAUSE}: a step the compiler does not know`);
  // 614.10a: only during this turn.
  const thisTurn = sentence.accept('this', 'turn');
  return {
    kind: 'skip-next-step',
    who,
    step: found,
    ...(count > 1 ? { count } : {}),
    ...(thisTurn ? { thisTurn } : {}),
  };
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
