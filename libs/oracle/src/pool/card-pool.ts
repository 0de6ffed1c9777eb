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
import { compileCard, type Diagnostic } from '../compile.js';
import { CORPUS_SOURCE, type Corpus, type CorpusCard } from '../corpus/corpus.js';
import { currentText, type TextProvenance } from '../errata/current-text.js';
import { oracleCard } from '../coverage/coverage.js';

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

function corpusPoolCard(
  card: CorpusCard,
  written: CardDefinition | undefined,
): {
  card: PoolCard;
  definition?: CardDefinition;
} {
  const { text, provenance } = currentText(card);
  const compiled = written ? undefined : compileCard(oracleCard(card, text), CORPUS_SOURCE, provenance);
  const definition = compiled?.definition;
  const { name, layout, manaCost, supertypes, types, subtypes, colors, power, toughness, loyalty } =
    oracleCard(card);
  return {
    card: {
      name,
      layout: layout ?? 'normal',
      ...(manaCost !== undefined ? { manaCost } : {}),
      supertypes,
      types,
      subtypes,
      colors: colors ?? [],
      ...printedNumbers({ power, toughness, loyalty }),
      text,
      textFrom: provenance,
      sets: card.sets,
      supported: Boolean(written ?? definition),
      definedBy: written ? 'hand-written' : definition ? 'compiled' : 'none',
      diagnostics: compiled?.diagnostics ?? [],
    },
    ...(definition ? { definition } : {}),
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

/** A hand-written card printed after the corpus: its own text and source. */
function writtenPoolCard(definition: CardDefinition): PoolCard {
  const { name, layout, manaCost, supertypes, types, subtypes, colors, power, toughness, loyalty } =
    definition;
  return {
    name,
    layout: layout ?? 'normal',
    ...(manaCost !== undefined ? { manaCost } : {}),
    supertypes,
    types,
    subtypes,
    colors: colors ?? (manaCost ? colorsOfCost(parseManaCost(manaCost)) : []),
    ...printedNumbers({ power, toughness, loyalty }),
    text: definition.text,
    textFrom: { from: 'given', source: definition.source },
    sets: [],
    supported: true,
    definedBy: 'hand-written',
    diagnostics: [],
  };
}

/**
 * Compiles the pool from the corpus and the hand-written definitions; `onCard` is told of each
 * corpus card compiled (for a progress bar).
 */
export function compilePool(
  corpus: Corpus,
  written: readonly CardDefinition[] = cardDefinitions,
  onCard?: (done: number, total: number) => void,
): PoolRecord {
  // A hand-written card stands for the corpus card of its name, or of one of its faces (the corpus
  // lists the halves of a split card as cards: Fire, Ice).
  const writtenByName = new Map(
    written.flatMap((d) => [d.name, ...(d.faces?.map((face) => face.name) ?? [])].map((name) => [name, d])),
  );
  const cards: PoolCard[] = [];
  const compiled: Record<string, CardDefinition> = {};
  corpus.cards.forEach((corpusCard, index) => {
    const { card, definition } = corpusPoolCard(corpusCard, writtenByName.get(corpusCard.name));
    cards.push(card);
    if (definition) compiled[card.name] = definition;
    onCard?.(index + 1, corpus.cards.length);
  });
  for (const definition of written)
    if (!corpus.byName.has(definition.name)) cards.push(writtenPoolCard(definition));
  cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { source: CORPUS_SOURCE, cards, compiled };
}

/** The pool a record describes, its catalogue holding the hand-written definitions and the compiled ones. */
export function poolFromRecord(
  record: PoolRecord,
  written: readonly CardDefinition[] = cardDefinitions,
): CardPool {
  const catalogue = createCatalogue([...written, ...Object.values(record.compiled)]);
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
