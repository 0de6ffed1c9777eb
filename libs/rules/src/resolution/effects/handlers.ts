// The table `performEffect` dispatches on: one handler for each kind of effect, checked by the compiler.
import type { Effect, ObjectRef } from '@mtg/cards';
import type { Run } from '../../engine/run.js';
import { characteristics } from '../../layers/characteristics.js';
import { evaluateAmount } from '../../layers/amount.js';
import type { EffectContext, Task } from '../../data/state/task.js';
import { resolveObjects, resolvePlayers } from '../references.js';
import { objectOf } from '../../data/state/objects.js';

export type EffectTask = Extract<Task, { kind: 'effect' }>;

export type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

/** Performs one effect of kind `K` of a resolving spell or ability (608.2c). */
export type EffectHandler<K extends Effect['kind']> = (
  run: Run,
  task: EffectTask,
  effect: EffectOf<K>,
) => void;

/** A handler for every kind of effect; each file of this folder holds those of one rules concept. */
export type EffectHandlers = { [K in Effect['kind']]: EffectHandler<K> };

/** An amount the effect names, as it is now, for the spell or ability the effect belongs to. */
export function amountOf(run: Run, ctx: EffectContext, a: Parameters<typeof evaluateAmount>[2]): number {
  return evaluateAmount(run.state, run.ctx, a, {
    controller: ctx.controller,
    source: ctx.self,
    x: ctx.x,
    ...(ctx.lastKnown ? { lastKnown: ctx.lastKnown } : {}),
    ...(ctx.triggerAmount !== undefined ? { triggerAmount: ctx.triggerAmount } : {}),
    ...(ctx.previousCount !== undefined ? { previousCount: ctx.previousCount } : {}),
    ...(ctx.paid !== undefined ? { paid: ctx.paid } : {}),
    ...(ctx.excess !== undefined ? { excess: ctx.excess } : {}),
    manaValueOf: (ref) => manaValueOf(run, ctx, ref),
    playerOf: (ref) => resolvePlayers(run.state, run.ctx, ref, ctx)[0],
    powerOf: (ref) => {
      const [id] = resolveObjects(run.state, run.ctx, ref, ctx);
      return id === undefined ? 0 : (characteristics(run.state, run.ctx, id).power ?? 0);
    },
  });
}

// 202.3, 608.2h: the mana value of an object the effect refers to, as it is now or, once it has
// left its zone, as it last existed (recorded as resolution began).
function manaValueOf(run: Run, ctx: EffectContext, ref: ObjectRef): number {
  if (ref === 'revealed-card') return revealedManaValue(run, ctx);
  const [id] =
    typeof ref === 'object' ? (ctx.targets[ref.target] ?? []) : resolveObjects(run.state, run.ctx, ref, ctx);
  if (id === undefined) return 0;
  return objectOf(run.state, id)
    ? characteristics(run.state, run.ctx, id).manaValue
    : (ctx.targetHolders?.[id]?.manaValue ?? 0);
}

// "That card's mana value": the card revealed, as it is now, or as it was revealed once it has moved (608.2h).
function revealedManaValue(run: Run, ctx: EffectContext): number {
  const [card] = ctx.revealed ?? [];
  if (!card) return 0;
  return objectOf(run.state, card.object)
    ? characteristics(run.state, run.ctx, card.object).manaValue
    : card.manaValue;
}

/** The effects that follow, performed next, in the order written (608.2c). */
export function performNext(run: Run, effects: Effect[], ctx: EffectContext): void {
  run.agenda.unshift(...effects.map((effect): Task => ({ kind: 'effect', effect, ctx })));
}
