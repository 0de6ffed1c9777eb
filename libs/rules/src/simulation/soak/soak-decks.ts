// The soak's decks (issue 16, item 4): 60 cards drawn at random from a pool of supported cards, of
// two to four colours, with 24 lands (a few nonbasic ones of the pool, the rest basic lands of the
// deck's colours in equal shares) and 36 other cards of those colours or colourless, 1 to 4 of each.
import {
  BASIC_LAND_MANA,
  colorsOfCost,
  COLORS,
  parseManaCost,
  type BasicLandType,
  type CardCatalogue,
  type CardDefinition,
  type Color,
} from '@mtg/cards';
import { roll, shuffled, type Dice } from '../dice.js';

export const DECK_SIZE = 60;
export const LANDS = 24;
/** At most this many of the lands are the pool's nonbasic lands. */
const NONBASIC_LANDS = 4;
/** 100.2a: at most four copies of a card other than a basic land. */
const MOST_COPIES = 4;

/** The basic land of each colour (305.6). */
const BASIC_LANDS = Object.fromEntries(
  Object.entries(BASIC_LAND_MANA).map(([land, color]) => [color, land]),
) as Record<Color, BasicLandType>;

/** The cards decks are drawn from: the lands that are not basic, and the other cards by colour. */
export interface SoakPool {
  lands: string[];
  spells: { name: string; colors: Color[] }[];
}

export interface SoakDeck {
  /** The decklist's name, for a named deck (`deckPairing`). */
  name?: string;
  colors: Color[];
  cards: string[];
}

/** 202.2: a card's colours, from its colour indicator or text, else its mana cost. */
export function colorsOf(definition: CardDefinition): Color[] {
  return definition.colors ?? (definition.manaCost ? colorsOfCost(parseManaCost(definition.manaCost)) : []);
}

/** 309.2: dungeons are not put in decks; basic lands are added by colour. */
function playable(definition: CardDefinition): boolean {
  return !definition.types.includes('Dungeon') && !definition.supertypes.includes('Basic');
}

/** The pool of every card of the catalogue a deck may hold (each card once, by its own name). */
export function soakPool(cards: CardCatalogue): SoakPool {
  const definitions = [...new Set(cards.names().map((name) => cards.require(name)))].filter(playable);
  return {
    lands: definitions.filter((d) => d.types.includes('Land')).map((d) => d.name),
    spells: definitions
      .filter((d) => !d.types.includes('Land'))
      .map((d) => ({ name: d.name, colors: colorsOf(d) })),
  };
}

/** A deck of the pool: its colours, and its 60 cards in no particular order. */
export function soakDeck(pool: SoakPool, dice: Dice): SoakDeck {
  const chosen = shuffled(COLORS, dice).slice(0, 2 + roll(dice, 3));
  const colors = COLORS.filter((c) => chosen.includes(c));
  const eligible = pool.spells.filter((card) => card.colors.every((c) => colors.includes(c)));
  const spells = copies(
    shuffled(eligible, dice).map((card) => card.name),
    DECK_SIZE - LANDS,
    dice,
  );
  const nonbasic = shuffled(pool.lands, dice).slice(0, roll(dice, NONBASIC_LANDS + 1));
  const basics = Array.from(
    { length: LANDS - nonbasic.length },
    (_, i) => BASIC_LANDS[colors[i % colors.length]!],
  );
  if (spells.length < DECK_SIZE - LANDS)
    throw new Error(
      `the pool has ${eligible.length} cards of colours ${colors.join('')}: too few for a deck`,
    );
  return { colors, cards: [...spells, ...nonbasic, ...basics] };
}

/** `count` cards: the names in order, 1 to 4 copies of each, until there are `count`. */
function copies(names: readonly string[], count: number, dice: Dice): string[] {
  const cards: string[] = [];
  for (const name of names) {
    if (cards.length >= count) break;
    const n = Math.min(1 + roll(dice, MOST_COPIES), count - cards.length);
    for (let i = 0; i < n; i++) cards.push(name);
  }
  return cards;
}
