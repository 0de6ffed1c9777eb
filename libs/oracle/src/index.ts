// @mtg/oracle: cards compiled from their Oracle text into the IR of @mtg/cards.
export * from './compile.js';
export * from './coverage/coverage.js';
export * from './wording/modernise.js';
export * from './wording/reminder-text.js';
export * from './pool/card-pool.js';
export * from './pool/pool-cache.js';
export * from './pool/search.js';
export * from './pool/catalogue.js';
export * from './corpus/set-printings.js';
