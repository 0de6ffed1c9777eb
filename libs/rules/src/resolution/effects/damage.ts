// Damage (120) dealt by effects, and the effects that prevent or redirect it (615, 614.9).
import type { Filter, PreventedParty } from '@mtg/cards';
import type { ContinuousChange, PreventedParties } from '../../data/state/continuous-effect.js';
import type { EffectContext } from '../../data/state/task.js';
import type { Run } from '../../engine/run.js';
import { dealDamage } from '../../game-actions/actions.js';
import { chooseSource } from '../../replacement/damage-sources.js';
import { resolveEach, resolveObjects, resolveRecipients } from '../references.js';
import { createEffect } from './continuous.js';
import { amountOf, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';
import { characteristics } from '../../layers/characteristics.js';

export const damageEffects = {
  'deal-damage': (run, { ctx }, effect) => {
    const state = run.state;
    const n = amountOf(run, ctx, effect.amount);
    // 608.2b: an object that deals the damage and is an illegal target deals none.
    const source = effect.from
      ? resolveObjects(state, run.ctx, effect.from, ctx)[0]
      : objectOf(state, ctx.self)
        ? ctx.self
        : ctx.source;
    if (source === undefined) return;
    const ifExcess = effect.ifExcess && { effects: effect.ifExcess, ctx };
    // 120.4: "... and each creature that player controls": all of it is dealt at the same time.
    const each = effect.andEach ? resolveEach(state, run.ctx, effect.andEach, ctx) : [];
    const to = effect.to ? resolveRecipients(state, run.ctx, effect.to, ctx) : [];
    const targets = [...to, ...each];
    // 601.2d: a divided amount as it was divided on casting; an illegal target gets none (608.2b).
    const dealt = (target: string) => (effect.divided ? (ctx.division?.[target] ?? 0) : n);
    dealDamage(
      run,
      targets.map((target) => ({
        source,
        target,
        amount: dealt(target),
        combat: false,
        ...(ifExcess ? { ifExcess } : {}),
      })),
    );
  },
  // 701.12a-d: each deals damage equal to its power to the other at once (not combat damage); 701.12b:
  // none if either is no longer a creature on the battlefield, or is an illegal target (608.2b).
  fight: (run, { ctx }, effect) => {
    const [one] = resolveObjects(run.state, run.ctx, effect.what, ctx);
    const [other] = resolveObjects(run.state, run.ctx, effect.other, ctx);
    if (
      one === undefined ||
      other === undefined ||
      !isCreaturePermanent(run, one) ||
      !isCreaturePermanent(run, other)
    )
      return;
    const power = (id: string) => Math.max(0, characteristics(run.state, run.ctx, id).power ?? 0);
    // 701.12c: a creature that fights itself deals twice its power to itself.
    dealDamage(run, [
      { source: one, target: other, amount: power(one), combat: false },
      { source: other, target: one, amount: power(other), combat: false },
    ]);
  },
  'prevent-damage': (run, { ctx }, effect) => createShields(run, effect, ctx),
  'prevent-all-combat-damage': (run, { ctx }, effect) =>
    createEffect(run, ctx, [], { kind: 'prevent-all-combat-damage' }, effect.duration),
  'prevent-next-damage-from-source': shieldAgainstChosenSource,
  'redirect-next-damage-from-source': shieldAgainstChosenSource,
  'damage-cant-be-prevented': (run, { ctx }, effect) =>
    createEffect(run, ctx, [], { kind: 'damage-cant-be-prevented' }, effect.duration),
  'prevent-all-damage': (run, { ctx }, effect) => {
    const to = effect.to && partiesOf(run, ctx, effect.to);
    const by = effect.by && partiesOf(run, ctx, effect.by);
    const change: ContinuousChange = {
      kind: 'prevent-all-damage',
      ...(to ? { to } : {}),
      ...(by ? { by } : {}),
      ...(effect.combatOnly ? { combatOnly: true } : {}),
    };
    createEffect(run, ctx, [], change, effect.duration);
  },
} satisfies Partial<EffectHandlers>;

const isCreaturePermanent = (run: Run, id: string) =>
  objectOf(run.state, id)?.zone === 'battlefield' &&
  characteristics(run.state, run.ctx, id).types.includes('Creature');

// 615.1a: the players and objects the effect names are fixed as it happens ("target creature",
// "you"); those a filter names are read as the damage would be dealt (615.1: not locked in).
function partiesOf(run: Run, ctx: EffectContext, parties: PreventedParty[]): PreventedParties {
  const ids = new Set<string>();
  const filters: Filter[] = [];
  for (const party of parties) {
    if (typeof party === 'object' && 'filter' in party) filters.push(party.filter);
    else for (const id of resolveRecipients(run.state, run.ctx, party, ctx)) ids.add(id);
  }
  return { ids: [...ids], filters };
}

// 615.7, 615.11: "prevent the next N damage" shields each recipient, fixed when the effect happens.
function createShields(run: Run, effect: EffectOf<'prevent-damage'>, ctx: EffectContext): void {
  const recipients = new Set<string>();
  for (const to of effect.to) {
    const ids =
      typeof to === 'object' && 'each' in to
        ? resolveEach(run.state, run.ctx, to, ctx)
        : resolveRecipients(run.state, run.ctx, to, ctx);
    for (const id of ids) recipients.add(id);
  }
  const counters = effect.counterPerDamagePrevented;
  for (const recipient of recipients) {
    createEffect(
      run,
      ctx,
      [recipient],
      { kind: 'prevent-damage', remaining: effect.amount, ...(counters ? { counters } : {}) },
      effect.duration,
    );
  }
}

// 609.7a, 615.8, 614.9: a shield against damage from a source the controller chooses as the effect
// begins; it protects the controller (and, for a redirection, the permanents they control).
function shieldAgainstChosenSource(
  run: Run,
  task: EffectTask,
  effect: EffectOf<'prevent-next-damage-from-source' | 'redirect-next-damage-from-source'>,
): void {
  const { ctx } = task;
  const chosen = chooseSource(run, task, effect.source);
  if (chosen === undefined) return;
  const from = { objects: [chosen], spec: effect.source };
  if (effect.kind === 'prevent-next-damage-from-source') {
    const { combatOnly, allBut } = effect;
    const change: ContinuousChange = {
      kind: 'prevent-next-damage-from-source',
      from,
      ...(combatOnly ? { combatOnly } : {}),
      ...(allBut !== undefined ? { allBut } : {}),
    };
    return createEffect(run, ctx, [ctx.controller], change, effect.duration);
  }
  const [to] = resolveRecipients(run.state, run.ctx, effect.to, ctx);
  if (to === undefined) return;
  const change: ContinuousChange = {
    kind: 'redirect-damage-from-source',
    from,
    remaining: effect.amount,
    to,
  };
  createEffect(run, ctx, [ctx.controller], change, effect.duration);
}
