// Effects that depend on a choice or a condition: "you may", "if kicked", "unless [a player] pays", "pay",
// "if it's a land card".
import type { Effect } from '@mtg/cards';
import { ask, takeAnswer, type Run } from '../../engine/run.js';
import { manaCostOf } from '../../layers/mana-cost.js';
import { payManaCost, planManaPayment } from '../../casting/pay-mana.js';
import { payAnyAmountOfEnergy, payDuringResolution } from '../payments.js';
import { matchesFilter } from '../../layers/filter.js';
import { resolveObjects, resolvePlayers } from '../references.js';
import { objectOf } from '../../data/state/objects.js';
import { performNext, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';

export const choiceEffects = {
  optional: (run, task, effect) => mayDo(run, task, effect.effects, effect.otherwise),
  'if-kicked': (run, { ctx }, effect) => {
    // 702.33d: "if this spell was kicked".
    if (ctx.kicked) performNext(run, effect.effects, ctx);
  },
  'unless-pay': (run, task, effect) => unlessPaid(run, task, effect),
  pay: (run, task, effect) => payDuringResolution(run, task, effect),
  'pay-any-amount-of-energy': (run, task, effect) => payAnyAmountOfEnergy(run, task, effect.effects),
  'if-object-is': (run, { ctx }, effect) =>
    performNext(run, (objectIs(run, ctx, effect) ? effect.then : effect.otherwise) ?? [], ctx),
} satisfies Partial<EffectHandlers>;

// 608.2c: "If it's a land card": the object named, as it is now, is of that kind (not if it is gone).
function objectIs(run: Run, ctx: EffectTask['ctx'], effect: EffectOf<'if-object-is'>): boolean {
  const [id] = resolveObjects(run.state, run.ctx, effect.what, ctx);
  const object = id === undefined ? undefined : objectOf(run.state, id);
  const from = { controller: ctx.controller, source: ctx.self };
  return object !== undefined && matchesFilter(run.state, run.ctx, object, effect.filter, from);
}

// "You may ... If you don't, ...": the controller chooses yes or no as the effect happens.
function mayDo(run: Run, task: EffectTask, effects: Effect[], otherwise: Effect[] = []): void {
  const answer = takeAnswer(run);
  if (answer?.kind === 'yes-no') {
    performNext(run, answer.yes ? effects : otherwise, task.ctx);
    return;
  }
  ask(run, task, {
    player: task.ctx.controller,
    kind: 'yes-no',
    prompt: `${task.ctx.sourceName}: do you want to do it?`,
    options: [
      { id: 'yes', label: 'yes' },
      { id: 'no', label: 'no' },
    ],
    min: 1,
    max: 1,
  });
}

// 118.12a: "[effects] unless [a player] pays [cost]": that player (the controller, or the one the
// effect names: "its controller") chooses whether to pay as the effect happens; a cost they can't
// pay is not offered (only one option, so nothing is asked).
function unlessPaid(run: Run, task: EffectTask, effect: EffectOf<'unless-pay'>): void {
  const { ctx } = task;
  const payer = effect.who ? resolvePlayers(run.state, run.ctx, effect.who, ctx)[0] : ctx.controller;
  const cost = costToPay(run, task, effect);
  const mana = manaCostOf(cost);
  const payable = payer !== undefined && planManaPayment(run, payer, mana, 0) !== null;
  const answer = takeAnswer(run);
  if (payable && answer?.kind === 'yes-no' && answer.yes) {
    payManaCost(run, payer, mana, 0);
    return;
  }
  if (payable && answer?.kind !== 'yes-no') {
    ask(run, task, {
      player: payer,
      kind: 'yes-no',
      prompt: `${ctx.sourceName}: pay ${cost}? If you don't: ${effect.effects.map((e) => e.kind).join(', ')}`,
      options: [
        { id: 'yes', label: 'pay' },
        { id: 'no', label: "don't pay" },
      ],
      min: 1,
      max: 1,
    });
    return;
  }
  performNext(run, effect.effects, ctx);
}

/**
 * The mana cost an "unless [a player] pays" asks: its cost, or (702.24a) its cost once for each
 * counter of its kind on the source ("for each age counter on it"; none: nothing to pay).
 */
function costToPay(run: Run, { ctx }: EffectTask, effect: EffectOf<'unless-pay'>): string | undefined {
  if (!effect.perCounter) return effect.cost.mana;
  const counters = objectOf(run.state, ctx.self)?.counters[effect.perCounter] ?? 0;
  return (effect.cost.mana ?? '').repeat(counters);
}
