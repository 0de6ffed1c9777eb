// Mana added by effects (106.3).
import { emit } from '../../engine/run.js';
import type { EffectHandlers } from './handlers.js';

export const manaEffects = {
  'add-mana': (run, { ctx }, effect) => {
    if (effect.mana.kind === 'fixed')
      emit(run, { type: 'ManaAdded', player: ctx.controller, mana: effect.mana.mana, source: ctx.self });
  },
} satisfies Partial<EffectHandlers>;
