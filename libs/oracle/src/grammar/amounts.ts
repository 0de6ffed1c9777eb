// Amounts (107.1): a number written in figures or in words ("two cards", "a card", "3 damage"), or X (107.3).
import type { Amount, SignedAmount } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
};

/** A fixed amount, if one comes next. */
export function fixedAmount(sentence: Sentence): number | undefined {
  const token = sentence.peek();
  if (!token) return undefined;
  const value = token.kind === 'number' ? Number(token.lower) : WORDS[token.lower];
  if (value === undefined || value < 0) return undefined;
  sentence.take();
  return value;
}

/** A fixed amount, or the clause fails. */
export function expectAmount(sentence: Sentence, clause: string): number {
  return fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${clause}: expected an amount`);
}

/** A fixed amount or X (107.3: its value chosen or defined elsewhere), or the clause fails. */
export function expectAmountOrX(sentence: Sentence, clause: string): Amount {
  return sentence.accept('x') ? 'X' : expectAmount(sentence, clause);
}

/** A number written with its sign, "+3" or "-2", if one comes next. */
export function signedAmount(sentence: Sentence): number | undefined {
  const token = sentence.peek();
  if (token?.kind !== 'number' || !/^[+-]/.test(token.lower)) return undefined;
  sentence.take();
  return Number(token.lower);
}

/** "+N", "-N", "+X" or "-X" (613.4c, 107.3), if one comes next. */
export function signedAmountOrX(sentence: Sentence): SignedAmount | undefined {
  if (sentence.accept('+x')) return { plus: 'X' };
  if (sentence.accept('-x')) return { minus: 'X' };
  return signedAmount(sentence);
}

/** "+N/+M" or with X, "+X/-X" (613.4c, 107.3), or the clause fails. */
export function expectPowerToughnessOrX(sentence: Sentence, clause: string): [SignedAmount, SignedAmount] {
  const signed = () => signedAmountOrX(sentence) ?? sentence.fail('AMOUNT', `${clause}: expected +N/+N`);
  const power = signed();
  sentence.expect(clause, '/');
  return [power, signed()];
}

/** "+N/+M" (613.4c), or the clause fails. */
export function expectPowerToughness(sentence: Sentence, clause: string): [number, number] {
  const signed = () => signedAmount(sentence) ?? sentence.fail('AMOUNT', `${clause}: expected +N/+N`);
  const power = signed();
  sentence.expect(clause, '/');
  return [power, signed()];
}
