// Abilities put on the stack (activated, 602.2; triggered, 603.3), copies of spells (707.10), and
// resolution beginning (608).
import type { EventOf } from '../data/events/game-event.js';
import type { GameObject, GameState, PlayerId, StackInfo } from '../data/state/game-state.js';
import { putObject, type OwnedObjects } from '../data/state/updates.js';
import { actionTaken } from './actions.js';
import type { EventHandlers } from './handlers.js';
import { withoutTrigger } from './triggers.js';
import { objectOf } from '../data/state/objects.js';

export const stackEvents = {
  AbilityPutOnStack: putAbilityOnStack,
  AbilityTriggered: putAbilityOnStack,
  SpellCopied: putSpellCopy,
  ResolutionBegan: (_, state) => actionTaken(state),
} satisfies Partial<EventHandlers>;

/** What every object put on the stack by `player` starts with (405.1): theirs, untapped, unmarked, timestamped now. */
function onTheStack(state: GameState, player: PlayerId, stack: StackInfo) {
  const fresh = { tapped: false, damage: 0, counters: {}, sick: false };
  return {
    owner: player,
    controller: player,
    zone: 'stack' as const,
    ...fresh,
    timestamp: state.nextTimestamp,
    stack,
  };
}

export function putAbilityOnStack(
  owned: OwnedObjects,
  state: GameState,
  event: EventOf<'AbilityActivated' | 'AbilityPutOnStack' | 'AbilityTriggered'>,
): GameState {
  const source = objectOf(state, event.source);
  const ability: GameObject = {
    id: event.object,
    cardId: source?.cardId ?? event.stack.ability?.sourceCardId ?? event.object,
    name: event.name,
    isAbility: true,
    ...onTheStack(state, event.player, event.stack),
  };
  return {
    ...putObject(owned, state, ability),
    stack: [...state.stack, ability.id],
    pendingTriggers:
      event.type === 'AbilityTriggered'
        ? withoutTrigger(state.pendingTriggers, {
            source: event.source,
            abilityIndex: event.stack.ability?.index ?? -1,
            ...(event.stack.triggerObject ? { triggerObject: event.stack.triggerObject } : {}),
            ...(event.stack.triggerAmount !== undefined ? { amount: event.stack.triggerAmount } : {}),
            ...(event.stack.delayed ? { delayed: event.stack.delayed } : {}),
          })
        : state.pendingTriggers,
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  };
}

/** 707.10: the copy is a new object on the stack with the original's characteristics and choices, not a card. */
function putSpellCopy(owned: OwnedObjects, state: GameState, event: EventOf<'SpellCopied'>): GameState {
  const copy: GameObject = {
    id: event.object,
    cardId: event.object,
    ...event.copied,
    isCopy: true,
    ...onTheStack(state, event.player, event.stack),
  };
  return {
    ...putObject(owned, state, copy),
    stack: [...state.stack, copy.id],
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  };
}
