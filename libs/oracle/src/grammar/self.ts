// The object itself (201.5): its name, or "this creature" (and the like) in today's wording, which
// names it by what it is: "this land" is no creature's.
import { ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, type Filter } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The card types "this [word]" names an object of (205.2a). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  Creature: 'creature',
  Artifact: 'artifact',
  Enchantment: 'enchantment',
  Land: 'land',
  Planeswalker: 'planeswalker',
};

/** The subtypes "this [word]" names an object of (205.3g, 205.3h). */
const SUBTYPE_WORDS: Readonly<Record<string, string>> = { Aura: 'aura', Equipment: 'equipment' };

/** The card type each kind of subtype goes with (205.3d): a Goblin is a creature, a Forest a land. */
const TYPE_OF_SUBTYPES: readonly [readonly string[], string][] = [
  [CREATURE_TYPES, 'Creature'],
  [LAND_TYPES, 'Land'],
  [ARTIFACT_TYPES, 'Artifact'],
  [ENCHANTMENT_TYPES, 'Enchantment'],
];

/** 201.5: the words "this [word]" names a permanent of these types and subtypes with: each type, Aura, Equipment, "permanent". */
export function itselfWords(types: readonly string[], subtypes: readonly string[] = []): string[] {
  const words = [
    ...types.flatMap((type) => TYPE_WORDS[type] ?? []),
    ...subtypes.flatMap((subtype) => SUBTYPE_WORDS[subtype] ?? []),
  ];
  return words.length ? [...new Set(words), 'permanent'] : [];
}

/** The words "this [word]" names each object of a filter with: its types, and those its subtypes go with. */
export function itselfWordsOf(filter: Filter): string[] {
  const ofSubtypes = TYPE_OF_SUBTYPES.filter(([subtypes]) =>
    filter.subtypes?.some((subtype) => subtypes.includes(subtype)),
  ).map(([, type]) => type);
  const words = itselfWords([...(filter.types ?? []), ...ofSubtypes], filter.subtypes);
  return words.length ? words : ['permanent'];
}

/** Reads a reference to the object itself, if one comes next: its name, or "this [word]" naming what it is. */
export function self(sentence: Sentence): boolean {
  if (sentence.peek()?.kind === 'self') return !!sentence.take();
  return sentence.itself.some((kind) => sentence.accept('this', kind));
}
