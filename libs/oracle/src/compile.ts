// The compiler: a card's Oracle text (and printed characteristics) to a `CardDefinition` in the IR
// of `@mtg/cards`, or the diagnostics that say which line it cannot read, where and why. Never a
// partial card: a definition is given only when every line was read whole (reminder text aside).
import {
  ARTIFACT_TYPES,
  CREATURE_TYPES,
  ENCHANTMENT_TYPES,
  LAND_TYPES,
  currentTypeLine,
  validateCard,
  colorsOfCost,
  parseManaCost,
  type Ability,
  type CardDefinition,
  type Color,
  type PrintedNumber,
} from '@mtg/cards';
import type { TextProvenance } from './errata/current-text.js';
import { facesReading } from './faces.js';
import { activatedAbility } from './grammar/abilities.js';
import { abilityWord } from './grammar/ability-words.js';
import { alternativeCostLine } from './grammar/alternative-costs.js';
import { enchantedNoun, enchantedOtherwise, enchantLine, equipLine } from './grammar/attachments.js';
import { crewLine } from './grammar/vehicles.js';
import { castingKeywordLine } from './grammar/casting-keywords.js';
import { timeCounterKeywordLine } from './grammar/time-counters.js';
import { graveyardKeywordLine } from './grammar/graveyard-keywords.js';
import { transmuteLine } from './grammar/transmute.js';
import { ninjutsuLine } from './grammar/ninjutsu.js';
import { spellCopyKeywordLine } from './grammar/spell-copies.js';
import { additionalCostAbility } from './grammar/costs.js';
import { chapterLine } from './grammar/chapters.js';
import { entersAsCopyLine } from './grammar/copies.js';
import { flavorWords } from './grammar/flavor-words.js';
import { enteringLine } from './grammar/entering.js';
import { replacementLine } from './grammar/replacements.js';
import { itselfWords } from './grammar/self.js';
import { maxSpeed, startYourEngines } from './grammar/speed.js';
import { staticLine } from './grammar/statics.js';
import { triggeredAbility, triggeredModeLine } from './grammar/triggers.js';
import { keywordLine } from './grammar/keywords.js';
import {
  atLevel,
  levelSymbol,
  levelUpLine,
  striationPowerToughness,
  type LevelRange,
} from './grammar/level-up.js';
import { loyaltyAbility } from './grammar/loyalty.js';
import { outlastLine } from './grammar/outlast.js';
import { spellAbility, spellLine, spellLines, type SpellLines } from './grammar/spells.js';
import { NotRead, Sentence } from './parser/sentence.js';
import { tokenise } from './parser/tokens.js';
import { withoutReminderText } from './wording/reminder-text.js';

/** A card as the compiler reads it: its printed characteristics (109.3) and its text, lines separated by "\n". */
export interface OracleCard {
  name: string;
  layout?: string;
  manaCost?: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: string | number;
  toughness?: string | number;
  loyalty?: string | number;
  /** A color indicator (204) or colors its text gives it, when they are not its mana cost's (202.2). */
  colors?: Color[];
  text?: string;
  /** A split, flip, adventurer or double-faced card's faces (709, 710, 715, 712), each with its own text. */
  faces?: OracleCard[];
}

/** Why a line (1-based; 0 for the card as a whole) could not be read: its span, the clause, and a code. */
export interface Diagnostic {
  code: string;
  line: number;
  span: [number, number];
  clause: string;
  message: string;
}

export interface Compiled {
  definition?: CardDefinition;
  diagnostics: Diagnostic[];
  /** Where the text compiled came from: the corpus and the wording rules applied, an erratum, or its source. */
  text: TextProvenance;
}

/** What the text and characteristics read to, whatever their provenance. */
type Reading = Omit<Compiled, 'text'>;

/** Layouts of cards read from their own text (711 leveler cards too); 712.4 meld cards are not read yet. */
const LAYOUTS_READ = new Set(['normal', 'leveler', undefined]);

/**
 * What the lines of a card read to: its abilities, and the effects of its spell ability (608.2c);
 * `spellAt`: how many abilities came before its first line (abilities are in the order of the text).
 */
interface Read {
  abilities: Ability[];
  spell: SpellLines;
  spellAt?: number;
}

/** The card compiled; `source` is its printed characteristics', and its text's unless `text` says otherwise. */
export function compileCard(
  card: OracleCard,
  source: string,
  text: TextProvenance = { from: 'given', source },
): Compiled {
  return { ...reading(card, source), text };
}

