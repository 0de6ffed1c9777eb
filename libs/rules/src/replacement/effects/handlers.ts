// The table of replacement effects (614.1): for each kind of replacement, whether it applies to a
// proposed event and what it makes of it, checked by the compiler.
import type { Affected } from '@mtg/cards';
import type { RulesContext } from '../../data/state/context.js';
import { characteristicsOfAny } from '../../layers/characteristics.js';
import { matchesFilter } from '../../layers/filter.js';
import type { GameObject, GameState } from '../../data/state/game-state.js';
import type { Proposal } from '../../data/state/proposal.js';
import type { ReplacementEffect } from '../replacement-effects.js';
import { objectOf } from '../../data/state/objects.js';

export type ReplacementKind = ReplacementEffect['replacement']['event'];

export type ReplacementOf<K extends ReplacementKind> = Extract<
  ReplacementEffect['replacement'],
  { event: K }
>;

/** A replacement `r` (of one kind or more), of the effect `effect`, offered for the proposed event `p`. */
export interface ReplacementHandler<R extends ReplacementEffect['replacement']> {
  /** Whether the effect applies to the proposed event as it now stands (616.1f checks again each time). */
  applies: (r: R, p: Proposal, effect: ReplacementEffect, state: GameState, ctx: RulesContext) => boolean;
  /** The event as the effect modifies it (614.1); `made` is the choice it needed, if any (`entryDecision`). */
  apply: (
    r: R,
    p: Proposal,
    effect: ReplacementEffect,
    state: GameState,
    ctx: RulesContext,
    made: string[],
  ) => Proposal;
}

/** A handler for every kind of replacement; each file of this folder holds those of one kind of event. */
export type ReplacementHandlers = { [K in ReplacementKind]: ReplacementHandler<ReplacementOf<K>> };

export function affects(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  affected: Affected,
  object: GameObject,
): boolean {
  if (affected === 'self') return object.id === effect.source;
  if (affected === 'enchanted' || affected === 'equipped')
    return objectOf(state, effect.source)?.attachedTo === object.id;
  // 614.12: an entering object is checked as it would exist after the event (`asItWouldEnter`).
  return matchesFilter(
    state,
    ctx,
    object,
    affected.filter,
    { controller: effect.controller, source: effect.source },
    characteristicsOfAny(state, ctx, object),
  );
}
