import type { CardCatalogue } from '@mtg/cards';

/** What `decide` needs besides the state: the card definitions. No clock, no I/O, no randomness. */
export interface RulesContext {
  cards: CardCatalogue;
}
