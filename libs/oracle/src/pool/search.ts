// Searching the pool, as the cards API does: by name, type, set, colors and support, a page at a time.
import { COLORS, type Color } from '@mtg/cards';
import type { CardPool, PoolCard } from './card-pool.js';

export interface CardQuery {
  /** Part of the card's name, ignoring case. */
  name?: string;
  /** A supertype, card type or subtype the card has ("legendary", "creature", "goblin"), ignoring case. */
  type?: string;
  /** A set code the card was printed in ("M15"), ignoring case. */
  set?: string;
  /** Color symbols the card has, all of them ("WU"), or "C" for colorless cards (105.2c). */
  colors?: string;
  supported?: boolean;
  /** From 1; default 1. */
  page?: number;
  /** Default DEFAULT_PAGE_SIZE. */
  pageSize?: number;
}

export interface CardPage {
  cards: PoolCard[];
  /** How many cards match the query, on every page. */
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/** Why a query cannot be answered, or none. */
export function queryProblem(query: CardQuery): string | undefined {
  const colors = query.colors?.toUpperCase();
  if (colors !== undefined && !/^(C|[WUBRG]+)$/.test(colors))
    return 'colors must be color symbols (W, U, B, R, G) or C for colorless';
  if (query.page !== undefined && (!Number.isInteger(query.page) || query.page < 1))
    return 'page must be a whole number from 1';
  if (
    query.pageSize !== undefined &&
    (!Number.isInteger(query.pageSize) || query.pageSize < 1 || query.pageSize > MAX_PAGE_SIZE)
  )
    return `page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
  return undefined;
}

function matcher(query: CardQuery): (card: PoolCard) => boolean {
  const name = query.name?.toLowerCase();
  const type = query.type?.toLowerCase();
  const set = query.set?.toUpperCase();
  const colors = query.colors?.toUpperCase();
  const wanted = COLORS.filter((color: Color) => colors?.includes(color));
  return (card) =>
    (name === undefined || card.name.toLowerCase().includes(name)) &&
    (type === undefined ||
      [...card.supertypes, ...card.types, ...card.subtypes].some((t) => t.toLowerCase() === type)) &&
    (set === undefined || card.sets.some((code) => code.toUpperCase() === set)) &&
    (colors === undefined ||
      (colors === 'C' ? card.colors.length === 0 : wanted.every((color) => card.colors.includes(color)))) &&
    (query.supported === undefined || card.supported === query.supported);
}

/** The page of the cards matching the query, sorted by name. */
export function searchPool(pool: CardPool, query: CardQuery = {}): CardPage {
  const problem = queryProblem(query);
  if (problem) throw new RangeError(problem);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const matching = pool.cards.filter(matcher(query));
  const start = (page - 1) * pageSize;
  return {
    cards: matching.slice(start, start + pageSize),
    total: matching.length,
    page,
    pageSize,
    hasMore: start + pageSize < matching.length,
  };
}
