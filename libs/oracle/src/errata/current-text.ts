// The text a card is compiled from, and where it came from: a corpus card's erratum when the table
// holds one, else its 2017 text in today's wording; a text given by its source otherwise.
import { currentTypeLine } from '@mtg/cards';
import { CORPUS_SOURCE, type CorpusCard } from '../corpus/corpus.js';
import { modernise } from '../wording/modernise.js';
import { ERRATA, type Erratum } from './errata.js';

/** Where a compiled card's text came from. */
export type TextProvenance =
  /** The corpus, with the wording rules that rewrote its 2017 text, in the order applied. */
  | { from: 'corpus'; source: typeof CORPUS_SOURCE; rewrites: string[] }
  /** The errata table, with the source of the entry's text and what changed since 2017. */
  | { from: 'errata'; source: string; change: Erratum['change']; why: string }
  /** As written by its source (a hand-written definition's). */
  | { from: 'given'; source: string };

export interface CurrentText {
  text: string;
  provenance: TextProvenance;
}

/** A corpus card's text as of today: its erratum, or its 2017 text through the wording rules. */
export function currentText(card: CorpusCard): CurrentText {
  const erratum = ERRATA.get(card.name);
  if (erratum) {
    const { text, source, change, why } = erratum;
    return { text, provenance: { from: 'errata', source, change, why } };
  }
  const { text, rewrites } = modernise(card.text ?? '', { name: card.name, ...currentTypeLine(card) });
  return { text, provenance: { from: 'corpus', source: CORPUS_SOURCE, rewrites } };
}
