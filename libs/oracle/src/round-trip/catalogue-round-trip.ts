// The round trip against the hand-written catalogue: each card compiled from the text the compiler
// has for it (a corpus card's erratum or its 2017 text in today's wording; the hand-written text of
// a card printed after the corpus) with its printed characteristics must give exactly its
// hand-written definition, reminder text aside (207.2), or be a card the compiler cannot read yet
// (`NOT_READ_YET`, a list that may only shrink).
import type { CardDefinition, CardFace } from '@mtg/cards';
import { compileCard, type Compiled, type OracleCard } from '../compile.js';
import type { Corpus } from '../corpus/corpus.js';
import { currentText, type CurrentText } from '../errata/current-text.js';
import { rulesText } from '../wording/reminder-text.js';

export type RoundTrip =
  | { name: string; outcome: 'same'; compiled: Compiled }
  | { name: string; outcome: 'not read'; compiled: Compiled }
  | { name: string; outcome: 'different'; compiled: Compiled };

/** The text the compiler has for a hand-written card: the corpus card's current text, else the card's own. */
export function textOf(written: CardDefinition, corpus: Corpus): CurrentText {
  const card = corpus.byName.get(written.name);
  return card
    ? currentText(card)
    : { text: written.text, provenance: { from: 'given', source: written.source } };
}

/** The hand-written definition's characteristics with the text the compiler has for it, compiled. */
export function roundTrip(written: CardDefinition, corpus: Corpus): RoundTrip {
  const { name } = written;
  const { text, provenance } = textOf(written, corpus);
  // 709.3b, 715.3b: each face has its own text; a corpus split card's are its halves', "//" between them.
  const faceTexts = corpus.byName.has(name) ? text.split('\n//\n') : written.faces?.map((face) => face.text);
  const faces = written.faces?.map((face, i) => printed(face, faceTexts?.[i] ?? face.text));
  const compiled = compileCard(
    { ...printed(written, text), ...(faces ? { faces } : {}) },
    written.source,
    provenance,
  );
  if (!compiled.definition) return { name, outcome: 'not read', compiled };
  return JSON.stringify(asRules(compiled.definition)) === JSON.stringify(asRules(written))
    ? { name, outcome: 'same', compiled }
    : { name, outcome: 'different', compiled };
}

/** A card's or a face's printed characteristics (109.3), with the text the compiler has for it. */
function printed(written: CardDefinition | CardFace, text: string): OracleCard {
  const { name, supertypes, types, subtypes } = written;
  const { layout } = written as CardDefinition;
  const { manaCost, power, toughness, loyalty, colors } = written;
  const optional = { layout, manaCost, power, toughness, loyalty, colors };
  return {
    name,
    supertypes,
    types,
    subtypes,
    text,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/**
 * A definition as rules, to compare two whatever order their fields were written in: its objects'
 * keys in order, every text (the card's, an ability's) without its reminder text.
 */
function asRules(value: unknown, key?: string): unknown {
  if (key === 'text' && typeof value === 'string') return rulesText(value);
  if (Array.isArray(value)) return value.map((item) => asRules(item));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, asRules((value as Record<string, unknown>)[k], k)]),
  );
}
