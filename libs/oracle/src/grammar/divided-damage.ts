// Damage divided among targets (601.2d): "deals 3 damage divided as you choose among one, two, or
// three targets", "deals X damage divided evenly, rounded down, among any number of targets".
import type { Amount, Effect, TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { self } from './self.js';
import type { Targets } from './targets.js';

const CLAUSE = 'divided damage (601.2d)';

/** How the damage is divided: "as you choose" or "evenly, rounded down". */
function division(sentence: Sentence): 'as-you-choose' | 'evenly' {
  if (sentence.accept('as', 'you', 'choose')) return 'as-you-choose';
  sentence.expect(CLAUSE, 'evenly', ',', 'rounded', 'down', ',');
  return 'evenly';
}

/** 115.6, 601.2d: "one, two, or three targets" (from one to three), "any number of targets". */
function howManyTargets(sentence: Sentence): Pick<TargetSpec, 'count' | 'atLeast' | 'anyNumber'> {
  if (sentence.accept('any', 'number', 'of', 'targets')) return { anyNumber: true };
  const counts: number[] = [];
  do {
    sentence.accept('or');
    counts.push(fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${CLAUSE}: expected how many targets`));
  } while (sentence.accept(',') || sentence.peek()?.lower === 'or');
  sentence.expect(CLAUSE, 'targets');
  const [least, most] = [counts[0]!, counts.at(-1)!];
  if (counts.length < 2 || counts.some((n, i) => n !== least + i))
    sentence.fail('AMOUNT', `${CLAUSE}: expected consecutive numbers of targets`);
  return { count: most, atLeast: least };
}

/** 115.1d: "up to two target creatures and/or planeswalkers", if it comes next; else nothing is read. */
function upToCreaturesOrPlaneswalkers(sentence: Sentence): TargetSpec | undefined {
  const mark = sentence.mark;
  const count = sentence.accept('up', 'to') ? fixedAmount(sentence) : undefined;
  const words = ['target', 'creatures', 'and', '/', 'or', 'planeswalkers'];
  if (count && count > 1 && sentence.accept(...words))
    return { kind: 'creature-or-planeswalker', count, upTo: true };
  sentence.reset(mark);
  return undefined;
}

/** "divided [as you choose] among [targets]", after "deals N damage". */
export function dividedDamage(
  sentence: Sentence,
  targets: Targets,
  amount: Amount,
): Extract<Effect, { kind: 'deal-damage' }> {
  const divided = division(sentence);
  sentence.expect(CLAUSE, 'among');
  const spec = upToCreaturesOrPlaneswalkers(sentence) ?? { kind: 'any', ...howManyTargets(sentence) };
  const to = targets.add(spec);
  return { kind: 'deal-damage', amount, to, divided };
}

/**
 * 107.3, 601.2d: "If X is 6 or more, [this] deals twice X damage divided as you choose among them
 * instead." after X damage divided: the amount is twice X when X is at least that much; else nothing is read.
 */
export function twiceXInstead(sentence: Sentence, before: Effect[]): boolean {
  const mark = sentence.mark;
  const at = sentence.accept('if', 'x', 'is') ? fixedAmount(sentence) : undefined;
  const last = before.at(-1);
  if (at === undefined || last?.kind !== 'deal-damage' || last.amount !== 'X' || !last.divided) {
    sentence.reset(mark);
    return false;
  }
  sentence.expect(CLAUSE, 'or', 'more', ',');
  if (!self(sentence)) sentence.fail('OBJECT', `${CLAUSE}: expected the same source`);
  sentence.expect(
    CLAUSE,
    'deals',
    'twice',
    'x',
    'damage',
    'divided',
    'as',
    'you',
    'choose',
    'among',
    'them',
    'instead',
  );
  last.amount = { ifXAtLeast: at, then: { twice: 'X' }, otherwise: 'X' };
  return true;
}
