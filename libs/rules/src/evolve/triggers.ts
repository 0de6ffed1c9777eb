// Triggered abilities waiting to be put on the stack, and delayed triggered abilities (603).
import type { DelayedTrigger, GameState, PendingTrigger } from '../data/state/game-state.js';
import { withObject, withPlayer, type OwnedObjects } from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';
import { objectOf } from '../data/state/objects.js';

export const triggerEvents = {
  TriggerPending: (owned, state, event) => ({
    ...onceThisTurn(owned, state, event.trigger),
    pendingTriggers: [...state.pendingTriggers, event.trigger],
    // 603.7b: a delayed triggered ability triggers only once.
    ...(event.trigger.delayed
      ? {
          delayedTriggers: delayedTriggersOf(state).filter((d) => d.ability.id !== event.trigger.delayed!.id),
        }
      : {}),
  }),
  DelayedTriggerCreated: (_, state, event) => ({
    ...state,
    delayedTriggers: [...delayedTriggersOf(state), event.trigger],
    nextId: state.nextId + 1,
  }),
  TriggerRemoved: (_, state, event) => ({
    ...state,
    pendingTriggers: withoutTrigger(state.pendingTriggers, event.trigger),
  }),
} satisfies Partial<EventHandlers>;

/** The delayed triggered abilities waiting to trigger (none in a stream older than them). */
export function delayedTriggersOf(state: GameState): DelayedTrigger[] {
  return state.delayedTriggers ?? [];
}

/** The pending triggers without the first one that is the same trigger as `gone`. */
export function withoutTrigger(
  pending: PendingTrigger[],
  gone: Pick<PendingTrigger, 'source' | 'abilityIndex' | 'triggerObject' | 'amount' | 'delayed'>,
): PendingTrigger[] {
  const at = pending.findIndex(
    (t) =>
      t.source === gone.source &&
      t.abilityIndex === gone.abilityIndex &&
      t.triggerObject === gone.triggerObject &&
      t.amount === gone.amount &&
      t.delayed?.id === gone.delayed?.id,
  );
  return at < 0 ? pending : [...pending.slice(0, at), ...pending.slice(at + 1)];
}

// 603.2h: an ability that triggers only once each turn: its source records the turn it triggered.
function onceThisTurn(owned: OwnedObjects, state: GameState, trigger: PendingTrigger): GameState {
  // 702.179d: a player's speed ability triggers only once each turn.
  if (trigger.inherent === 'speed')
    return withPlayer(state, trigger.controller, { speedTriggeredOnTurn: state.turn.number });
  const source = objectOf(state, trigger.source);
  if (!trigger.oncePerTurn || !source) return state;
  const triggeredOnTurn = { ...source.triggeredOnTurn, [trigger.abilityIndex]: state.turn.number };
  return withObject(owned, state, trigger.source, { triggeredOnTurn });
}
