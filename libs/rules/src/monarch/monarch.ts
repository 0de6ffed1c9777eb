// The monarch (722): a designation one player at a time may have, with two inherent triggered
// abilities that have no source and are controlled by the monarch (722.2).
import type { Effect } from '@mtg/cards';
import { emit, type Run } from '../engine/run.js';
import type { EventOf, PendingTriggerEvent } from '../data/events/game-event.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';

const DRAW_TEXT = "At the beginning of the monarch's end step, that player draws a card.";
const DAMAGE_TEXT =
  'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.';

/** The monarch (722.1), if a player is. */
export function monarchOf(state: GameState): PlayerId | undefined {
  return state.players.find((p) => p.monarch && !p.left)?.id;
}

/**
 * 722.3: the player becomes the monarch and the current monarch ceases to be; already the monarch:
 * nothing happens; a player who left the game can't become it (722.4).
 */
export function becomeMonarch(run: Run, player: PlayerId): void {
  const left = run.state.players.find((p) => p.id === player)?.left ?? true;
  if (!left && monarchOf(run.state) !== player) emit(run, { type: 'BecameMonarch', player });
}

/** One of the monarch's inherent triggered abilities (722.2): its source is the monarch, who controls it. */
function monarchTrigger(
  state: GameState,
  monarch: PlayerId,
  text: string,
  effects: Effect[],
  triggerObject?: ObjectId,
): PendingTriggerEvent {
  return {
    type: 'TriggerPending',
    trigger: {
      source: monarch,
      sourceCardId: monarch,
      sourceName: 'The monarch',
      controller: monarch,
      abilityIndex: 0,
      inherent: 'monarch',
      ...(triggerObject ? { triggerObject } : {}),
      // No card prints it: what it does travels with it as data, as a delayed triggered ability's does (603.7).
      delayed: { id: `monarch-${state.nextTimestamp}`, text, effects, linked: [] },
    },
  };
}

/** 722.2: "At the beginning of the monarch's end step, that player draws a card." */
export function monarchEndStepTrigger(state: GameState, step: string): PendingTriggerEvent[] {
  const monarch = monarchOf(state);
  if (step !== 'end' || !monarch || state.turn.active !== monarch) return [];
  return [monarchTrigger(state, monarch, DRAW_TEXT, [{ kind: 'draw', who: 'you', amount: 1 }])];
}

/** 722.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch." */
export function monarchDamageTrigger(
  state: GameState,
  event: EventOf<'DamageDealt'>,
  creature: boolean,
): PendingTriggerEvent[] {
  const monarch = monarchOf(state);
  if (!event.combat || !creature || event.recipient !== 'player' || event.target !== monarch) return [];
  const effects: Effect[] = [{ kind: 'become-monarch', who: { controllerOf: 'trigger-object' } }];
  return [monarchTrigger(state, monarch, DAMAGE_TEXT, effects, event.source)];
}