function reading(card: OracleCard, source: string): Reading {
  const { faces } = card;
  if (faces) return facesReading({ ...card, faces }, source, (face) => reading(face, source));
  if (!LAYOUTS_READ.has(card.layout))
    return failed({
      code: 'LAYOUT',
      line: 0,
      span: [0, 0],
      clause: 'layout',
      message: `${card.layout} cards are not read yet`,
    });
  const printed = printedNumbers(card);
  if ('diagnostic' in printed) return failed(printed.diagnostic);
  const read: Read = { abilities: [], spell: spellLines() };
  const lines = (card.text ?? '').split('\n');
  const spellCard = card.types.includes('Instant') || card.types.includes('Sorcery');
  const diagnostics = readLines(card, lines, spellCard, read);
  if (diagnostics.length) return { diagnostics };
  const spell = spellAbility(read.spell);
  const spellAt = read.spellAt ?? read.abilities.length;
  const definition = {
    name: card.name,
    ...(card.manaCost !== undefined ? { manaCost: card.manaCost } : {}),
    ...currentTypeLine(card),
    ...printed.numbers,
    ...colorIndicator(card),
    text: card.text ?? '',
    abilities: [...read.abilities.slice(0, spellAt), ...spell, ...read.abilities.slice(spellAt)],
    source,
  } as CardDefinition;
  const invalid = validateCard(definition);
  if (invalid.length)
    return failed({
      code: 'INVALID',
      line: 0,
      span: [0, 0],
      clause: 'characteristics',
      message: invalid.map((e) => `${e.path}: ${e.message}`).join('; '),
    });
  return { definition, diagnostics: [] };
}

/**
 * Each line read in turn; a leveler's lines after a level symbol are its striation's (711.2a): its
 * base power and toughness and abilities, each under that symbol's condition.
 */
function readLines(card: OracleCard, lines: string[], spellCard: boolean, read: Read): Diagnostic[] {
  let level: LevelRange | undefined;
  return lines.flatMap((line, i) => {
    const symbol = card.layout === 'leveler' ? levelSymbol(line) : undefined;
    if (symbol) level = symbol;
    if (symbol || !level) return symbol ? [] : readLine(card, line, i + 1, spellCard, read);
    const powerToughness = striationPowerToughness(line, level);
    if (powerToughness) {
      read.abilities.push(powerToughness);
      return [];
    }
    const own: Read = { abilities: [], spell: spellLines() };
    const diagnostics = readLine(card, line, i + 1, spellCard, own);
    const leveled = atLevel(own.abilities, level, line);
    if (diagnostics.length || leveled) {
      read.abilities.push(...(leveled ?? []));
      return diagnostics;
    }
    return [
      diagnostic(
        i + 1,
        [0, line.length],
        'level (711.2a)',
        'LEVEL',
        'a conditional static ability in a striation',
      ),
    ];
  });
}

function failed(diagnostic: Diagnostic): Reading {
  return { diagnostics: [diagnostic] };
}

/**
 * One line: a keyword line, a mana ability, or (of an instant or sorcery) effect sentences of its
 * spell ability. The line is read without its reminder text (207.2); an ability's text is the line
 * as written.
 */
function readLine(
  card: OracleCard,
  line: string,
  number: number,
  spellCard: boolean,
  read: Read,
): Diagnostic[] {
  const rules = withoutReminderText(line);
  if (!rules) return [];
  const tokens = tokenise(rules, namesOf(card));
  if (!Array.isArray(tokens))
    return [
      diagnostic(
        number,
        [tokens.unreadAt, tokens.unreadAt + 1],
        'words',
        'TOKEN',
        'a character no word is made of',
      ),
    ];
  const otherwise = enchantedOtherwise(tokens, enchantedNoun(read.abilities));
  if (otherwise !== undefined)
    return [
      diagnostic(
        number,
        [tokens[otherwise]!.start, tokens[otherwise + 1]!.end],
        'enchanted object (702.5a)',
        'ENCHANTED',
        'an enchanted object its enchant ability does not name',
      ),
    ];
  // 201.5: the card is "this [its type]" in its text, and "this spell" as it is cast.
  const sentence = new Sentence(tokens, [...itselfWords(card.types, card.subtypes), 'spell']);
  try {
    abilityWord(sentence);
    flavorWords(sentence);
    if (triggeredModeLine(sentence, line, read.abilities.at(-1))) return [];
    const abilities =
      startYourEngines(sentence, line) ??
      maxSpeed(sentence, line, activatedAbility) ??
      keywordLine(sentence) ??
      enchantLine(sentence) ??
      staticLine(sentence, line) ??
      enteringLine(sentence, line) ??
      replacementLine(sentence, line) ??
      entersAsCopyLine(sentence, line) ??
      alternativeCostLine(sentence, line) ??
      equipLine(sentence, line) ??
      levelUpLine(sentence, line) ??
      outlastLine(sentence, line) ??
      crewLine(sentence, line) ??
      castingKeywordLine(sentence, line) ??
      timeCounterKeywordLine(sentence, line) ??
      graveyardKeywordLine(sentence, line) ??
      transmuteLine(sentence, line, card.manaCost) ??
      ninjutsuLine(sentence, line) ??
      spellCopyKeywordLine(sentence, line) ??
      (spellCard ? undefined : additionalCostAbility(sentence, line)) ??
      chapterLine(sentence, line) ??
      ability(sentence, line, spellCard);
    if (abilities) read.abilities.push(...abilities);
    else {
      read.spellAt ??= read.abilities.length;
      spellLine(sentence, line, read.spell);
    }
    return [];
  } catch (error) {
    if (!(error instanceof NotRead)) throw error;
    const at = tokens[error.at];
    const [clause] = error.message.split(':');
    return [diagnostic(number, [at?.start ?? 0, rules.length], clause!, error.code, error.message)];
  }
}

