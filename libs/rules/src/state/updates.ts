// Structure-sharing updates of the game state: copy only the path that changes.
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, ZoneName } from './game-state.js';

export function withObject(state: GameState, id: ObjectId, patch: Partial<GameObject>): GameState {
  const object = state.objects[id];
  if (!object) return state;
  return { ...state, objects: { ...state.objects, [id]: { ...object, ...patch } } };
}

export function withPlayer(state: GameState, id: PlayerId, patch: Partial<PlayerState>): GameState {
  return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, ...patch } : p)) };
}

export function playerById(state: GameState, id: PlayerId): PlayerState {
  const player = state.players.find((p) => p.id === id);
  if (!player) throw new Error(`no player ${id}`);
  return player;
}

type PlayerZone = 'library' | 'hand' | 'graveyard';
type SharedZone = 'battlefield' | 'stack' | 'exile';

export function isPlayerZone(zone: ZoneName): zone is PlayerZone {
  return zone === 'library' || zone === 'hand' || zone === 'graveyard';
}

/** The ids in a zone, in order: library top first, stack and graveyard bottom first. */
export function zoneContents(state: GameState, zone: ZoneName, owner: PlayerId): readonly ObjectId[] {
  if (isPlayerZone(zone)) return playerById(state, owner)[zone];
  if (zone === 'command') return [];
  return state[zone as SharedZone];
}

export function withZone(state: GameState, zone: ZoneName, owner: PlayerId, ids: ObjectId[]): GameState {
  if (isPlayerZone(zone)) return withPlayer(state, owner, { [zone]: ids });
  if (zone === 'command') return state;
  return { ...state, [zone as SharedZone]: ids };
}
