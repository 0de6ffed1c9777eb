// Costs paid as a spell or ability resolves (118.12): "[You may] pay [cost]. If you do, ..." (Thriving
// Rhino), "pay {E}{E}. If you can't, ..." (Greenbelt Rampager), "When you do, ..." (603.12), and "you
// may pay any amount of {E}" (Harnessed Lightning). Energy is paid by removing energy counters (107.14).
import type { Cost, Effect } from '@mtg/cards';
import { ask, emit, RuleViolation, takeAnswer, type Run } from '../engine/run.js';
import { removeCounters } from '../game-actions/actions.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { payManaCost, planManaPayment } from '../casting/pay-mana.js';
import {
  checkCostActions,
  chosenForCosts,
  costActions,
  payCostAction,
  withoutMana,
} from '../casting/costs.js';
import type { EffectContext, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type Pay = Extract<Effect, { kind: 'pay' }>;

const effectTasks = (effects: readonly Effect[] = [], ctx: EffectContext): Task[] =>
  effects.map((effect): Task => ({ kind: 'effect', effect, ctx }));

/** Whether the controller can pay the cost in full now (118.3: not with fewer resources than it takes). */
function canPay(run: Run, ctx: EffectContext, cost: Cost): boolean {
  try {
    checkCostActions(
      run,
      ctx.controller,
      costActions(run, ctx.controller, ctx.self, withoutMana(cost), chosenForCosts()),
    );
    return !cost.mana || planManaPayment(run, ctx.controller, manaCostOf(cost.mana), 0) !== null;
  } catch (error) {
    if (error instanceof RuleViolation) return false;
    throw error;
  }
}

function pay(run: Run, ctx: EffectContext, cost: Cost): void {
  const player = ctx.controller;
  if (cost.mana) payManaCost(run, player, manaCostOf(cost.mana), 0);
  for (const action of costActions(run, player, ctx.self, withoutMana(cost), chosenForCosts()))
    payCostAction(run, player, action);
}

// 603.12: "When you do, ...": a reflexive triggered ability, triggered by the payment now, put on the
// stack (its targets chosen then) the next time a player would receive priority, before anyone acts.
function reflexiveTrigger(run: Run, ctx: EffectContext, reflexive: NonNullable<Pay['reflexive']>): void {
  emit(run, {
    type: 'TriggerPending',
    trigger: {
      ...triggerSourceOf(run, ctx),
      delayed: {
        id: `${ctx.source}-reflexive`,
        text: reflexive.text,
        effects: reflexive.effects,
        linked: [],
        targets: reflexive.targets,
      },
    },
  });
}

/**
 * "[You may] pay [cost]. If you do, [then]. [When you do, ...] If you can't (don't), [otherwise]": the
 * choice is made once, as the effect happens (an amount is paid once, never again to repeat the effect).
 */
export function payDuringResolution(run: Run, task: EffectTask, effect: Pay): void {
  const { ctx } = task;
  const payable = canPay(run, ctx, effect.cost);
  const answer = takeAnswer(run);
  if (payable && effect.optional && answer?.kind !== 'yes-no') {
    const what = effect.cost.energy
      ? `${'{E}'.repeat(effect.cost.energy)}`
      : (effect.cost.mana ?? 'the cost');
    return ask(run, task, {
      player: ctx.controller,
      kind: 'yes-no',
      prompt: `${ctx.sourceName}: pay ${what}?`,
      options: [
        { id: 'yes', label: 'pay' },
        { id: 'no', label: "don't pay" },
      ],
      min: 1,
      max: 1,
    });
  }
  const paying = payable && (!effect.optional || (answer?.kind === 'yes-no' && answer.yes));
  if (!paying) return void run.agenda.unshift(...effectTasks(effect.otherwise, ctx));
  pay(run, ctx, effect.cost);
  if (effect.reflexive) reflexiveTrigger(run, ctx, effect.reflexive);
  // "If you do": it happens now, in the same resolution: no player can act in between.
  run.agenda.unshift(...effectTasks(effect.then, ctx));
}

/** "You may pay any amount of {E}": how much is chosen as the effect happens, up to the energy the player has. */
export function payAnyAmountOfEnergy(run: Run, task: EffectTask, effects: readonly Effect[]): void {
  const { ctx } = task;
  const has = playerById(run.state, ctx.controller).counters.energy ?? 0;
  const answer = takeAnswer(run);
  let paid = 0;
  if (has > 0) {
    if (answer?.kind !== 'number')
      return ask(run, task, {
        player: ctx.controller,
        kind: 'number',
        prompt: `${ctx.sourceName}: pay any amount of {E} (you have ${has})`,
        options: [],
        min: 0,
        max: has,
      });
    // 107.14, 118.3: a player can't pay more energy than they have (the decision's most).
    paid = answer.value;
  }
  removeCounters(run, ctx.controller, 'energy', paid);
  run.agenda.unshift(...effectTasks(effects, { ...ctx, paid }));
}

/** A trigger created by a resolving spell or ability (delayed, 603.7; reflexive, 603.12): its source is the resolving object's. */
export function triggerSourceOf(run: Run, ctx: EffectContext) {
  return {
    source: ctx.self,
    sourceCardId: ctx.sourceCardId,
    sourceName: ctx.sourceName,
    controller: ctx.controller,
    abilityIndex: objectOf(run.state, ctx.source)?.stack?.ability?.index ?? -1,
  };
}
