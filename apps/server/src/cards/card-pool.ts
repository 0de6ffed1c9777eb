// The card pool as the cards API answers it: a card in a list, and a card in full.
import type { CardDefinition } from '@mtg/cards';
import type { CardPool, PoolCard } from '@mtg/oracle';

export const CARD_POOL = Symbol('CARD_POOL');

/** A card as the list answers it: what it is, and whether games may hold it. */
export type CardSummary = Omit<PoolCard, 'diagnostics' | 'textFrom'> & {
  textFrom: PoolCard['textFrom']['from'];
};

export function cardSummary(card: PoolCard): CardSummary {
  const { diagnostics: _diagnostics, textFrom, ...rest } = card;
  return { ...rest, textFrom: textFrom.from };
}

/** A card in full: its text's provenance, its diagnostics, and for a supported card its definition in the IR. */
export type CardDetail = PoolCard & { definition?: CardDefinition };

export function cardDetail(pool: CardPool, card: PoolCard): CardDetail {
  const definition = card.supported ? pool.catalogue.get(card.name) : undefined;
  return { ...card, ...(definition ? { definition } : {}) };
}
