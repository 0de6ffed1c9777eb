// A 40-card deck built from a sealed pool (100.2b: a limited deck is 40 cards at least, of the
// player's product and basic lands), by a simple heuristic a person would recognise: each card is
// worth its rarity (common 1, uncommon 2, rare 3, mythic rare 4), a creature one more; the deck
// plays the two colors whose cards are worth most (a card counts for each of its colors, ties in
// WUBRG order), the 23 best spells of those colors or colorless (ties: lower mana value, then
// name), and basic lands for the rest, split between the two colors as the spells' colored mana
// symbols are. The pool's lands are left out: basic lands come from outside the pool (100.2b).
import { COLORS, colorsOfCost, manaValue, parseManaCost, type Color } from '@mtg/cards';
import type { PoolCard } from '@mtg/oracle';
import type { PoolPick } from './sealed-pool.js';

export const DECK_SIZE = 40;
export const SPELLS = 23;
const RARITY_WORTH: Record<string, number> = { common: 1, uncommon: 2, rare: 3, 'mythic rare': 4 };
export const BASIC_LANDS: Record<Color, string> = {
  W: 'Plains',
  U: 'Island',
  B: 'Swamp',
  R: 'Mountain',
  G: 'Forest',
};

export interface SealedDeck {
  /** Its 40 cards, spells first (best first), then basic lands. */
  cards: string[];
  /** The two colors it plays, in WUBRG order. */
  colors: Color[];
}

interface Candidate {
  card: PoolCard;
  worth: number;
  manaValue: number;
}

/** The deck a pool builds; `cardOf` reads a card of the pool (every pick names one). */
export function buildSealedDeck(pool: readonly PoolPick[], cardOf: (name: string) => PoolCard): SealedDeck {
  const spells: Candidate[] = pool
    .map((pick) => ({ pick, card: cardOf(pick.name) }))
    .filter(({ card }) => !card.types.includes('Land'))
    .map(({ pick, card }) => ({
      card,
      worth: (RARITY_WORTH[pick.rarity] ?? 1) + (card.types.includes('Creature') ? 1 : 0),
      manaValue: manaValue(parseManaCost(card.manaCost ?? '')),
    }));
  const colors = bestColors(spells);
  const chosen = spells
    .filter(({ card }) => card.colors.every((color) => colors.includes(color)))
    .sort((a, b) => b.worth - a.worth || a.manaValue - b.manaValue || a.card.name.localeCompare(b.card.name))
    .slice(0, SPELLS)
    .map(({ card }) => card);
  return { cards: [...chosen.map((card) => card.name), ...basicLands(chosen, colors)], colors };
}

/** The two colors whose cards are worth most, in WUBRG order. */
function bestColors(spells: readonly Candidate[]): Color[] {
  const worth = (color: Color) =>
    spells.filter(({ card }) => card.colors.includes(color)).reduce((sum, { worth }) => sum + worth, 0);
  const ranked = [...COLORS].sort((a, b) => worth(b) - worth(a) || COLORS.indexOf(a) - COLORS.indexOf(b));
  return COLORS.filter((color) => ranked.slice(0, 2).includes(color));
}

/** Basic lands up to 40 cards, split between the colors as the spells' colored mana symbols are. */
function basicLands(spells: readonly PoolCard[], colors: readonly Color[]): string[] {
  const lands = DECK_SIZE - spells.length;
  const symbols = (color: Color) =>
    spells
      .flatMap((card) => parseManaCost(card.manaCost ?? ''))
      .filter((symbol) => colorsOfCost([symbol]).includes(color)).length;
  const [first, second] = colors as [Color, Color];
  const total = symbols(first) + symbols(second);
  const ofFirst = total === 0 ? Math.ceil(lands / 2) : Math.round((lands * symbols(first)) / total);
  return [
    ...Array<string>(ofFirst).fill(BASIC_LANDS[first]),
    ...Array<string>(lands - ofFirst).fill(BASIC_LANDS[second]),
  ];
}
