// Counters put on permanents and players (122), and proliferate (701.34).
import { addCounters } from '../../game-actions/actions.js';
import { proliferate } from '../proliferate.js';
import { objectOf } from '../../data/state/objects.js';
import { emit } from '../../engine/run.js';
import { resolveEach, resolveObjects, resolvePlayers, resolveRecipients } from '../references.js';
import { amountOf, type EffectHandlers } from './handlers.js';

export const counterEffects = {
  'add-counters': (run, { ctx }, effect) => {
    const state = run.state;
    const what = effect.what;
    const on =
      typeof what === 'object' && 'each' in what
        ? resolveEach(state, run.ctx, what, ctx)
        : resolveRecipients(state, run.ctx, what, ctx);
    for (const id of on) addCounters(run, id, effect.counter, amountOf(run, ctx, effect.amount));
  },
  'add-player-counters': (run, { ctx }, effect) => {
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx))
      addCounters(run, p, effect.counter, amountOf(run, ctx, effect.amount));
  },
  proliferate: (run, task) => proliferate(run, task),
  // 701.37a, 702.112a: "If this permanent isn't monstrous (renowned), put N +1/+1 counters on it and it becomes monstrous (renowned)."
  designate: (run, { ctx }, { designation, amount }) => {
    for (const id of resolveObjects(run.state, run.ctx, 'self', ctx)) {
      const permanent = objectOf(run.state, id);
      if (!permanent || permanent.designations?.includes(designation)) continue;
      addCounters(run, id, '+1/+1', amountOf(run, ctx, amount));
      emit(run, { type: 'Designated', object: id, name: permanent.name, designation });
    }
  },
} satisfies Partial<EffectHandlers>;
