// Damage divided among targets (601.2d): "deals 3 damage divided as you choose among one, two, or
// three targets", "deals X damage divided evenly, rounded down, among any number of targets".
import type { Amount, Effect, TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
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

/** "divided [as you choose] among [targets]", after "deals N damage". */
export function dividedDamage(
  sentence: Sentence,
  targets: Targets,
  amount: Amount,
): Extract<Effect, { kind: 'deal-damage' }> {
  const divided = division(sentence);
  sentence.expect(CLAUSE, 'among');
  const to = targets.add({ kind: 'any', ...howManyTargets(sentence) });
  return { kind: 'deal-damage', amount, to, divided };
}
