import { createCatalogue, type CardCatalogue } from './catalogue.js';
import { cardDefinitions } from './cards/index.js';

export { createCatalogue, UnknownCardError, type CardCatalogue } from './catalogue.js';
export { cardDefinitions } from './cards/index.js';

/** The default catalogue: every card the engine knows. */
export const cardCatalogue: CardCatalogue = createCatalogue(cardDefinitions);
