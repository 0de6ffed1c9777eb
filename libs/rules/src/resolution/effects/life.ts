// Life gained and lost (119), and effects that stop life gain (119.7).
import { gainLife, loseLife } from '../../game-actions/actions.js';
import { resolvePlayers } from '../references.js';
import { playerById } from '../../data/state/updates.js';
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
  // 119.3, 702.101a: each player loses the life, and the controller gains the total lost this way
  // (a player who has left the game loses none).
  drain: (run, { ctx }, effect) => {
    const amount = amountOf(run, ctx, effect.amount);
    const losing = resolvePlayers(run.state, run.ctx, effect.who, ctx).filter(
      (p) => !playerById(run.state, p).left,
    );
    for (const p of losing) loseLife(run, p, amount);
    gainLife(run, ctx.controller, Math.max(0, amount) * losing.length);
  },
  'cant-gain-life': (run, { ctx }, effect) => {
    const players = resolvePlayers(run.state, run.ctx, effect.who, ctx);
    return createEffect(run, ctx, players, { kind: 'cant-gain-life' }, effect.duration);
  },
} satisfies Partial<EffectHandlers>;
