// The table `evolve` applies events with: one handler for each type of event, checked by the compiler.
import type { EventOf, GameEventType } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import type { OwnedObjects } from '../data/state/updates.js';

/** What an event of type `T` records in the state (see `OwnedObjects` for `owned`). */
export type EventHandler<T extends GameEventType> = (
  owned: OwnedObjects,
  state: GameState,
  event: EventOf<T>,
) => GameState;

/** A handler for every type of event; each file of this folder holds those of one family of events. */
export type EventHandlers = { [T in GameEventType]: EventHandler<T> };

/** A fact that changes nothing in the state (the audit trail and the views read it in the stream). */
export const unchanged = (_owned: OwnedObjects, state: GameState): GameState => state;
