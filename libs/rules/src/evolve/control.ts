// Control of permanents (613.1b).
import type { EventOf } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import { putObject, type OwnedObjects } from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';
import { outOfCombat } from './combat.js';
import { mapPermanents } from './permanents.js';
import { objectOf } from '../data/state/objects.js';

export const controlEvents = {
  ControlChanged: controlChanged,
} satisfies Partial<EventHandlers>;

// 613.1b: the new controller; 302.6: it has not been under their control since their turn began;
// 506.4: it is removed from combat.
function controlChanged(owned: OwnedObjects, state: GameState, event: EventOf<'ControlChanged'>): GameState {
  const object = objectOf(state, event.object);
  if (!object) return state;
  const base = object.baseController ?? object.controller;
  const { baseController: _e, ...rest } = outOfCombat(object);
  const changed = {
    ...rest,
    controller: event.controller,
    sick: true,
    ...(event.controller === base ? {} : { baseController: base }),
  };
  // The creatures it blocked or was blocked by no longer count it (an attacker stays blocked, 509.1h).
  const inCombat = [...(object.blocking ?? []), ...(object.blockedBy ?? [])];
  const next = mapPermanents(
    owned,
    state,
    (o) => ({
      ...o,
      ...(o.blocking ? { blocking: o.blocking.filter((id) => id !== object.id) } : {}),
      ...(o.blockedBy ? { blockedBy: o.blockedBy.filter((id) => id !== object.id) } : {}),
    }),
    inCombat,
  );
  return putObject(owned, next, changed);
}
