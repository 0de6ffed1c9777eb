// Casting spells (601.2), activating abilities (602.2) and playing lands (305.1): what a player does.
import type { EventOf } from '../data/events/game-event.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import {
  playerById,
  releaseOwned,
  withObject,
  withPlayer,
  type OwnedObjects,
} from '../data/state/updates.js';
import { actionTaken, afterChoice, withoutAction } from './actions.js';
import type { EventHandlers } from './handlers.js';
import { putAbilityOnStack } from './stack.js';
import { objectOf } from '../data/state/objects.js';

export const castingEvents = {
  LandPlayed: (_, state, event) =>
    actionTaken(
      withPlayer(afterChoice(state), event.player, {
        landsPlayed: playerById(state, event.player).landsPlayed + 1,
      }),
    ),
  SpellCast: (owned, state, event) =>
    castThisTurn(
      actionTaken(withObject(owned, afterChoice(withoutAction(state)), event.object, { stack: event.stack })),
      event.player,
    ),
  SpellAnnounced: (owned, state, event) => ({
    ...state,
    action: {
      kind: 'cast',
      player: event.player,
      object: event.card,
      before: kept(owned, state),
      events: [],
    },
  }),
  AbilityAnnounced: (owned, state, event) => ({
    ...state,
    action: {
      kind: 'activate',
      player: event.player,
      object: event.source,
      before: kept(owned, state),
      events: [],
    },
  }),
  AbilityActivated: (owned, state, event) =>
    actionTaken(activated(owned, afterChoice(withoutAction(state)), event)),
  LoyaltyAbilityActivated: (owned, state, event) =>
    withObject(owned, state, event.object, {
      loyaltyActivations: (objectOf(state, event.object)?.loyaltyActivations ?? 0) + 1,
    }),
  OncePerTurnAbilityActivated: (owned, state, event) =>
    withObject(owned, state, event.object, {
      activatedThisTurn: [...(objectOf(state, event.object)?.activatedThisTurn ?? []), event.ability],
    }),
} satisfies Partial<EventHandlers>;

/**
 * The state as it is, kept for the action's reversal (730.1): the sequence lets go of what it writes
 * in place (`OwnedObjects`), so the events after this one copy what they change, and the state kept
 * shares everything else with them: no copy of its own.
 */
function kept(owned: OwnedObjects, state: GameState): GameState {
  releaseOwned(owned);
  return state;
}

/** 602.2i: the ability put on the stack has its choices; alone (older streams), it is put on the stack too. */
function activated(owned: OwnedObjects, state: GameState, event: EventOf<'AbilityActivated'>): GameState {
  return objectOf(state, event.object)
    ? withObject(owned, state, event.object, { stack: event.stack })
    : putAbilityOnStack(owned, state, event);
}

/** The turn's spells, counted by who cast them ("if a player cast two or more spells last turn"). */
function castThisTurn(state: GameState, player: PlayerId): GameState {
  return { ...state, turn: { ...state.turn, spellsCast: [...(state.turn.spellsCast ?? []), player] } };
}
