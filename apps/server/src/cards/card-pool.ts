// The card pool as the service reads it: the engine's catalogue, why a known card is not supported,
// and what the cards API answers for a card.
import type { CardDefinition } from '@mtg/cards';
import type { CardSupport } from '@mtg/game';
import type { CardPool, Diagnostic, PoolCard } from '@mtg/oracle';

export const CARD_POOL = Symbol('CARD_POOL');

/** `OBJECT at line 1: destroy: expected what is affected` (the message names the clause). */
export function diagnosticText(d: Diagnostic): string {
  return `${d.code} at line ${d.line}: ${d.message}`;
}

/** What a game needs of the pool: its catalogue, and why a corpus card that does not compile cannot be played. */
export function cardSupportOf(pool: CardPool): CardSupport {
  return {
    catalogue: pool.catalogue,
    unsupported(name) {
      const card = pool.card(name);
      return card && !card.supported
        ? { name: card.name, reasons: card.diagnostics.map(diagnosticText) }
        : undefined;
    },
  };
}

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
