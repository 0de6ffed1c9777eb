// Type-, color- and power/toughness-changing static abilities (205.1, 613.1d-e, 613.4b), after the
// subject: "[permanent] is a colorless Forest land.", "Each noncreature artifact is an artifact
// creature with power and toughness each equal to its mana value.", "All permanents are artifacts
// in addition to their other types.", "[cards, spells and permanents] are colorless.", "[this] is
// the chosen type in addition to its other types."
import type { Affected, BasicLandType, CardType, StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { colorWords } from './nouns.js';
import type { GrammaticalNumber } from './object-phrases.js';

const CLAUSE = 'type-changing effect (205.1)';

const TYPES: readonly [string, string, CardType][] = [
  ['artifact', 'artifacts', 'Artifact'],
  ['creature', 'creatures', 'Creature'],
  ['enchantment', 'enchantments', 'Enchantment'],
  ['land', 'lands', 'Land'],
];

const LAND_TYPES: readonly BasicLandType[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** Card types in a row ("artifact creature", "artifacts"). */
function cardTypes(sentence: Sentence): CardType[] {
  const found: CardType[] = [];
  for (;;) {
    const word = sentence.peek()?.lower;
    const next = TYPES.find(([one, many]) => word === one || word === many);
    if (!next) return found;
    sentence.take();
    found.push(next[2]);
  }
}

/** The types an object of the affected kind doesn't have yet (its filter names the others). */
function added(types: CardType[], affected: Affected): CardType[] {
  const has = typeof affected === 'object' ? (affected.filter.types ?? []) : [];
  return types.filter((type) => !has.includes(type));
}

/** After the subject: "is"/"are" and the new characteristics; else nothing is read. */
export function typeChange(
  sentence: Sentence,
  affected: Affected,
  number: GrammaticalNumber,
): StaticEffect[] | undefined {
  const mark = sentence.mark;
  if (!sentence.accept(number === 'one' ? 'is' : 'are')) return undefined;
  // 613.1d: "the chosen type in addition to its other types" (614.12a).
  if (affected === 'self' && sentence.accept(...'the chosen type in addition to its other types'.split(' ')))
    return [{ kind: 'add-chosen-type' }];
  // 604.3: what the card itself is ("Ghostfire is colorless") works in every zone, not read here.
  if (affected === 'self') {
    sentence.reset(mark);
    return undefined;
  }
  const article = number === 'one' && (sentence.accept('a') || sentence.accept('an'));
  const colors = colorWords(sentence);
  const landType = LAND_TYPES.find((type) => sentence.peek()?.text === type);
  if (landType) sentence.take();
  const types = cardTypes(sentence);
  if ((number === 'one' && !article && types.length) || (!types.length && colors === undefined)) {
    sentence.reset(mark);
    return undefined;
  }
  const addition = sentence.accept(
    'in',
    'addition',
    'to',
    number === 'one' ? 'its' : 'their',
    'other',
    'types',
  );
  // 613.4b: "with power and toughness each equal to its mana value".
  const manaValue = sentence.accept(...'with power and toughness each equal to its mana value'.split(' '));
  // 205.1a: a new type replaces the old ones; 205.1b: "artifact creature", or "in addition to", keeps them.
  const keeps = addition || added(types, affected).length < types.length;
  if (landType && keeps) sentence.fail('TYPE', `${CLAUSE}: a land type kept with the old types`);
  const effect: StaticEffect = {
    kind: 'becomes',
    affected,
    ...(types.length ? { types: keeps ? { add: added(types, affected) } : { set: types } } : {}),
    ...(landType ? { landTypes: [landType] } : {}),
    ...(colors ? { colors } : {}),
    ...(manaValue ? { powerToughness: 'mana-value' as const } : {}),
  };
  return [effect];
}
