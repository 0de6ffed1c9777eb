// Paying the mana of a cost (601.2g-h): activate mana abilities, then spend mana from the pool.
import type { ManaSymbol } from '@mtg/cards';
import type { Payment } from '../data/commands/command.js';
import { emit, reject, type Run } from '../engine/run.js';
import { payLife, removeCounters, sacrifice, tap } from '../game-actions/actions.js';
import { findPayment, withinReach } from '../mana/payment.js';
import { type ManaPayment } from '../data/state/casting.js';
import {
  availableManaSources,
  manaAbilityMaking,
  spendsManaAsAnyColor,
  tapCostProblem,
  type ManaSource,
} from '../mana/mana-sources.js';
import type { Task } from '../data/state/task.js';
import type { ObjectId, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

/**
 * What the rest of a cost does with permanents, which its mana can't use then (118.10): a permanent
 * tapped by the cost can't be tapped for mana; one the cost uses otherwise can't be sacrificed for mana.
 */
export interface ManaExclusions {
  tapped?: readonly ObjectId[];
  used?: readonly ObjectId[];
  /** Life the rest of the cost pays, which Phyrexian symbols can't use (119.4). */
  life?: number;
}

/** The mana abilities a payment may activate: all of them, or those of the listed permanents. */
function usableSources(
  run: Run,
  player: PlayerId,
  payment: Payment,
  exclusions: ManaExclusions,
): ManaSource[] {
  const available = availableManaSources(run.state, run.ctx, player).filter((s) =>
    s.sacrifice ? !exclusions.used?.includes(s.object) : !exclusions.tapped?.includes(s.object),
  );
  if (payment === 'auto') return available;
  const unusable = payment.find((id) => !available.some((s) => s.object === id));
  if (unusable) {
    const why = tapCostProblem(run.state, run.ctx, unusable);
    const name = objectOf(run.state, unusable)?.name ?? unusable;
    reject(
      'MANA_SOURCE_UNAVAILABLE',
      why ? `605.3b, ${why.rule}` : '605.3b',
      `${name} can't be tapped for mana now${why ? ` (${why.message})` : ''}`,
    );
  }
  return available.filter((s) => payment.includes(s.object));
}

/**
 * How `player` would pay `cost` now: the mana abilities to activate and the mana to spend, or null
 * if it can't be paid. Rejects an explicit payment that names a permanent that can't make mana now.
 */
export function planManaPayment(
  run: Run,
  player: PlayerId,
  cost: readonly ManaSymbol[],
  x: number,
  payment: Payment = 'auto',
  exclusions: ManaExclusions = {},
): ManaPayment | null {
  // Nothing to pay ({0}, or an activation cost with no mana), and no source named: no source is looked at.
  if (!cost.length && payment === 'auto') return { activations: [], spent: [], life: 0 };
  const sources = usableSources(run, player, payment, exclusions);
  const me = playerById(run.state, player);
  const anyColor = spendsManaAsAnyColor(run.state, run.ctx);
  // A bound first: a cost that needs more mana, or more of a type, than the pool and the sources can make at all.
  if (!withinReach(cost, x, me.manaPool, sources, anyColor)) return null;
  return findPayment(cost, x, me.manaPool, sources, me.life - (exclusions.life ?? 0), anyColor);
}

/** 601.2g, 605.3a: the mana abilities activated for a payment resolve at once; their costs are paid. */
export function activateManaAbilities(run: Run, player: PlayerId, plan: ManaPayment): void {
  for (const { object, mana, sacrifice: sacrificed } of plan.activations) {
    const source = objectOf(run.state, object)!;
    const ability = manaAbilityMaking(run.state, run.ctx, object, mana, !!sacrificed);
    if (sacrificed) sacrifice(run, object);
    else tap(run, object);
    // 118.3: the rest of its cost ("{T}, Remove a charge counter from ~").
    if (ability?.removeCounters)
      removeCounters(run, object, ability.removeCounters.counter, ability.removeCounters.amount);
    emit(run, { type: 'ManaAdded', player, mana: [mana], source: object });
    // 605.3b: the rest of the mana ability happens as it resolves, at once ("deals 1 damage to you").
    const ctx = {
      ...{ source: object, self: object, sourceCardId: source.cardId, sourceName: source.name },
      ...{ controller: player, targets: [], x: 0 },
    };
    run.scheduled.push(...(ability?.effects ?? []).map((effect): Task => ({ kind: 'effect', effect, ctx })));
  }
}

/** 601.2h: the mana leaves the pool; 107.4f: each Phyrexian symbol not paid with mana costs 2 life. */
export function spendMana(run: Run, player: PlayerId, plan: ManaPayment): void {
  if (plan.spent.length) emit(run, { type: 'ManaSpent', player, mana: plan.spent });
  payLife(run, player, plan.life);
}

/** Pays `cost` for `player` at once, or rejects the command (601.2h: no partial payments). */
export function payManaCost(
  run: Run,
  player: PlayerId,
  cost: readonly ManaSymbol[],
  x: number,
  payment: Payment = 'auto',
  exclusions: ManaExclusions = {},
): void {
  if (cost.length === 0) return;
  const plan = planManaPayment(run, player, cost, x, payment, exclusions);
  if (!plan) reject('COST_UNPAYABLE', '601.2h', 'the mana cost cannot be paid with the mana available');
  payPlanned(run, player, plan);
}

/** A payment planned: its mana abilities activated (605.3a), then the mana spent from the pool. */
export function payPlanned(run: Run, player: PlayerId, plan: ManaPayment): void {
  activateManaAbilities(run, player, plan);
  spendMana(run, player, plan);
}

/**
 * Whether `player`'s pool and mana abilities could pay `cost` at all, as far as a bound goes
 * (`withinReach`): a cost that isn't can't be paid (601.2h).
 */
export function manaWithinReach(run: Run, player: PlayerId, cost: readonly ManaSymbol[]): boolean {
  const { state, ctx } = run;
  const sources = availableManaSources(state, ctx, player);
  return withinReach(cost, 0, playerById(state, player).manaPool, sources, spendsManaAsAnyColor(state, ctx));
}
