// Dungeons (309): entered in the command zone, room by room, then completed.
import type { EventOf } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import {
  playerById,
  putObject,
  withObject,
  withoutObjects,
  withPlayer,
  type OwnedObjects,
} from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';

export const dungeonEvents = {
  DungeonEntered: (owned, state, event) => ({
    ...putObject(owned, state, event.object),
    command: [...(state.command ?? []), event.object.id],
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  }),
  RoomEntered: (owned, state, event) => withObject(owned, state, event.dungeon, { room: event.room }),
  DungeonCompleted: completedDungeon,
} satisfies Partial<EventHandlers>;

// 309.7: the dungeon leaves the game (309.2c: it leaves the command zone only so); the player completed it.
function completedDungeon(
  owned: OwnedObjects,
  state: GameState,
  event: EventOf<'DungeonCompleted'>,
): GameState {
  const completed = playerById(state, event.player).completedDungeons ?? [];
  return {
    ...withPlayer(withoutObjects(owned, state, [event.dungeon]), event.player, {
      completedDungeons: [...completed, event.name],
    }),
    command: (state.command ?? []).filter((id) => id !== event.dungeon),
  };
}
