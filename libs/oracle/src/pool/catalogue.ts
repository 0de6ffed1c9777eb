// The catalogue the engine plays with: the card pool's, the hand-written definitions and every card
// compiled from its text, loaded on its first use (from the pool's cache, or compiled).
import type { CardCatalogue } from '@mtg/cards';
import { loadCatalogue } from './pool-cache.js';

export const cardCatalogue: CardCatalogue = {
  get: (name) => loadCatalogue().get(name),
  require: (name) => loadCatalogue().require(name),
  names: () => loadCatalogue().names(),
};
