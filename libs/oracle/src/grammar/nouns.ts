// The nouns of effects and targets (109.2, 205), read without an article: "target nonblack
// creature", "target artifact, enchantment, or land", "target creature spell", "target creature card
// from your graveyard", "all creatures you control", "for each Forest you control"; each read to a
// filter of the IR and what the phrase's head noun is.
import {
  COLOR_NAMES,
  CREATURE_TYPES,
  SPELL_TYPES,
  type CardType,
  type Color,
  type Filter,
  type Supertype,
} from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { counterKind } from './counters.js';
import { fixedAmount } from './amounts.js';
import { keyword } from './keywords.js';

/** The subtypes an adjective may name: creature types (205.3m) and spell types (205.3k, "Arcane"). */
const SUBTYPE_ADJECTIVES: ReadonlySet<string> = new Set([...CREATURE_TYPES, ...SPELL_TYPES]);

/** What a phrase names (109.2): a permanent ("creature", "permanent"), a spell, or a card in a zone. */
export type Head = 'permanent' | 'spell' | 'card';

export interface NounPhrase {
  head: Head;
  filter: Filter;
  /** "from your graveyard", "in a graveyard", "from your hand": where a card is (400.1). */
  zone?: 'graveyard' | 'hand';
}

/** 105.1: the colors by their names ("white" -> W). */
export const COLOR_WORDS: Readonly<Record<string, Color>> = Object.fromEntries(
  Object.entries(COLOR_NAMES).map(([color, name]) => [name, color as Color]),
);

/** 105.1, 105.2c: "white", "red and white", "colorless", if they come next; else nothing is read. */
export function colorWords(sentence: Sentence): Color[] | undefined {
  if (sentence.accept('colorless')) return [];
  const found: Color[] = [];
  do {
    const color = COLOR_WORDS[sentence.peek()?.lower ?? ''];
    if (!color) break;
    sentence.take();
    found.push(color);
  } while (sentence.accept('and'));
  return found.length ? found : undefined;
}

/** 205.3m: creature types ("Faerie Rogue"), as many as come next (none if none does). */
export function creatureTypeWords(sentence: Sentence): string[] {
  const found: string[] = [];
  for (let word = sentence.peek(); word && CREATURE_TYPES.includes(word.text); word = sentence.peek())
    found.push(sentence.take()!.text);
  return found;
}

/** Card types as nouns, singular and plural (205.2a). */
const TYPE_WORDS: readonly [string, string, CardType][] = [
  ['artifact', 'artifacts', 'Artifact'],
  ['creature', 'creatures', 'Creature'],
  ['enchantment', 'enchantments', 'Enchantment'],
  ['land', 'lands', 'Land'],
  ['planeswalker', 'planeswalkers', 'Planeswalker'],
  ['instant', 'instants', 'Instant'],
  ['sorcery', 'sorceries', 'Sorcery'],
];

const SUPERTYPE_WORDS: Readonly<Record<string, Supertype>> = {
  basic: 'Basic',
  legendary: 'Legendary',
  snow: 'Snow',
};

/** The head nouns that aren't card types ("permanent", "spell", "card"), singular and plural. */
const HEAD_WORDS: readonly [string, string, Head][] = [
  ['permanent', 'permanents', 'permanent'],
  ['spell', 'spells', 'spell'],
  ['card', 'cards', 'card'],
];

type ListKey = {
  [K in keyof Filter]-?: NonNullable<Filter[K]> extends readonly unknown[] ? K : never;
}[keyof Filter];

/** Adds values to a list field of a filter. */
function including<K extends ListKey>(filter: Filter, key: K, values: NonNullable<Filter[K]>): void {
  filter[key] = [...((filter[key] ?? []) as unknown[]), ...values] as Filter[K];
}

