// Combat damage (510): first-strike and regular steps, assignment among blockers, trample.
import type { Run } from '../engine/run.js';
import { dealDamage } from '../game-actions/actions.js';
import { characteristics } from '../layers/characteristics.js';
import type { GameState, ObjectId } from '../state/game-state.js';
import type { RulesContext } from '../engine/context.js';
import { attackers } from './declare.js';

function strikesFirst(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  const k = characteristics(state, ctx, id).keywords;
  return k.includes('first strike') || k.includes('double strike');
}

/** 510.4: whether this combat has a first-strike damage step. */
export function hasFirstStrikeStep(state: GameState, ctx: RulesContext): boolean {
  return combatants(state).some((id) => strikesFirst(state, ctx, id));
}

function combatants(state: GameState): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    return o.attacking !== undefined || (o.blocking?.length ?? 0) > 0;
  });
}

// 510.4: in the first-strike step only first and double strikers deal damage; in the second, those
// that didn't, plus double strikers.
function dealsDamageNow(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  firstStrikeStep: boolean,
  hadFirstStep: boolean,
): boolean {
  const k = characteristics(state, ctx, id).keywords;
  if (firstStrikeStep) return k.includes('first strike') || k.includes('double strike');
  if (!hadFirstStep) return true;
  return k.includes('double strike') || !k.includes('first strike');
}

interface Assignment {
  source: ObjectId;
  target: string;
  amount: number;
}

/** Deals the combat damage of one combat damage step, all at once (510.2). */
export function dealCombatDamage(run: Run, firstStrikeStep: boolean): void {
  const state = run.state;
  const hadFirstStep = state.turn.firstStrikeDamageDone === true;
  const assignments: Assignment[] = [];
  for (const id of attackers(state)) {
    if (dealsDamageNow(state, run.ctx, id, firstStrikeStep, hadFirstStep))
      assignments.push(...assignAttacker(state, run.ctx, id));
  }
  for (const id of combatants(state)) {
    const o = state.objects[id]!;
    if (!o.blocking?.length || !dealsDamageNow(state, run.ctx, id, firstStrikeStep, hadFirstStep)) continue;
    const power = Math.max(0, characteristics(state, run.ctx, id).power ?? 0);
    // 510.1d: a blocking creature assigns its damage to the creature it blocks.
    const blocked = o.blocking.find((a) => state.objects[a]?.zone === 'battlefield');
    if (blocked) assignments.push({ source: id, target: blocked, amount: power });
  }
  for (const a of assignments) dealDamage(run, a.source, a.target, a.amount, true);
}

// 510.1c: a blocked creature divides its damage among its blockers, lethal damage to each in turn
// before the next (deathtouch makes 1 lethal, 702.2c); with trample the rest may go to the player (702.19b).
function assignAttacker(state: GameState, ctx: RulesContext, id: ObjectId): Assignment[] {
  const o = state.objects[id]!;
  const chars = characteristics(state, ctx, id);
  let power = Math.max(0, chars.power ?? 0);
  if (!o.blocked) return power > 0 ? [{ source: id, target: o.attacking!, amount: power }] : [];
  const blockers = (o.blockedBy ?? []).filter((b) => state.objects[b]?.zone === 'battlefield');
  const trample = chars.keywords.includes('trample');
  // 509.1h: a blocked creature stays blocked even if its blockers are gone; it deals no damage unless it has trample.
  const result: Assignment[] = [];
  blockers.forEach((b, i) => {
    if (power <= 0) return;
    const lethal = chars.keywords.includes('deathtouch')
      ? 1
      : Math.max(0, (characteristics(state, ctx, b).toughness ?? 0) - state.objects[b]!.damage);
    const last = i === blockers.length - 1;
    const amount = last && !trample ? power : Math.min(power, lethal);
    if (amount > 0) result.push({ source: id, target: b, amount });
    power -= amount;
  });
  if (trample && power > 0) result.push({ source: id, target: o.attacking!, amount: power });
  return result;
}
