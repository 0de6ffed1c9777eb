// Mana costs in the usual notation (107.4): parsing, mana value (202.3), colors (202.2), formatting.
import { COLORS, type Color } from '../ir/characteristics.js';
import type { ManaCost, ManaSymbol } from '../ir/mana-cost.js';

export class ManaCostSyntaxError extends Error {
  constructor(
    readonly cost: string,
    detail: string,
  ) {
    super(`Malformed mana cost "${cost}": ${detail}`);
    this.name = 'ManaCostSyntaxError';
  }
}

const isColor = (text: string): text is Color => (COLORS as readonly string[]).includes(text);

/** One symbol's text between its braces, e.g. `2`, `U/B`, `G/P`; undefined if it is no mana symbol. */
function parseSymbol(body: string): ManaSymbol | undefined {
  if (/^\d+$/.test(body)) return { kind: 'generic', amount: Number(body) };
  if (isColor(body)) return { kind: 'colored', color: body };
  if (body === 'C') return { kind: 'colorless' };
  if (body === 'X') return { kind: 'x' };
  if (body === 'S') return { kind: 'snow' };
  const [left, right, ...rest] = body.split('/');
  if (rest.length > 0 || right === undefined) return undefined;
  if (left === '2' && isColor(right)) return { kind: 'twobrid', color: right };
  if (isColor(left) && right === 'P') return { kind: 'phyrexian', color: left };
  if (isColor(left) && isColor(right) && left !== right) return { kind: 'hybrid', colors: [left, right] };
  return undefined;
}

/** Parses `{2}{U/B}{G/P}{X}{C}{2/W}{S}`; the empty string is the empty cost. */
export function parseManaCost(cost: string): ManaCost {
  const symbols: ManaSymbol[] = [];
  const symbolPattern = /\{([^{}]*)\}/y;
  while (symbolPattern.lastIndex < cost.length) {
    const position = symbolPattern.lastIndex;
    const match = symbolPattern.exec(cost);
    if (match === null) {
      throw new ManaCostSyntaxError(cost, `expected a symbol in braces at position ${position}`);
    }
    const symbol = parseSymbol(match[1]);
    if (symbol === undefined) {
      throw new ManaCostSyntaxError(cost, `unknown mana symbol {${match[1]}} at position ${position}`);
    }
    symbols.push(symbol);
  }
  return symbols;
}

/** 202.3: X counts as `x` (0 except on the stack), hybrid as its largest component, {2/W} as 2, Phyrexian as 1. */
export function manaValue(cost: ManaCost, x = 0): number {
  const valueOf = (symbol: ManaSymbol): number => {
    switch (symbol.kind) {
      case 'generic':
        return symbol.amount;
      case 'twobrid':
        return 2;
      case 'x':
        return x;
      default:
        return 1;
    }
  };
  return cost.reduce((total, symbol) => total + valueOf(symbol), 0);
}

/** The colors of a mana symbol (202.2): a colored, Phyrexian or {2/C} symbol's one, a hybrid symbol's two; none for generic, colorless or snow. */
export const colorsOfSymbol = (symbol: ManaSymbol): readonly Color[] => {
  switch (symbol.kind) {
    case 'colored':
    case 'twobrid':
    case 'phyrexian':
      return [symbol.color];
    case 'hybrid':
      return symbol.colors;
    default:
      return [];
  }
};

/** 202.2: an object is each color of the mana symbols in its cost, in WUBRG order. */
export function colorsOfCost(cost: ManaCost): Color[] {
  const present = new Set(cost.flatMap(colorsOfSymbol));
  return COLORS.filter((color) => present.has(color));
}

const formatSymbol = (symbol: ManaSymbol): string => {
  switch (symbol.kind) {
    case 'generic':
      return String(symbol.amount);
    case 'colored':
      return symbol.color;
    case 'colorless':
      return 'C';
    case 'hybrid':
      return symbol.colors.join('/');
    case 'twobrid':
      return `2/${symbol.color}`;
    case 'phyrexian':
      return `${symbol.color}/P`;
    case 'x':
      return 'X';
    case 'snow':
      return 'S';
  }
};

export function formatManaCost(cost: ManaCost): string {
  return cost.map((symbol) => `{${formatSymbol(symbol)}}`).join('');
}