/** 105.2: "black", "black or red" (one of them), "nonblack", if they come next. */
function colorWord(sentence: Sentence, filter: Filter): boolean {
  const lower = sentence.peek()?.lower ?? '';
  const negated = COLOR_WORDS[lower.replace(/^non/, '')];
  if (lower.startsWith('non') && negated) {
    sentence.take();
    including(filter, 'notColors', [negated]);
    return true;
  }
  const color = COLOR_WORDS[lower];
  if (!color) return false;
  sentence.take();
  const colors = [color];
  while (sentence.peek()?.lower === 'or' && COLOR_WORDS[sentence.peek(1)?.lower ?? '']) {
    sentence.take();
    colors.push(COLOR_WORDS[sentence.take()!.lower]!);
  }
  including(filter, colors.length > 1 ? 'anyOfColors' : 'colors', colors);
  return true;
}

/** One adjective before the nouns (105.2, 205.4, 205.3k, 205.3m, "non-" words, "attacking"), if one comes next. */
function qualifier(sentence: Sentence, filter: Filter): boolean {
  if (colorWord(sentence, filter)) return true;
  const word = sentence.peek();
  if (word?.kind !== 'word') return false;
  const negated = /^non-?/.test(word.lower) ? word.lower.replace(/^non-?/, '') : undefined;
  const notType = TYPE_WORDS.find(([one]) => one === negated)?.[2];
  const supertype = SUPERTYPE_WORDS[negated ?? word.lower];
  // 205.3m: a creature type names creatures of that type ("Goblin creature", "non-Zombie creature");
  // 205.3k: a spell type, cards or spells of that type ("Arcane card").
  const named = word.text.replace(/^non-/i, '');
  const subtype = SUBTYPE_ADJECTIVES.has(named) ? named : undefined;
  if (notType) including(filter, 'notTypes', [notType]);
  else if (supertype) including(filter, negated === undefined ? 'supertypes' : 'notSupertypes', [supertype]);
  else if (subtype && negated === undefined && eitherSubtype(sentence, filter)) return true;
  else if (subtype) including(filter, negated === undefined ? 'subtypes' : 'notSubtypes', [subtype]);
  // 506.4, 509.1g: "attacking or blocking creature", "attacking creature", "blocking creature".
  else if (
    word.lower === 'attacking' &&
    sentence.peek(1)?.lower === 'or' &&
    sentence.peek(2)?.lower === 'blocking'
  ) {
    filter.inCombat = true;
    sentence.take();
    sentence.take();
  } else if (word.lower === 'attacking') filter.attacking = true;
  else if (word.lower === 'blocking') filter.blocking = true;
  else if (word.lower === 'nontoken') filter.token = false;
  else return false;
  sentence.take();
  return true;
}

/**
 * 205.3k, 205.3m: "Spirit or Arcane": a subtype or another (a creature type, a spell type), any one
 * of them; else nothing is read.
 */
function eitherSubtype(sentence: Sentence, filter: Filter): boolean {
  const [first, or, second] = [sentence.peek(), sentence.peek(1), sentence.peek(2)];
  if (or?.lower !== 'or' || !second || !SUBTYPE_ADJECTIVES.has(second.text)) return false;
  sentence.take();
  sentence.take();
  sentence.take();
  including(filter, 'anyOfSubtypes', [first!.text, second.text]);
  return true;
}

/** The adjectives before the nouns, separated by commas or not ("noncreature, nonland card"). */
function qualifiers(sentence: Sentence, filter: Filter): void {
  let more = qualifier(sentence, filter);
  while (more) {
    const mark = sentence.mark;
    more = qualifier(sentence, filter) || (sentence.accept(',') && qualifier(sentence, filter));
    if (!more) sentence.reset(mark);
  }
}

/** A card type noun, singular or plural as asked, if one comes next. */
function typeNoun(sentence: Sentence, plural: boolean): CardType | undefined {
  return TYPE_WORDS.find(([one, many]) => sentence.accept(plural ? many : one))?.[2];
}

