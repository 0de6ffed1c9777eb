// Control-changing effects (613.1b, layer 2): "You control enchanted permanent" (Confiscate), "Gain
// control of target creature until end of turn" (Threaten, a resolved effect, 611.2). The
// controller every rule reads is the permanent's `controller`; as soon as an event starts or ends
// such an effect, a `ControlChanged` event gives the permanent the controller the effects make it
// have (110.2 when none applies any more: the player who put it onto the battlefield).
import type { RulesContext } from '../data/state/context.js';
import type { EventOf, GameEvent } from '../data/events/game-event.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { battlefieldStatics } from './battlefield-statics.js';
import { holds, permanentsWith } from './per-permanent.js';
import { UNREAD_BY_LAYERS } from '../layers/derived.js';
import { objectOf } from '../data/state/objects.js';
import { putObject } from '../data/state/updates.js';

/** The events that may make a control-changing effect begin or end, or change whom it gives control to. */
const MAY_CHANGE_CONTROL = new Set<GameEvent['type']>([
  'ZoneChanged',
  'TokenCreated',
  'Attached',
  'Unattached',
  'EffectCreated',
  'EffectsEnded',
  'ControlChanged',
  'PlayerLeftGame',
  'CeasedToExist',
]);

/** The `ControlChanged` events that `event` makes happen, in the state after it. */
export function controlChangesAfter(
  event: GameEvent,
  state: GameState,
  ctx: RulesContext,
): EventOf<'ControlChanged'>[] {
  return MAY_CHANGE_CONTROL.has(event.type) ? controlChanges(state, ctx) : [];
}

/** The permanents a control-changing effect gave another controller than their base one. */
function controlledByEffects(state: GameState, ctx: RulesContext): ObjectId[] {
  const given = (o: GameObject) => o.baseController !== undefined;
  return permanentsWith(state, ctx, 'controlled by an effect', given, holds, 'yes', UNREAD_BY_LAYERS).map(
    (at) => state.battlefield[at]!,
  );
}

/** Each permanent whose controller the control-changing effects (or their end) make another player. */
function controlChanges(state: GameState, ctx: RulesContext): EventOf<'ControlChanged'>[] {
  // 613.7: in timestamp order: the latest effect decides.
  const given = new Map<ObjectId, { controller: PlayerId; timestamp: number }>();
  for (const { source } of battlefieldStatics(state, ctx, 'control')) {
    const enchanted = source.attachedTo;
    if (enchanted === undefined || objectOf(state, enchanted)?.zone !== 'battlefield') continue;
    const before = given.get(enchanted);
    if (!before || before.timestamp < source.timestamp)
      given.set(enchanted, { controller: source.controller, timestamp: source.timestamp });
  }
  for (const effect of state.effects) {
    const [id] = effect.affected;
    if (effect.change.kind !== 'control' || objectOf(state, id!)?.zone !== 'battlefield') continue;
    const before = given.get(id!);
    if (!before || before.timestamp < effect.timestamp)
      given.set(id!, { controller: effect.controller, timestamp: effect.timestamp });
  }
  const ids = new Set([...given.keys(), ...controlledByEffects(state, ctx)]);
  const changes: EventOf<'ControlChanged'>[] = [];
  for (const id of ids) {
    const object = objectOf(state, id)!;
    const controller = given.get(id)?.controller ?? object.baseController ?? object.controller;
    if (controller !== object.controller) changes.push({ type: 'ControlChanged', object: id, controller });
  }
  return changes;
}

/**
 * A prepared position with its control-changing effects applied as it is written (the scenario
 * format's setup, 613.1b): the permanents they give another player are that player's from the start,
 * with no control change in the game (302.6: their summoning sickness stays as written). One change
 * at a time, each checked again after the one before.
 */
export function withControlAsWritten(position: GameState, ctx: RulesContext): GameState {
  let state = position;
  let [change] = controlChanges(state, ctx);
  while (change) {
    const { baseController, ...object } = objectOf(state, change.object)!;
    const base = baseController ?? object.controller;
    const controlled = { ...object, controller: change.controller };
    state = putObject(
      {},
      state,
      change.controller === base ? controlled : { ...controlled, baseController: base },
    );
    [change] = controlChanges(state, ctx);
  }
  return state;
}
