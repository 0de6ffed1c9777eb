// Prevention effects without an amount (615.1a): "Prevent all [combat] damage that would be dealt
// [to ...] [by ...]", of resolved spells and abilities and of static abilities. Which damage events
// they are about is read as each event would happen, not locked in ahead of time (615.1).
import type { RulesContext } from '../data/state/context.js';
import type { PreventedParties } from '../data/state/continuous-effect.js';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import type { Proposal } from '../data/state/proposal.js';
import { matchesFilter, type Perspective } from '../layers/filter.js';

type Damage = Extract<Proposal, { kind: 'damage' }>;

/** The damage a prevention effect is about: dealt to `to` (any if absent), by `by` (any if absent), combat damage only if `combatOnly`. */
export interface PreventedDamage {
  to?: PreventedParties;
  by?: PreventedParties;
  combatOnly?: true;
}

/** Whether the player or object `id` is one of the parties: fixed, or matching a filter now (615.1). */
function isParty(
  state: GameState,
  ctx: RulesContext,
  parties: PreventedParties,
  id: string,
  from: Perspective,
): boolean {
  if (parties.ids.includes(id)) return true;
  const object = objectOf(state, id);
  return !!object && parties.filters.some((filter) => matchesFilter(state, ctx, object, filter, from));
}

/** 615.1a: whether the effect prevents the damage event as it now stands (`from`: the effect's controller and source). */
export function preventsDamage(
  state: GameState,
  ctx: RulesContext,
  prevented: PreventedDamage,
  p: Damage,
  from: Perspective,
): boolean {
  if (p.amount <= 0 || (prevented.combatOnly && !p.combat)) return false;
  if (prevented.to && !isParty(state, ctx, prevented.to, p.target, from)) return false;
  return !prevented.by || isParty(state, ctx, prevented.by, p.source, from);
}