/** "instant and sorcery": two card types in the singular joined by "and", if they come next; else nothing is read. */
export function typesJoinedByAnd(sentence: Sentence): CardType[] | undefined {
  const mark = sentence.mark;
  const first = typeNoun(sentence, false);
  const second = first && sentence.accept('and') ? typeNoun(sentence, false) : undefined;
  if (second) return [first!, second];
  sentence.reset(mark);
  return undefined;
}

/** "artifact creatures": a card type in the singular before one in the plural, both types; else nothing is read. */
function typeAdjective(sentence: Sentence): CardType[] | undefined {
  const mark = sentence.mark;
  const first = typeNoun(sentence, false);
  const second = first && typeNoun(sentence, true);
  if (second) return [first, second];
  sentence.reset(mark);
  return undefined;
}

/**
 * The card types of the phrase: "creature", "artifact creature" (both), "artifact or enchantment",
 * "artifact, enchantment, or land" (any one of them).
 */
function typeNouns(sentence: Sentence, plural: boolean, filter: Filter): boolean {
  const both = plural ? typeAdjective(sentence) : undefined;
  if (both) {
    including(filter, 'types', both);
    return true;
  }
  const first = typeNoun(sentence, plural);
  if (!first) return false;
  const alternatives = [first];
  for (;;) {
    const mark = sentence.mark;
    const comma = sentence.accept(',');
    const or = sentence.accept('or');
    const next = (comma || or) && typeNoun(sentence, plural);
    if (!next) {
      sentence.reset(mark);
      break;
    }
    alternatives.push(next);
    if (or) break;
  }
  if (alternatives.length > 1) including(filter, 'anyOfTypes', alternatives);
  else {
    // "artifact creature": both types.
    const second = typeNoun(sentence, plural);
    including(filter, 'types', second ? [first, second] : [first]);
  }
  return true;
}

/**
 * "you control", "an opponent controls", "you don't control", "the chosen player controls",
 * "defending player controls" (109.4), if they come next.
 */
export function controller(sentence: Sentence, filter: Filter): void {
  if (sentence.accept('you', 'control')) filter.controller = 'you';
  // 614.12a
  else if (sentence.accept('the', 'chosen', 'player', 'controls')) filter.controller = 'chosen-player';
  // 508.5a
  else if (sentence.accept('defending', 'player', 'controls')) filter.controller = 'defending-player';
  // 303.4e: "creatures enchanted player controls".
  else if (sentence.accept('enchanted', 'player', 'controls')) filter.controller = 'enchanted-player';
  else if (
    sentence.accept('an', 'opponent', 'controls') ||
    sentence.accept('your', 'opponents', 'control') ||
    sentence.accept('you', "don't", 'control')
  )
    filter.controller = 'opponent';
}

/** "N or greater" / "N or less" after "with mana value" or "with power": the bound it sets, if they come next. */
function bound(sentence: Sentence): { atLeast: number } | { atMost: number } | undefined {
  const mark = sentence.mark;
  const value = fixedAmount(sentence);
  if (value !== undefined && sentence.accept('or', 'greater')) return { atLeast: value };
  if (value !== undefined && sentence.accept('or', 'less')) return { atMost: value };
  sentence.reset(mark);
  return undefined;
}

/**
 * What an object has, after its noun, if it comes next: "with mana value N or greater (or less)"
 * (202.3), "with {X} in their mana costs" (107.3), "with power N or less (or greater)" (208.1),
 * "with flying", "without flying" (702.1).
 */
