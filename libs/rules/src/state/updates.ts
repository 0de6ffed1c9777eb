// Structure-sharing updates of the game state: copy only the path that changes, except the objects
// record, which a sequence of evolutions copies once and then writes in place (`OwnedObjects`).
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, ZoneName } from './game-state.js';

type Objects = GameState['objects'];

/**
 * The objects record a sequence of evolutions (one `decide`, one replay) copied for itself, to write
 * in place: one copy for all its events instead of one per event, which made each event cost as
 * much as there are objects. The states of the sequence share the record, so only the latest one
 * may be read; the state it started from is never written. Object values are never changed: an
 * object that changes is replaced.
 */
export interface OwnedObjects {
  record?: Objects;
  /** An object was deleted from the record (see `settled`). */
  deleted?: boolean;
}

const revisions = new WeakMap<Objects, number>();

/** How many times a record was written in place: data derived from a record holds for one revision. */
export function objectsRevision(objects: Objects): number {
  return revisions.get(objects) ?? 0;
}

/** The objects record to write for the state after `state`: the owned copy, made at the first write. */
function writableObjects(owned: OwnedObjects, state: GameState): Objects {
  if (owned.record !== state.objects) owned.record = { ...state.objects };
  else revisions.set(owned.record, objectsRevision(owned.record) + 1);
  return owned.record;
}

/** The state with `objects` added, each replacing the object with its id if there is one. */
export function putObjects(owned: OwnedObjects, state: GameState, objects: readonly GameObject[]): GameState {
  const record = writableObjects(owned, state);
  for (const object of objects) record[object.id] = object;
  return { ...state, objects: record };
}

export function putObject(owned: OwnedObjects, state: GameState, object: GameObject): GameState {
  return putObjects(owned, state, [object]);
}

export function withObject(
  owned: OwnedObjects,
  state: GameState,
  id: ObjectId,
  patch: Partial<GameObject>,
): GameState {
  const object = state.objects[id];
  return object ? putObject(owned, state, { ...object, ...patch }) : state;
}

/** The state without the objects `ids` (their zones are left as they are). */
export function withoutObjects(owned: OwnedObjects, state: GameState, ids: readonly ObjectId[]): GameState {
  const objects = writableObjects(owned, state);
  for (const id of ids) delete objects[id];
  owned.deleted = true;
  return { ...state, objects };
}

/** Beyond this many properties, V8 keeps an object as a hash table whatever is done. */
const FAST_PROPERTIES = 1000;

/**
 * The last state of a sequence of evolutions, for others to read and copy. Deleting a property
 * turns an object into a hash table in V8, which costs a hundred times more to copy (what the
 * next sequence does first) than a record of up to about a thousand properties in V8's fast form:
 * a small record that lost objects is copied once more here, into that form.
 */
export function settled(owned: OwnedObjects, state: GameState): GameState {
  if (!owned.deleted || state.objects !== owned.record || objectCount(state) > FAST_PROPERTIES) return state;
  return { ...state, objects: { ...state.objects } };
}

/** The number of objects, from the zones (cheaper than counting the record's keys). */
function objectCount(state: GameState): number {
  let count = state.battlefield.length + state.stack.length + state.exile.length;
  for (const p of state.players) count += p.library.length + p.hand.length + p.graveyard.length;
  return count;
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
