// Casting spells (601.2), activating abilities (602.2) and playing lands (305.1): what a player does.
import type { EventOf } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import { playerById, withObject, withPlayer, type OwnedObjects } from '../data/state/updates.js';
import { actionTaken, afterChoice, withoutAction } from './actions.js';
import type { EventHandlers } from './handlers.js';
import { putAbilityOnStack } from './stack.js';

export const castingEvents = {
  LandPlayed: (_, state, event) =>
    actionTaken(
      withPlayer(afterChoice(state), event.player, {
        landsPlayed: playerById(state, event.player).landsPlayed + 1,
      }),
    ),
  SpellCast: (owned, state, event) =>
    actionTaken(withObject(owned, afterChoice(withoutAction(state)), event.object, { stack: event.stack })),
  SpellAnnounced: (_, state, event) => ({
    ...state,
    action: {
      kind: 'cast',
      player: event.player,
      object: event.card,
      before: detached(state),
      events: [],
    },
  }),
  AbilityAnnounced: (_, state, event) => ({
    ...state,
    action: {
      kind: 'activate',
      player: event.player,
      object: event.source,
      before: detached(state),
      events: [],
    },
  }),
  AbilityActivated: (owned, state, event) =>
    actionTaken(activated(owned, afterChoice(withoutAction(state)), event)),
  LoyaltyAbilityActivated: (owned, state, event) =>
    withObject(owned, state, event.object, {
      loyaltyActivations: (state.objects[event.object]?.loyaltyActivations ?? 0) + 1,
    }),
} satisfies Partial<EventHandlers>;

/**
 * A copy of the state that the events after it can't write: the objects record, the players' zones
 * and the fingerprint's count of names, which a sequence of evolutions writes in place
 * (`OwnedObjects`), are copied.
 */
function detached(state: GameState): GameState {
  const { fingerprint } = state;
  return {
    ...state,
    ...(fingerprint
      ? { fingerprint: { ...fingerprint, named: fingerprint.named.map((b) => ({ ...b })) } }
      : {}),
    objects: { ...state.objects },
    players: state.players.map((p) => ({
      ...p,
      library: [...p.library],
      hand: [...p.hand],
      graveyard: [...p.graveyard],
    })),
  };
}

/** 602.2i: the ability put on the stack has its choices; alone (older streams), it is put on the stack too. */
function activated(owned: OwnedObjects, state: GameState, event: EventOf<'AbilityActivated'>): GameState {
  return state.objects[event.object]
    ? withObject(owned, state, event.object, { stack: event.stack })
    : putAbilityOnStack(owned, state, event);
}
