// When a spell may be cast or an ability activated, by its own text: "Cast this spell only during
// combat." (601.3), "Activate only during your upkeep." (602.5b): the periods of a turn and the
// conditions after "only", joined by "and only".
import type { Ability, StepName, TimingRestriction } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { condition } from './conditions.js';
import { manaSymbols } from './costs.js';
import { self } from './self.js';

const COMBAT: StepName[] = [
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'combat-damage',
  'end-of-combat',
];
/** 508.1: the steps of a turn before attackers are declared. */
const BEFORE_ATTACKERS: StepName[] = ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat'];
/** 509.1: the steps before blockers are declared. */
const BEFORE_BLOCKERS: StepName[] = [...BEFORE_ATTACKERS, 'declare-attackers'];
/** 510: the steps before the combat damage step. */
const BEFORE_DAMAGE: StepName[] = [...BEFORE_BLOCKERS, 'declare-blockers'];

type Period = { words: string[]; restriction: TimingRestriction };

/** The periods "during ..." names, the longest first: whose turn, and which steps of it. */
const DURING: Period[] = [
  {
    words: ['your', 'turn', ',', 'before', 'attackers', 'are', 'declared'],
    restriction: { turn: 'yours', steps: BEFORE_ATTACKERS },
  },
  {
    words: ["opponent's", 'turn', ',', 'before', 'attackers', 'are', 'declared'],
    restriction: { turn: 'not-yours', steps: BEFORE_ATTACKERS },
  },
  { words: ['your', 'turn'], restriction: { turn: 'yours' } },
  { words: ['an', "opponent's", 'turn'], restriction: { turn: 'not-yours' } },
  { words: ['your', 'upkeep'], restriction: { turn: 'yours', steps: ['upkeep'] } },
  { words: ['an', "opponent's", 'upkeep'], restriction: { turn: 'not-yours', steps: ['upkeep'] } },
  { words: ['any', 'upkeep', 'step'], restriction: { steps: ['upkeep'] } },
  { words: ['your', 'end', 'step'], restriction: { turn: 'yours', steps: ['end'] } },
  {
    words: ['combat', 'before', 'blockers', 'are', 'declared'],
    restriction: { steps: ['beginning-of-combat', 'declare-attackers'] },
  },
  { words: ['combat'], restriction: { steps: COMBAT } },
  { words: ['the', 'declare', 'attackers', 'step'], restriction: { steps: ['declare-attackers'] } },
  { words: ['the', 'declare', 'blockers', 'step'], restriction: { steps: ['declare-blockers'] } },
  { words: ['the', 'end', 'of', 'combat', 'step'], restriction: { steps: ['end-of-combat'] } },
];

/** The periods named without "during". */
const OTHER_PERIODS: Period[] = [
  { words: ['before', 'attackers', 'are', 'declared'], restriction: { steps: BEFORE_ATTACKERS } },
  { words: ['before', 'blockers', 'are', 'declared'], restriction: { steps: BEFORE_BLOCKERS } },
  { words: ['before', 'the', 'combat', 'damage', 'step'], restriction: { steps: BEFORE_DAMAGE } },
  { words: ['after', 'combat'], restriction: { steps: ['main2', 'end', 'cleanup'] } },
];

/** "during [period]", with "on an opponent's turn" after it; the clause fails if no period comes next. */
function during(sentence: Sentence, clause: string): TimingRestriction {
  const found = DURING.find(({ words }) => sentence.accept(...words))?.restriction;
  if (!found) return sentence.fail('EXPECTED', `${clause}: expected a turn, phase or step`);
  if (!found.turn && sentence.accept('on', 'an', "opponent's", 'turn'))
    return { ...found, turn: 'not-yours' };
  return found;
}

/**
 * One restriction after "only": a period, or "if [condition]"; undefined, nothing read, if none
 * comes next. `clause` names the rule for a diagnostic.
 */
export function timingRestriction(sentence: Sentence, clause: string): TimingRestriction | undefined {
  if (sentence.accept('during')) return during(sentence, clause);
  const other = OTHER_PERIODS.find(({ words }) => sentence.accept(...words));
  if (other) return other.restriction;
  if (!sentence.accept('if')) return undefined;
  if (sentence.accept("it's", 'not', 'your', 'turn')) return { turn: 'not-yours' };
  const found = condition(sentence);
  return found
    ? { condition: found }
    : sentence.fail('CONDITION', `${clause}: a condition the compiler does not know`);
}

/**
 * The restrictions after "only", each read by `one`, joined by "and only" (", and only"), to the end
 * of the sentence; the clause fails on two of one kind ("during your turn and only during combat").
 */
export function restrictions<T extends object>(
  sentence: Sentence,
  clause: string,
  first: T,
  one: (sentence: Sentence) => T | undefined,
): T {
  let all = first;
  while (sentence.accept('and', 'only') || sentence.accept(',', 'and', 'only')) {
    const next = one(sentence) ?? sentence.fail('RESTRICTION', `${clause}: expected a restriction`);
    if (Object.keys(next).some((key) => key in all))
      sentence.fail('RESTRICTION', `${clause}: two restrictions of one kind`);
    all = { ...all, ...next };
  }
  sentence.expect(clause, '.');
  if (!sentence.done) sentence.fail('END', `${clause}: expected the end of the line`);
  return all;
}

const CAST = 'cast restriction (601.3)';

/** 601.3: "Cast [this card] only during ... / only if ...", the whole line; else nothing is read. */
export function castRestrictionLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (sentence.accept('cast') && self(sentence) && sentence.accept('only')) {
    const first = timingRestriction(sentence, CAST);
    if (first) {
      const read = (s: Sentence) => timingRestriction(s, CAST);
      return [{ kind: 'cast-restriction', text, restriction: restrictions(sentence, CAST, first, read) }];
    }
  }
  sentence.reset(mark);
  return undefined;
}

/**
 * 601.3c: "You may cast [this card] as though it had flash if you pay {2} more to cast it.", the whole
 * line; else nothing is read.
 */
export function flashIfPaidLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (sentence.accept('you', 'may', 'cast') && self(sentence)) {
    const permission = sentence.accept('as', 'though', 'it', 'had', 'flash', 'if', 'you', 'pay');
    const mana = permission ? manaSymbols(sentence) : undefined;
    if (mana && sentence.accept('more', 'to', 'cast', 'it', '.') && sentence.done)
      return [{ kind: 'flash-if-paid', text, cost: { mana } }];
  }
  sentence.reset(mark);
  return undefined;
}
