// Replacement effects on the structure of turns: steps, phases and turns skipped (614.10).
import type { ReplacementHandlers } from './handlers.js';

export const turnReplacements = {
  // 614.10: a step that has begun can't be skipped; one skipped is skipped by one effect (614.10a).
  skip: {
    applies: (r, p) =>
      p.kind === 'step' && !p.skipped && p.step === r.step && (!r.player || r.player === p.player),
    apply: (_r, p) => (p.kind === 'step' ? { ...p, skipped: true } : p),
  },
} satisfies Partial<ReplacementHandlers>;
