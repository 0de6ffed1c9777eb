// Object phrases with their article (109.2), as static and triggered abilities name the objects or
// spells they are about: "creatures you control", "other Elf creatures", "another creature an
// opponent controls", "a Beast", "all Slivers", "an instant or sorcery spell", "noncreature spells".
// The nouns themselves are read by `nounPhrase`.
import { ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, type Filter } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { controller, nounPhrase, typesJoinedByAnd } from './nouns.js';

/** Singular or plural: "a creature enters", "creatures get". */
export type GrammaticalNumber = 'one' | 'many';

/** The subtypes a noun may be (205.3): creature types, land types ("a Swamp"), artifact and enchantment types. */
const SUBTYPES: readonly string[] = [
  ...CREATURE_TYPES,
  ...LAND_TYPES,
  ...ARTIFACT_TYPES,
  ...ENCHANTMENT_TYPES,
];

/** The plurals of a subtype: "Elves", "Wolves", "Sphinxes", "Merfolk", "Slivers", "Plains". */
function plurals(type: string): readonly string[] {
  if (type.endsWith('f')) return [`${type.slice(0, -1)}ves`, `${type}s`];
  if (type.endsWith('s')) return [type, `${type}es`];
  if (/(?:x|ch|sh)$/.test(type)) return [`${type}es`];
  return [`${type}s`, type];
}

/** Each subtype by the words that name it, singular and plural. */
const SUBTYPE_BY_WORD: Readonly<Record<GrammaticalNumber, ReadonlyMap<string, string>>> = {
  one: new Map(SUBTYPES.map((t) => [t, t])),
  many: new Map(SUBTYPES.flatMap((t) => plurals(t).map((word) => [word, t] as const)).reverse()),
};

/** 205.3: a subtype alone as the noun ("another Ally", "all Slivers", "a Swamp"), if one comes next. */
function subtypeNoun(sentence: Sentence, number: GrammaticalNumber): Filter | undefined {
  const type = SUBTYPE_BY_WORD[number].get(sentence.peek()?.text ?? '');
  if (!type) return undefined;
  sentence.take();
  const filter: Filter = { subtypes: [type] };
  // "Swamps you control" (109.4).
  controller(sentence, filter);
  return filter;
}

/**
 * An object phrase on the battlefield, if one comes next: its article ("a", "an", "another" for one;
 * "all" or "other" for many), then its nouns. "Another" and "other" exclude the source (109.2).
 */
export function objectPhrase(sentence: Sentence, number: GrammaticalNumber): Filter | undefined {
  const mark = sentence.mark;
  let other = false;
  if (number === 'one') {
    other = sentence.accept('another');
    if (!other && !sentence.accept('a') && !sentence.accept('an')) return undefined;
  } else if (sentence.accept('other')) other = true;
  else sentence.accept('all');
  const phrase = nounPhrase(sentence, number === 'many');
  const filter =
    phrase?.head === 'permanent' ? phrase.filter : phrase ? undefined : subtypeNoun(sentence, number);
  if (!filter) {
    sentence.reset(mark);
    return undefined;
  }
  return other ? { ...filter, other } : filter;
}

/**
 * A spell phrase (112.1), if one comes next: "a spell", "an instant or sorcery spell", "a white
 * spell", "spells", "noncreature spells", "creature spells" (a type noun before "spells" is
 * singular). Who casts it is read by the caller.
 */
export function spellPhrase(sentence: Sentence, number: GrammaticalNumber): Filter | undefined {
  const mark = sentence.mark;
  if (number === 'one' && !sentence.accept('a') && !sentence.accept('an')) return undefined;
  const nouns = sentence.mark;
  const phrase = nounPhrase(sentence, number === 'many');
  if (phrase?.head === 'spell') return phrase.filter;
  if (number === 'many') {
    sentence.reset(nouns);
    const typed = nounPhrase(sentence, false);
    if (typed?.head === 'permanent' && sentence.accept('spells')) return typed.filter;
    sentence.reset(nouns);
    // "Instant and sorcery spells": spells of either type.
    const either = typesJoinedByAnd(sentence);
    if (either && sentence.accept('spells')) return { anyOfTypes: either };
  }
  sentence.reset(mark);
  return undefined;
}