/**
 * A triggered (603.1) or activated (602.1) ability line; undefined for the lines of an instant or
 * sorcery that are its spell ability's (608.2c).
 */
function ability(sentence: Sentence, text: string, spellCard: boolean): Ability[] | undefined {
  const found =
    triggeredAbility(sentence, text) ?? loyaltyAbility(sentence, text) ?? activatedAbility(sentence, text);
  if (found) return [found];
  return spellCard ? undefined : sentence.fail('ABILITY', 'no ability the compiler knows');
}

/**
 * 201.5: the names the card's text calls itself by: its name, and a legendary card's short name (the
 * name before its comma, or its first word unless that is a subtype: "Kiki-Jiki", "Rasputin", not
 * Sliver Hivelord's "Sliver").
 */
function namesOf(card: OracleCard): string[] {
  if (!card.supertypes.includes('Legendary')) return [card.name];
  const short = card.name.includes(', ') ? card.name.split(', ')[0]! : card.name.split(' ')[0]!;
  return short === card.name || SUBTYPE_WORDS.has(short) ? [card.name] : [card.name, short];
}

/** The subtypes (205.3), which a first word that is one names rather than the card. */
const SUBTYPE_WORDS: ReadonlySet<string> = new Set([
  ...CREATURE_TYPES,
  ...LAND_TYPES,
  ...ARTIFACT_TYPES,
  ...ENCHANTMENT_TYPES,
]);

function diagnostic(
  line: number,
  span: [number, number],
  clause: string,
  code: string,
  message: string,
): Diagnostic {
  return { code, line, span, clause, message };
}

/** 208.2, 209.1: printed power, toughness and loyalty as numbers, or `*` and `1+*` for a characteristic-defining ability. */
function printedNumbers(
  card: OracleCard,
):
  { numbers: Partial<Pick<CardDefinition, 'power' | 'toughness' | 'loyalty'>> } | { diagnostic: Diagnostic } {
  const numbers: Partial<Pick<CardDefinition, 'power' | 'toughness' | 'loyalty'>> = {};
  for (const key of ['power', 'toughness'] as const) {
    const value = card[key];
    if (value === undefined) continue;
    const number = printedNumber(String(value));
    if (number === undefined)
      return { diagnostic: diagnostic(0, [0, 0], key, 'PRINTED_NUMBER', `${key} ${value} is not read yet`) };
    numbers[key] = number;
  }
  if (card.loyalty !== undefined) {
    if (!/^\d+$/.test(String(card.loyalty)))
      return {
        diagnostic: diagnostic(
          0,
          [0, 0],
          'loyalty',
          'PRINTED_NUMBER',
          `loyalty ${card.loyalty} is not read yet`,
        ),
      };
    numbers.loyalty = Number(card.loyalty);
  }
  return { numbers };
}

function printedNumber(text: string): PrintedNumber | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  return text === '*' || text === '1+*' ? text : undefined;
}

/** 204, 202.2: the colors a card has that its mana cost doesn't give it (Dryad Arbor's green indicator). */
function colorIndicator(card: OracleCard): { colors?: Color[] } {
  if (!card.colors) return {};
  const ofCost = card.manaCost === undefined ? [] : colorsOfCost(parseManaCost(card.manaCost));
  const same = ofCost.length === card.colors.length && ofCost.every((c) => card.colors!.includes(c));
  return same ? {} : { colors: card.colors };
}
