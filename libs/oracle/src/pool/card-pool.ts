// The card pool the engine and the service play with: every corpus card that compiles from its
// current text and whose every IR node the engine implements (see coverage.ts: today every compiled
// card), and the hand-written catalogue, whose definition stands for a corpus card of the same name.
// Each card of the corpus is in the pool, supported or not; an unsupported card carries the
// diagnostics that keep it out, so that a game asking for it is told why.
import {
  cardDefinitions,
  colorsOfCost,
  createCatalogue,
  parseManaCost,
  type CardCatalogue,
  type CardDefinition,
  type Color,
} from '@mtg/cards';
import { compileCard, type Diagnostic, type OracleCard } from '../compile.js';
import { CORPUS_SOURCE, type Corpus } from '../corpus/corpus.js';
import { currentText, type CurrentText, type TextProvenance } from '../errata/current-text.js';
import type { GivenCard } from '../given/given-card.js';
import { GIVEN_CARDS } from '../given/given-cards.js';
import { corpusOracleCard } from '../coverage/coverage.js';

/** One card of the pool, as the cards API shows it. */
export interface PoolCard {
  name: string;
  layout: string;
  manaCost?: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  /** Its colors' symbols (105.1), from its mana cost or its color indicator; none: colorless. */
  colors: Color[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** The rules text the card plays with: its current text (an erratum, or the 2017 text in today's wording). */
  text: string;
  /** Where that text came from. */
  textFrom: TextProvenance;
  /** The codes of the corpus sets it was printed in, oldest first; none for a card printed after the corpus. */
  sets: string[];
  /** Whether games may hold it: its definition is in the catalogue. */
  supported: boolean;
  /** What its definition is: compiled from its text, written by hand in @mtg/cards, or none (unsupported). */
  definedBy: 'compiled' | 'hand-written' | 'none';
  /** Why it does not compile (empty for a supported card). */
  diagnostics: Diagnostic[];
}

export interface CardPool {
  /** Where the corpus cards' text came from. */
  source: string;
  /** The supported cards' definitions, by name (and face names). */
  catalogue: CardCatalogue;
  /** Every card of the pool, sorted by name. */
  cards: readonly PoolCard[];
  /** The card of that name, ignoring case; a supported card is also found by a face's name. */
  card(name: string): PoolCard | undefined;
}

/** What a pool is made of, and what a cache of it keeps: the compiled definitions by name. */
export interface PoolRecord {
  source: string;
  cards: PoolCard[];
  compiled: Record<string, CardDefinition>;
}

/** How a card came to be in the pool: its text and where it came from, its sets, its definition or diagnostics. */
interface Entry {
  text: string;
  textFrom: TextProvenance;
  sets: string[];
  definedBy: PoolCard['definedBy'];
  diagnostics: Diagnostic[];
}

/** A card of the pool from its printed characteristics (109.3) and how it came to be there. */
function poolCard(printed: OracleCard, entry: Entry): PoolCard {
  const { name, layout, manaCost, supertypes, types, subtypes, colors, power, toughness, loyalty } = printed;
  return {
    name,
    layout: layout ?? 'normal',
    ...(manaCost !== undefined ? { manaCost } : {}),
    supertypes,
    types,
    subtypes,
    // 202.2, 204: the colors of its mana cost, unless an indicator or its text says otherwise.
    colors: colors ?? (manaCost ? colorsOfCost(parseManaCost(manaCost)) : []),
    ...printedNumbers({ power, toughness, loyalty }),
    ...entry,
    supported: entry.definedBy !== 'none',
  };
}

/** Power, toughness and loyalty as printed ("*", "1+*", "3"). */
function printedNumbers(numbers: Record<'power' | 'toughness' | 'loyalty', unknown>): Partial<PoolCard> {
  return Object.fromEntries(
    Object.entries(numbers)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** What stands for a card of the pool instead of its own compiled text: a hand-written definition, or another card. */
type StandsFor = 'hand-written' | 'compiled';

/** A card compiled from `card`'s text, unless a definition of the pool stands for it. */
function compiledEntry(
  card: OracleCard,
  text: CurrentText,
  sets: string[],
  source: string,
  standsFor: StandsFor | undefined,
): { card: PoolCard; definition?: CardDefinition } {
  const compiled = standsFor ? undefined : compileCard(card, source, text.provenance);
  const definition = compiled?.definition;
  const entry = {
    text: text.text,
    textFrom: text.provenance,
    sets,
    definedBy: standsFor ?? (definition ? 'compiled' : 'none'),
    diagnostics: compiled?.diagnostics ?? [],
  } as const;
  return { card: poolCard(card, entry), ...(definition ? { definition } : {}) };
}

/** A text given by a card's own source. */
const given = (text: string, source: string): CurrentText => ({
  text,
  provenance: { from: 'given', source },
});

/** The names of a card and of its faces. */
const namesOf = (card: { name: string; faces?: { name: string }[] }) => [
  card.name,
  ...(card.faces?.map((face) => face.name) ?? []),
];

/**
 * Compiles the pool from the corpus, the hand-written definitions and the cards given by their text;
 * `onCard` is told of each corpus card compiled (for a progress bar).
 */
export function compilePool(
  corpus: Corpus,
  written: readonly CardDefinition[] = cardDefinitions,
  onCard?: (done: number, total: number) => void,
  givenCards: readonly GivenCard[] = GIVEN_CARDS,
): PoolRecord {
  // A hand-written or given card stands for the corpus card of its name, or of one of its faces (the
  // corpus lists the halves of a split card as cards: Fire, Ice).
  const standsFor = new Map<string, StandsFor>([
    ...givenCards.flatMap((card) => namesOf(card).map((name) => [name, 'compiled'] as const)),
    ...written.flatMap((card) => namesOf(card).map((name) => [name, 'hand-written'] as const)),
  ]);
  const cards: PoolCard[] = [];
  const compiled: Record<string, CardDefinition> = {};
  const add = ({ card, definition }: { card: PoolCard; definition?: CardDefinition }, kept = true) => {
    cards.push(card);
    if (definition && kept) compiled[card.name] = definition;
  };
  corpus.cards.forEach((card, index) => {
    const text = currentText(card);
    const entry = compiledEntry(
      corpusOracleCard(corpus, card, text.text),
      text,
      card.sets,
      CORPUS_SOURCE,
      standsFor.get(card.name),
    );
    // A card with several faces is compiled from each face the corpus lists, and kept once: by its first.
    add(entry, !entry.definition?.faces || card.names?.[0] === card.name);
    onCard?.(index + 1, corpus.cards.length);
  });
  // Cards the corpus does not hold: given by their text, or written by hand.
  for (const card of givenCards)
    if (!corpus.byName.has(card.name))
      add(compiledEntry(card, given(card.text ?? '', card.source), [], card.source, undefined));
  for (const card of written)
    if (!corpus.byName.has(card.name))
      add(compiledEntry(card, given(card.text, card.source), [], card.source, 'hand-written'));
  cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { source: CORPUS_SOURCE, cards, compiled };
}

/** The catalogue of the hand-written definitions and the compiled ones. */
export function catalogueOf(
  compiled: PoolRecord['compiled'],
  written: readonly CardDefinition[] = cardDefinitions,
): CardCatalogue {
  return createCatalogue([...written, ...Object.values(compiled)]);
}

/** The pool a record describes, its catalogue holding the hand-written definitions and the compiled ones. */
export function poolFromRecord(
  record: PoolRecord,
  written: readonly CardDefinition[] = cardDefinitions,
): CardPool {
  const catalogue = catalogueOf(record.compiled, written);
  const byName = new Map(record.cards.map((card) => [card.name.toLowerCase(), card]));
  return {
    source: record.source,
    catalogue,
    cards: record.cards,
    // A supported card's name or face name finds the card the catalogue plays ("Fire": Fire // Ice).
    card: (name) =>
      byName.get(catalogue.get(name)?.name.toLowerCase() ?? name.toLowerCase()) ??
      byName.get(name.toLowerCase()),
  };
}
