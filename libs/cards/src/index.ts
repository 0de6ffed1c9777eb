// @mtg/cards: card definitions as data (docs/architecture.md "Cards are data"). The mtgjson reader is not
// exported here, so the engine never loads the big JSON: specs and tools import `./mtgjson/index.js`.
export * from './ir/abilities.js';
export * from './ir/characteristics.js';
export * from './ir/creature-types.js';
export * from './ir/subtypes.js';
export * from './ir/mana-cost.js';
export * from './ir/target-references.js';
export * from './mana/parse-mana-cost.js';
export * from './catalogue/index.js';
export * from './builder/index.js';
export * from './validation/index.js';
export * from './mtgjson/type-line.js';
export * from './decks/deck-text.js';
