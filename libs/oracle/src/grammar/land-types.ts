// Land type changes (305.7, 613.1d): "Nonbasic lands are Mountains.", "Enchanted land is a Swamp."
import type { BasicLandType, StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import type { GrammaticalNumber } from './object-phrases.js';

const BASIC_LAND_TYPES: readonly [string, string, BasicLandType][] = [
  ['a Plains', 'Plains', 'Plains'],
  ['an Island', 'Islands', 'Island'],
  ['a Swamp', 'Swamps', 'Swamp'],
  ['a Mountain', 'Mountains', 'Mountain'],
  ['a Forest', 'Forests', 'Forest'],
];

/** A basic land type in the plural ("Forests", 205.3i), if one comes next; else nothing is read. */
export function basicLandTypes(sentence: Sentence): BasicLandType | undefined {
  return BASIC_LAND_TYPES.find(([, many]) => sentence.accept(many.toLowerCase()))?.[2];
}

/** 305.7: "[lands] are Mountains", "[land] is a Swamp", after the subject; else nothing is read. */
export function becomesLandType(
  sentence: Sentence,
  affected: Extract<StaticEffect, { kind: 'becomes' }>['affected'],
  number: GrammaticalNumber,
): StaticEffect[] | undefined {
  const mark = sentence.mark;
  if (!sentence.accept(number === 'one' ? 'is' : 'are')) return undefined;
  const found = BASIC_LAND_TYPES.find(([one, many]) =>
    sentence.accept(...(number === 'one' ? one : many).toLowerCase().split(' ')),
  );
  if (found) return [{ kind: 'becomes', affected, landTypes: [found[2]] }];
  sentence.reset(mark);
  return undefined;
}
