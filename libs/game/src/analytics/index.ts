export * from './game-tally.js';
export * from './analytics-store.js';
export * from './analytics.projection.js';
export * from './card-metrics.js';
export * from './analytics-export.js';
export * from './seventeen-lands-replay.js';
export * from './charts.js';
