// Effects on the structure of turns: steps, phases and turns skipped (614.10), extra turns (500.7),
// additional land plays (305.2).
import type { ContinuousChange } from '../../data/state/continuous-effect.js';
import { emit } from '../../engine/run.js';
import { resolvePlayers } from '../references.js';
import { createEffect } from './continuous.js';
import type { EffectHandlers } from './handlers.js';

export const turnEffects = {
  'skip-next-step': (run, { ctx }, effect) => {
    const { step, count, thisTurn } = effect;
    const change: ContinuousChange = { kind: 'skip-next-step', step, ...(count ? { count } : {}) };
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx))
      createEffect(run, ctx, [p], change, thisTurn ? 'end-of-turn' : 'permanent');
  },
  // 500.7: the extra turns are taken after this one, the most recently created first.
  'extra-turn': (run, { ctx }, effect) => {
    for (const player of resolvePlayers(run.state, run.ctx, effect.who, ctx))
      emit(run, { type: 'ExtraTurnsCreated', player, count: effect.count ?? 1 });
  },
  'additional-land-plays': (run, { ctx }, effect) => {
    const change: ContinuousChange = { kind: 'additional-land-plays', count: effect.count };
    return createEffect(run, ctx, [ctx.controller], change, effect.duration);
  },
} satisfies Partial<EffectHandlers>;
