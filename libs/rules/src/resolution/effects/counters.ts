// Counters put on permanents and players (122), moved (122.5) and removed (122.8), proliferate
// (701.34) and bolster (701.33).
import { addCounters, removeCounters } from '../../game-actions/actions.js';
import { cantHaveCounters } from '../../objects/counter-restrictions.js';
import { characteristics } from '../../layers/characteristics.js';
import { proliferate } from '../proliferate.js';
import { objectOf } from '../../data/state/objects.js';
import { ask, emit, takeAnswer, type Run } from '../../engine/run.js';
import { resolveEach, resolveObjects, resolvePlayers, resolveRecipients } from '../references.js';
import { amountOf, performNext, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';
import type { ObjectId } from '../../data/state/game-state.js';

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
  'remove-counters': removeCountersEffect,
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
  bolster,
  'move-counters': moveCounters,
} satisfies Partial<EffectHandlers>;

/**
 * 122.5: a counter moved is removed from one permanent and put onto another; if either can't be done
 * (the same object, too few such counters, one gone from the battlefield, a counter it can't have),
 * no counter is removed from or put onto anything.
 */
function moveCounters(run: Run, { ctx }: EffectTask, effect: EffectOf<'move-counters'>): void {
  const { state } = run;
  const [from] = resolveObjects(state, run.ctx, effect.from, ctx);
  const [to] = resolveObjects(state, run.ctx, effect.to, ctx);
  if (from === undefined || to === undefined || from === to) return;
  const [source, recipient] = [objectOf(state, from)!, objectOf(state, to)!];
  if (source.zone !== 'battlefield' || recipient.zone !== 'battlefield') return;
  if ((source.counters[effect.counter] ?? 0) < effect.amount) return;
  if (cantHaveCounters(state, run.ctx, to, effect.counter)) return;
  removeCounters(run, from, effect.counter, effect.amount);
  addCounters(run, to, effect.counter, effect.amount);
}

/**
 * 122.8: "Remove [N] [counter] counters from [it]": as many as are on it, up to N; "If you can't,
 * [effects]" when it has fewer than N (702.32a: fading's sacrifice), or is gone.
 */
function removeCountersEffect(run: Run, task: EffectTask, effect: EffectOf<'remove-counters'>): void {
  const [id] = resolveObjects(run.state, run.ctx, effect.what, task.ctx);
  const on = id === undefined ? 0 : (objectOf(run.state, id)!.counters[effect.counter] ?? 0);
  if (id !== undefined) removeCounters(run, id, effect.counter, Math.min(on, effect.amount));
  if (on < effect.amount && effect.ifCant) performNext(run, effect.ifCant, task.ctx);
}

/** 701.33a: the creatures its controller controls with the least toughness, or tied for it. */
function leastToughness(run: Run, controller: string): ObjectId[] {
  const creatures = run.state.battlefield.flatMap((id) => {
    const chars = characteristics(run.state, run.ctx, id);
    const yours = objectOf(run.state, id)!.controller === controller && chars.types.includes('Creature');
    return yours ? [{ id, toughness: chars.toughness ?? 0 }] : [];
  });
  const least = Math.min(...creatures.map((c) => c.toughness));
  return creatures.filter((c) => c.toughness === least).map((c) => c.id);
}

// 701.33a: "Bolster N": N +1/+1 counters on a creature with the least toughness among those its
// controller controls, chosen as the effect happens when several are tied; none: nothing happens.
function bolster(run: Run, task: EffectTask, effect: EffectOf<'bolster'>): void {
  const { ctx } = task;
  const candidates = leastToughness(run, ctx.controller);
  const answer = takeAnswer(run);
  const chosen =
    candidates.length === 1
      ? candidates[0]
      : answer?.kind === 'options' && answer.ids.length === 1 && candidates.includes(answer.ids[0]!)
        ? answer.ids[0]
        : undefined;
  if (chosen) return addCounters(run, chosen, '+1/+1', amountOf(run, ctx, effect.amount));
  if (!candidates.length) return;
  ask(run, task, {
    player: ctx.controller,
    kind: 'cards',
    prompt: `${ctx.sourceName}: bolster: choose the creature with the least toughness to get the counters`,
    options: candidates.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
    min: 1,
    max: 1,
  });
}
