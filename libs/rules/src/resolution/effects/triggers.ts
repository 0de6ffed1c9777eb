// Delayed triggered abilities created by effects (603.7).
import { emit, nextId, type Run } from '../../engine/run.js';
import type { EffectContext } from '../../data/state/task.js';
import { triggerSourceOf } from '../payments.js';
import { resolveObjects } from '../references.js';
import type { EffectHandlers, EffectOf } from './handlers.js';

export const triggerEffects = {
  'delayed-trigger': (run, { ctx }, effect) => createDelayedTrigger(run, ctx, effect),
} satisfies Partial<EffectHandlers>;

// 603.7a, 603.7e: a delayed triggered ability has the source and controller of the ability that
// created it; the cards it refers to ("that card") are fixed now (603.7c).
function createDelayedTrigger(run: Run, ctx: EffectContext, effect: EffectOf<'delayed-trigger'>): void {
  emit(run, {
    type: 'DelayedTriggerCreated',
    trigger: {
      ...triggerSourceOf(run, ctx),
      trigger: effect.trigger,
      ability: {
        id: nextId(run, 'd'),
        text: effect.text,
        effects: effect.effects,
        linked: [
          ...resolveObjects(run.state, run.ctx, 'exiled-card', ctx),
          ...resolveObjects(run.state, run.ctx, 'created-token', ctx),
        ],
        ...(refersToTargets(effect) ? { linkedTargets: ctx.targets } : {}),
      },
    },
  });
}

/** Whether the delayed ability's instructions name a target of the ability that created it ("that creature"). */
function refersToTargets(effect: EffectOf<'delayed-trigger'>): boolean {
  return /\{"target":\d+\}/.test(JSON.stringify(effect.effects));
}
