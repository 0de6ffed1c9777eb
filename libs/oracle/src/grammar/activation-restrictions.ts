// Abilities that can't be activated (602.5): "Its activated abilities can't be activated this turn";
// and the closing sentence of an activated ability that restricts when it may be activated (602.5b):
// "Activate only during your upkeep.", "Activate this ability only if you control a Swamp.",
// "Activate this ability only once each turn."
import type { ActivationRestriction, Effect, StepName } from '@mtg/cards';
import { Sentence } from '../parser/sentence.js';
import { condition } from './conditions.js';
import { possessive, type Targets } from './targets.js';

const WORDS = ['activated', 'abilities', "can't", 'be', 'activated', 'this', 'turn'];

/** 602.5: "[its] activated abilities can't be activated this turn", if these words come next; else nothing is read. */
export function cantActivate(sentence: Sentence, targets: Targets): Effect | undefined {
  const mark = sentence.mark;
  const what = possessive(sentence, targets);
  if (what && sentence.accept(...WORDS))
    return { kind: 'cant-activate-abilities', what, duration: 'end-of-turn' };
  sentence.reset(mark);
  return undefined;
}

const COMBAT: StepName[] = [
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'combat-damage',
  'end-of-combat',
];
/** "Before attackers are declared" (508.1): the steps of a turn before the declare attackers step. */
const BEFORE_ATTACKERS: StepName[] = ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat'];

/** The periods "during ..." names: whose turn, and which steps of it. */
const PERIODS: { words: string[]; restriction: ActivationRestriction }[] = [
  {
    words: ['your', 'turn', ',', 'before', 'attackers', 'are', 'declared'],
    restriction: { turn: 'yours', steps: BEFORE_ATTACKERS },
  },
  { words: ['your', 'turn'], restriction: { turn: 'yours' } },
  { words: ['your', 'upkeep'], restriction: { turn: 'yours', steps: ['upkeep'] } },
  { words: ['any', 'upkeep', 'step'], restriction: { steps: ['upkeep'] } },
  { words: ['combat'], restriction: { steps: COMBAT } },
  { words: ['the', 'declare', 'blockers', 'step'], restriction: { steps: ['declare-blockers'] } },
  { words: ['the', 'end', 'of', 'combat', 'step'], restriction: { steps: ['end-of-combat'] } },
];

/** One restriction after "only": "during ...", "if ...", "once each turn"; undefined, nothing read, if none. */
function restriction(sentence: Sentence): ActivationRestriction | undefined {
  if (sentence.accept('once', 'each', 'turn')) return { oncePerTurn: true };
  if (sentence.accept('during'))
    return (
      PERIODS.find(({ words }) => sentence.accept(...words))?.restriction ??
      sentence.fail('EXPECTED', 'activation restriction (602.5b): expected a turn, phase or step')
    );
  if (!sentence.accept('if')) return undefined;
  if (sentence.accept("it's", 'not', 'your', 'turn')) return { turn: 'not-yours' };
  const found = condition(sentence);
  return found
    ? { condition: found }
    : sentence.fail('CONDITION', 'activation restriction (602.5b): a condition the compiler does not know');
}

/** The restrictions joined: two of one kind can't be read as one. */
function joined(
  sentence: Sentence,
  all: ActivationRestriction,
  next: ActivationRestriction,
): ActivationRestriction {
  const keys = Object.keys(next) as (keyof ActivationRestriction)[];
  if (keys.some((key) => key in all))
    sentence.fail('RESTRICTION', 'activation restriction (602.5b): two restrictions of one kind');
  return { ...all, ...next };
}

/**
 * 602.5b: the line's words before its closing "Activate [this ability] only ..." sentence (at the same
 * positions: a diagnostic points into the line), with the restrictions it reads, the line read to its
 * end; undefined, nothing read, if the line doesn't end with such a sentence.
 */
export function beforeRestriction(
  sentence: Sentence,
): { body: Sentence; restriction: ActivationRestriction } | undefined {
  const start = sentence.tokens.findLastIndex(
    (t, i) => t.lower === 'activate' && sentence.tokens[i - 1]?.lower === '.' && i >= sentence.mark,
  );
  if (start < 0) return undefined;
  const tail = new Sentence(sentence.tokens.slice(0, sentence.tokens.length), sentence.itself);
  tail.reset(start + 1);
  tail.accept('this', 'ability');
  if (!tail.accept('only')) return undefined;
  let all = restriction(tail);
  if (!all) return undefined;
  while (tail.accept('and', 'only') || tail.accept(',', 'and', 'only')) {
    const next =
      restriction(tail) ??
      tail.fail('RESTRICTION', 'activation restriction (602.5b): expected a restriction');
    all = joined(tail, all, next);
  }
  tail.expect('activation restriction (602.5b)', '.');
  if (!tail.done) tail.fail('END', 'activation restriction (602.5b): expected the end of the line');
  const body = new Sentence(sentence.tokens.slice(0, start), sentence.itself);
  body.reset(sentence.mark);
  sentence.reset(sentence.tokens.length);
  return { body, restriction: all };
}
