import { createCatalogue, type CardCatalogue } from './catalogue.js';
import { cardDefinitions } from './cards/index.js';

export { createCatalogue, extendCatalogue, UnknownCardError, type CardCatalogue } from './catalogue.js';
export { cardDefinitions } from './cards/index.js';

/**
 * The hand-written definitions alone: the cards whose text the compiler cannot read yet. The engine
 * and the service play with the card pool's catalogue (`cardCatalogue` of @mtg/oracle), which holds
 * these and every card compiled from its text.
 */
export const writtenCatalogue: CardCatalogue = createCatalogue(cardDefinitions);
