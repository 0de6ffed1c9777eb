export { validateCard, type ValidationError } from './validate-card.js';
