// Turn structure: turns, steps and phases, begun or skipped, and priority.
import type { EventOf } from '../data/events/game-event.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import type { ContinuousEffect } from '../data/state/continuous-effect.js';
import type { OwnedObjects } from '../data/state/updates.js';
import { afterChoice } from './actions.js';
import type { EventHandlers } from './handlers.js';
import { mapPermanents } from './permanents.js';
import { objectOf } from '../data/state/objects.js';

export const turnEvents = {
  TurnBegan: (owned, state, event) => ({
    ...sicknessWearsOff(owned, state, event.active),
    players: state.players.map((p) => (p.landsPlayed ? { ...p, landsPlayed: 0 } : p)),
    turn: {
      number: event.number,
      active: event.active,
      step: 'untap',
      priority: null,
      passed: [],
      untappedAsItBegan: state.battlefield.filter((id) => !objectOf(state, id)!.tapped),
      ...(state.turn.spellsCast ? { spellsCastLastTurn: state.turn.spellsCast } : {}),
      ...(event.extra ? { extraAfter: state.turn.extraAfter ?? state.turn.active } : {}),
    },
    ...(state.gameChoices ? { gameChoices: [] } : {}),
    ...(event.extra ? extraTurnTaken(state) : {}),
  }),
  // 500.7: the most recently created extra turn is taken first.
  ExtraTurnsCreated: (_, state, event) => ({
    ...state,
    extraTurns: [...Array<string>(event.count).fill(event.player), ...(state.extraTurns ?? [])],
  }),
  StepSkipped: (_, state, event) => ({
    ...state,
    turn: { ...state.turn, step: event.step, priority: null, passed: [] },
    effects: skipUsed(state.effects, event.effect),
  }),
  PhaseSkipped: partSkipped,
  TurnSkipped: (owned, state, event) => ({
    ...partSkipped(owned, state, event),
    ...(event.extra ? extraTurnTaken(state) : {}),
  }),
  StepBegan: (_, state, event) => ({
    ...state,
    turn: { ...state.turn, step: event.step, priority: null, passed: [] },
  }),
  PriorityGiven: (_, state, event) => ({ ...state, turn: { ...state.turn, priority: event.player } }),
  PriorityPassed: (_, state, event) => ({
    ...afterChoice(state, event.mandatory),
    turn: { ...state.turn, priority: null, passed: [...state.turn.passed, event.player] },
  }),
} satisfies Partial<EventHandlers>;

function partSkipped(
  _owned: OwnedObjects,
  state: GameState,
  event: EventOf<'PhaseSkipped' | 'TurnSkipped'>,
): GameState {
  return { ...state, effects: skipUsed(state.effects, event.effect) };
}

// 302.6: permanents the active player has controlled continuously since the turn began are no
// longer "sick"; 606.3: loyalty abilities may be activated again; 602.5b: so may "once each turn" ones.
function sicknessWearsOff(owned: OwnedObjects, state: GameState, active: string): GameState {
  return mapPermanents(owned, state, (o) => {
    const renewed = o.activatedThisTurn ? withoutActivationsThisTurn(o) : o;
    return o.controller === active && (o.sick || o.loyaltyActivations)
      ? { ...renewed, sick: false, loyaltyActivations: 0 }
      : o.loyaltyActivations
        ? { ...renewed, loyaltyActivations: 0 }
        : renewed;
  });
}

function withoutActivationsThisTurn(o: GameObject): GameObject {
  const { activatedThisTurn: _activated, ...rest } = o;
  return rest;
}

// 614.10a: a "skip your next" effect is used up by what it skipped, after its count of skips.
function skipUsed(effects: ContinuousEffect[], id: string | undefined): ContinuousEffect[] {
  return effects.flatMap((e) => {
    if (e.id !== id || e.change.kind !== 'skip-next-step') return [e];
    const count = e.change.count ?? 1;
    return count > 1 ? [{ ...e, change: { ...e.change, count: count - 1 } }] : [];
  });
}

/** The extra turns left once the next one is taken (or skipped, 614.10). */
function extraTurnTaken(state: GameState): Pick<GameState, 'extraTurns'> {
  const rest = (state.extraTurns ?? []).slice(1);
  return { extraTurns: rest.length ? rest : undefined };
}
