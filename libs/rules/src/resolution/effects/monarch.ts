// The monarch (722): "[You] become the monarch."
import { becomeMonarch } from '../../monarch/monarch.js';
import { resolvePlayers } from '../references.js';
import type { EffectHandlers } from './handlers.js';

export const monarchEffects = {
  // 722.3: one player at most: the first the effect names.
  'become-monarch': (run, { ctx }, effect) => {
    const [player] = resolvePlayers(run.state, run.ctx, effect.who, ctx);
    if (player) becomeMonarch(run, player);
  },
} satisfies Partial<EffectHandlers>;
