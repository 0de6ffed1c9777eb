// Life gained and lost (119), and effects that stop life gain (119.7).
import { gainLife, loseLife } from '../../game-actions/actions.js';
import { resolvePlayers } from '../references.js';
import { createEffect } from './continuous.js';
import { amountOf, type EffectHandlers } from './handlers.js';

export const lifeEffects = {
  'gain-life': (run, { ctx }, effect) => {
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx))
      gainLife(run, p, amountOf(run, ctx, effect.amount));
  },
  'lose-life': (run, { ctx }, effect) => {
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx))
      loseLife(run, p, amountOf(run, ctx, effect.amount));
  },
  'cant-gain-life': (run, { ctx }, effect) => {
    const players = resolvePlayers(run.state, run.ctx, effect.who, ctx);
    return createEffect(run, ctx, players, { kind: 'cant-gain-life' }, effect.duration);
  },
} satisfies Partial<EffectHandlers>;
