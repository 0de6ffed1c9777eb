// Replacement effects on permanents untapping: a stun counter is removed instead (122.1d).
import type { ReplacementHandlers } from './handlers.js';

export const untapReplacements = {
  stun: {
    applies: (r, p) => p.kind === 'untap' && p.objects.includes(r.object),
    // Kept in id order, so that the order the counters apply in makes no difference (616.1).
    apply: (r, p) =>
      p.kind === 'untap'
        ? {
            ...p,
            objects: p.objects.filter((id) => id !== r.object),
            stunned: [...(p.stunned ?? []), r.object].sort(),
          }
        : p,
  },
} satisfies Partial<ReplacementHandlers>;
