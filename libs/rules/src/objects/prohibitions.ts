// Effects that forbid casting spells (601.3, 601.5; seed 409.4): "Noncreature spells with mana value
// 4 or greater can't be cast" (Gaddock Teeg). A player can't begin to cast such a spell, and a
// proposal that became such a spell is illegal. Effects that forbid activating abilities (602.5).
import { reject, type Run } from '../engine/run.js';
import { characteristicsOfAny } from '../layers/characteristics.js';
import { battlefieldStatics } from './battlefield-statics.js';
import { matchesFilter } from '../layers/filter.js';
import type { GameState, ObjectId } from '../data/state/game-state.js';
import type { RulesContext } from '../data/state/context.js';
import { objectOf } from '../data/state/objects.js';

/**
 * Rejects casting `card` (a card about to be cast with its face `face`, or the spell proposed) if an
 * effect forbids it.
 */
export function checkNotProhibited(run: Run, card: ObjectId, rule: '601.3' | '601.5', face?: string): void {
  const state = run.state;
  // 709.3a, 202.3d: only the half of a split card being cast is evaluated, with its own mana value.
  const object = face ? { ...objectOf(state, card)!, face } : objectOf(state, card)!;
  const chars = characteristicsOfAny(state, run.ctx, object);
  // 611.3a: abilities of permanents on the battlefield; "you" in their filters is their controller.
  for (const { source, effect } of battlefieldStatics(state, run.ctx, 'cant-cast')) {
    const from = { controller: source.controller, source: source.id };
    if (matchesFilter(state, run.ctx, object, effect.spells, from, chars))
      reject('CAST_PROHIBITED', rule, `${chars.name} can't be cast: ${source.name} forbids it`);
  }
}

/**
 * 602.5: whether an effect forbids activating the abilities of `id` ("Its activated abilities can't be
 * activated this turn", Deadlock Trap: the effect follows the permanent, tapped or untapped; "its
 * activated abilities can't be activated" of an Aura or Equipment attached to it, Arrest).
 */
export function activationProhibited(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  return (
    state.effects.some((e) => e.change.kind === 'cant-activate-abilities' && e.affected.includes(id)) ||
    battlefieldStatics(state, ctx, 'cant-activate-abilities').some(({ source }) => source.attachedTo === id)
  );
}

// 602.5: a player can't begin to activate an ability that's prohibited from being activated, and a
// proposal that became one is illegal (601.2e, 602.2b).
export function checkActivationNotProhibited(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  name: string,
): void {
  if (activationProhibited(state, ctx, id))
    reject('ACTIVATION_PROHIBITED', '602.5', `${name}'s activated abilities can't be activated`);
}
