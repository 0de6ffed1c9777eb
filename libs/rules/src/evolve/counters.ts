// Counters on objects and on players (122).
import type { GameState } from '../data/state/game-state.js';
import { playerById, withObject, withPlayer, type OwnedObjects } from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';
import { objectOf } from '../data/state/objects.js';

export const counterEvents = {
  CountersAdded: (owned, state, event) => changeCounters(owned, state, event.on, event.counter, event.amount),
  CountersRemoved: (owned, state, event) =>
    changeCounters(owned, state, event.on, event.counter, -event.amount),
} satisfies Partial<EventHandlers>;

export function changeCounters(
  owned: OwnedObjects,
  state: GameState,
  on: string,
  counter: string,
  delta: number,
): GameState {
  const object = objectOf(state, on);
  const current = object ? object.counters : playerById(state, on).counters;
  const value = Math.max(0, (current[counter] ?? 0) + delta);
  const counters = { ...current, [counter]: value };
  return object ? withObject(owned, state, on, { counters }) : withPlayer(state, on, { counters });
}
