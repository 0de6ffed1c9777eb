// Paying a mana cost (601.2g-h): activate mana abilities, then spend mana from the pool.
import type { ManaSymbol } from '@mtg/cards';
import type { Payment } from '../commands/command.js';
import { emit, reject, type Run } from '../engine/run.js';
import { payLife, tap } from '../game-actions/actions.js';
import { findPayment, type ManaPayment } from '../mana/payment.js';
import { availableManaSources, tapCostProblem } from '../mana/mana-sources.js';
import type { PlayerId } from '../state/game-state.js';
import { playerById } from '../state/updates.js';

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
): ManaPayment | null {
  const state = run.state;
  const available = availableManaSources(state, run.ctx, player);
  const sources = payment === 'auto' ? available : available.filter((s) => payment.includes(s.object));
  if (payment !== 'auto') {
    const unusable = payment.find((id) => !sources.some((s) => s.object === id));
    if (unusable) {
      const why = tapCostProblem(state, run.ctx, unusable);
      const name = state.objects[unusable]?.name ?? unusable;
      reject(
        'MANA_SOURCE_UNAVAILABLE',
        why ? `605.3b, ${why.rule}` : '605.3b',
        `${name} can't be tapped for mana now${why ? ` (${why.message})` : ''}`,
      );
    }
  }
  const me = playerById(state, player);
  return findPayment(cost, x, me.manaPool, sources, me.life);
}

/**
 * How many mana units `player` could have for a payment right now: mana in the pool and one per
 * untapped mana source. A bound that lets a command with a hopeless cost be refused cheaply.
 */
export function manaUnitsAvailable(run: Run, player: PlayerId): number {
  const pool = playerById(run.state, player).manaPool;
  return (
    pool.W +
    pool.U +
    pool.B +
    pool.R +
    pool.G +
    pool.C +
    availableManaSources(run.state, run.ctx, player).length
  );
}

/** Pays `cost` for `player`, or rejects the command (601.2h: no partial payments). */
export function payManaCost(
  run: Run,
  player: PlayerId,
  cost: readonly ManaSymbol[],
  x: number,
  payment: Payment = 'auto',
): void {
  if (cost.length === 0) return;
  const plan = planManaPayment(run, player, cost, x, payment);
  if (!plan) reject('COST_UNPAYABLE', '601.2h', 'the mana cost cannot be paid with the mana available');
  // 605.3a: the mana abilities activated during payment resolve at once.
  for (const { object, mana } of plan.activations) {
    tap(run, object);
    emit(run, { type: 'ManaAdded', player, mana: [mana], source: object });
  }
  if (plan.spent.length) emit(run, { type: 'ManaSpent', player, mana: plan.spent });
  // 107.4f: each Phyrexian symbol not paid with mana costs 2 life.
  payLife(run, player, plan.life);
}
