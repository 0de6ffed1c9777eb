// Replacement effects on gaining life (614.1a, 119.10).
import type { ReplacementHandlers } from './handlers.js';

export const lifeReplacements = {
  'gain-life': {
    // 119.10: "if an opponent would gain life"; gaining 0 life is no event (119.9).
    applies: (r, p, effect) =>
      p.kind === 'gain-life' && p.amount > 0 && (p.player === effect.controller) === (r.who === 'you'),
    apply: (_r, p) =>
      p.kind === 'gain-life' ? { kind: 'lose-life', player: p.player, amount: p.amount } : p,
  },
} satisfies Partial<ReplacementHandlers>;
