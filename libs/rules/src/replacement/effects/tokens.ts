// Replacement effects on creating tokens (614.1a: "twice that many").
import type { ReplacementHandlers } from './handlers.js';

export const tokenReplacements = {
  tokens: {
    applies: (_r, p, effect) => p.kind === 'token' && p.controller === effect.controller && p.count > 0,
    apply: (r, p) => (p.kind === 'token' ? { ...p, count: p.count * r.multiply } : p),
  },
} satisfies Partial<ReplacementHandlers>;
