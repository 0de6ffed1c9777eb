// Tokens created by effects (111.1), copies of permanents among them (707.2).
import { createTokens } from '../../game-actions/actions.js';
import { createTokenCopy } from '../../game-actions/token-copies.js';
import { resolveObjects } from '../references.js';
import { amountOf, type EffectHandlers } from './handlers.js';

export const tokenEffects = {
  'create-token': (run, { ctx }, effect) => {
    // 303.7: "create a [Role] token attached to it".
    const [attachTo] = effect.attachedTo ? resolveObjects(run.state, run.ctx, effect.attachedTo, ctx) : [];
    const made = { createdBy: ctx.source, ...(attachTo ? { attachTo } : {}) };
    createTokens(run, effect.token, ctx.controller, amountOf(run, ctx, effect.count), made);
  },
  'create-token-copy': (run, { ctx }, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.of, ctx))
      createTokenCopy(run, id, ctx.controller, ctx.source, effect.except);
  },
} satisfies Partial<EffectHandlers>;
