export * from './abilities.js';
export * from './card-builder.js';
export * from './effects.js';
export * from './targets.js';
export * from './faces.js';
export * from './roles.js';
export * from './triggered-keywords.js';