function withQualities(sentence: Sentence, filter: Filter): void {
  const mark = sentence.mark;
  if (
    sentence.accept('with', '{x}', 'in', 'their', 'mana', 'costs') ||
    sentence.accept('with', '{x}', 'in', 'its', 'mana', 'cost')
  ) {
    filter.xInManaCost = true;
    return;
  }
  const manaValue = sentence.accept('with', 'mana', 'value') ? bound(sentence) : undefined;
  if (manaValue) {
    Object.assign(
      filter,
      'atLeast' in manaValue
        ? { manaValueAtLeast: manaValue.atLeast }
        : { manaValueAtMost: manaValue.atMost },
    );
    return;
  }
  sentence.reset(mark);
  const power = sentence.accept('with', 'power') ? bound(sentence) : undefined;
  if (power) {
    Object.assign(
      filter,
      'atLeast' in power ? { powerAtLeast: power.atLeast } : { powerAtMost: power.atMost },
    );
    return;
  }
  sentence.reset(mark);
  const without = sentence.accept('without');
  const found = (without || sentence.accept('with')) && keyword(sentence);
  if (found) including(filter, without ? 'notKeywords' : 'keywords', [found]);
  else sentence.reset(mark);
}

/** 400.1: where a card named by a phrase is: "from your graveyard", "in a graveyard", "from your hand". */
function cardZone(sentence: Sentence, phrase: NounPhrase): void {
  for (const preposition of ['from', 'in'])
    for (const zone of ['graveyard', 'hand'] as const) {
      if (sentence.accept(preposition, 'your', zone)) {
        phrase.zone = zone;
        phrase.filter.owner = 'you';
      } else if (zone === 'graveyard' && sentence.accept(preposition, 'a', zone)) phrase.zone = zone;
    }
}

/** "enchantment cards", "creature spells": a card type in the singular before a plural head noun; else nothing is read. */
function typesBeforeHead(sentence: Sentence, filter: Filter): boolean {
  const mark = sentence.mark;
  const types: Filter = {};
  if (typeNouns(sentence, false, types) && HEAD_WORDS.some(([, many]) => sentence.peek()?.lower === many)) {
    Object.assign(filter, types);
    return true;
  }
  sentence.reset(mark);
  return false;
}

/**
 * A noun phrase, singular ("nonblack creature", "creature spell") or plural ("creatures you
 * control"), if one comes next; else nothing is read.
 */
export function nounPhrase(sentence: Sentence, plural: boolean): NounPhrase | undefined {
  const mark = sentence.mark;
  const filter: Filter = {};
  qualifiers(sentence, filter);
  const typed = typeNouns(sentence, plural, filter) || (plural && typesBeforeHead(sentence, filter));
  const head = HEAD_WORDS.find(([one, many]) => sentence.accept(plural ? many : one))?.[2];
  // 205.3m: a creature type alone names the permanents of that type ("a Goblin").
  const subtypeAlone = !plural && !!filter.subtypes && Object.keys(filter).length === 1;
  if (!typed && !head && !subtypeAlone) {
    sentence.reset(mark);
    return undefined;
  }
  const phrase: NounPhrase = { head: head ?? 'permanent', filter };
  if (phrase.head === 'card') cardZone(sentence, phrase);
  else controller(sentence, filter);
  withQualities(sentence, filter);
  withCounter(sentence, filter, plural);
  return phrase;
}

/** 122.1: "with a +1/+1 counter on it", "with +1/+1 counters on them", if it comes next. */
function withCounter(sentence: Sentence, filter: Filter, plural: boolean): void {
  const mark = sentence.mark;
  if (!sentence.accept('with')) return;
  const one = !plural && sentence.accept('a');
  const kind = counterKind(sentence);
  if (kind && sentence.accept(...(one ? ['counter', 'on', 'it'] : ['counters', 'on', 'them']))) {
    filter.withCounter = kind;
    return;
  }
  sentence.reset(mark);
}

/** "a creature", "two lands", "another creature", "a creature card" (109.2): how many objects of a phrase a player chooses. */
export function countedNoun(sentence: Sentence): { count: number; phrase: NounPhrase } | undefined {
  const mark = sentence.mark;
  const other = sentence.accept('another');
  const count = other ? 1 : fixedAmount(sentence);
  const phrase = count === undefined ? undefined : nounPhrase(sentence, count > 1);
  if (count === undefined || !phrase) {
    sentence.reset(mark);
    return undefined;
  }
  if (other) phrase.filter.other = true;
  return { count, phrase };
}
