// The catalogue the engine plays with: the card pool's, the hand-written definitions and every card
// compiled from its text, loaded on its first use (from the pool's cache, or compiled).
import type { CardCatalogue } from '@mtg/cards';
import { loadCardPool } from './pool-cache.js';

let loaded: CardCatalogue | undefined;
const catalogue = (): CardCatalogue => (loaded ??= loadCardPool().catalogue);

export const cardCatalogue: CardCatalogue = {
  get: (name) => catalogue().get(name),
  require: (name) => catalogue().require(name),
  names: () => catalogue().names(),
};
