// Structure-sharing updates of the game state: copy only the path that changes, except the objects
// buckets, the players' zones and the events of an action in progress, which a sequence of
// evolutions copies once and then writes in place (`OwnedObjects`).
import type { GameEvent } from '../events/game-event.js';
import { zoneEditTerm, type OwnedNames } from './fingerprint.js';
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, Term, ZoneName } from './game-state.js';
import { bucketOf, objectOf, type ObjectBucket } from './objects.js';

type Objects = GameState['objects'];

/**
 * What a sequence of evolutions (one `decide`, one replay) copied for itself, to write in place:
 * the list of object buckets and each bucket it wrote (`objects.ts`), copied once for all its
 * events instead of once per event; the same for the arrays of the players' zones (library, hand,
 * graveyard), which a draw would otherwise copy whole. The states of the sequence share what it
 * owns, so only the latest state may be read; the state it started from is never written. Object
 * values are never changed: an object that changes is replaced.
 */
export interface OwnedObjects {
  record?: Objects;
  /** The buckets this sequence copied into its record, by key. */
  buckets?: Record<number | string, ObjectBucket>;
  /**
   * How many objects each of those buckets holds, once a deletion asked: a bucket deletions turned
   * into a hash table is slow to go through, and an emptied bucket goes (`deleteFromBucket`).
   */
  sizes?: Record<number | string, number | undefined>;
  /** The arrays of players' zones this sequence made. */
  zones?: WeakSet<readonly ObjectId[]>;
  /** Only one event writes the record (`evolve`): no log of its writes is kept. */
  oneEvent?: boolean;
  /**
   * Its states' fingerprints are not kept up to date (they have none): they are thrown away (a
   * trial, a check on a copy) or pass unseen by the loop rules (a shortcut's repetitions, 729.2).
   */
  unfingerprinted?: boolean;
  /** What the event being applied wrote, for its fingerprint's terms (`evolvedFingerprint`). */
  writes?: EventWrites;
  /** The fingerprint's buckets of names this sequence copied, to write in place like the record. */
  names?: OwnedNames;
  /** The list of the events of the action in progress (730.1) this sequence made, to add to in place. */
  actionEvents?: GameEvent[];
}

/**
 * What one event wrote: each object it wrote or deleted as it was before (undefined: it was not
 * there), and the edits of players' zones (by `zone:owner`), whose arrays may be changed in place.
 */
export interface EventWrites {
  objects: Map<ObjectId, GameObject | undefined>;
  zones: Map<string, ZoneEdits>;
}

/**
 * The edits of one zone in one event: the array first edited, the last result, the sum of their
 * changes of the zone's term, and whether the zone was replaced in between (its term is then made whole).
 */
export interface ZoneEdits {
  first: readonly ObjectId[];
  result: readonly ObjectId[];
  delta: Term;
  replaced: boolean;
}

function zoneEdited(
  owned: OwnedObjects,
  key: string,
  [before, after]: [readonly ObjectId[], readonly ObjectId[]],
  delta: Term | undefined,
): void {
  const edits = owned.writes?.zones;
  if (!edits || !delta) return;
  const kept = edits.get(key);
  if (!kept) edits.set(key, { first: before, result: after, delta, replaced: false });
  else {
    kept.replaced ||= kept.result !== before;
    kept.result = after;
    kept.delta = [(kept.delta[0] + delta[0]) >>> 0, (kept.delta[1] + delta[1]) >>> 0];
  }
}

function logOld(owned: OwnedObjects, state: GameState, id: ObjectId): void {
  const before = owned.writes?.objects;
  if (before && !before.has(id)) before.set(id, objectOf(state, id));
}

const revisions = new WeakMap<Objects, number>();

/** How many times a record was written in place: data derived from a record holds for one revision. */
export function objectsRevision(objects: Objects): number {
  return revisions.get(objects) ?? 0;
}

/** The record each copy was made from, as long as it is kept (a weak reference: no history is retained). */
const copiedFrom = new WeakMap<Objects, WeakRef<Objects>>();

/** The record `objects` was copied from, if still kept: what was derived from its objects may hold for the copy's. */
export function objectsCopiedFrom(objects: Objects): Objects | undefined {
  return copiedFrom.get(objects)?.deref();
}

/** The record of buckets to write for the state after `state`: the owned copy, made at the first write. */
function writableObjects(owned: OwnedObjects, state: GameState): Objects {
  if (owned.record !== state.objects) {
    owned.record = { ...state.objects };
    owned.buckets = {};
    owned.sizes = {};
    // A record only one event writes (a replay, event by event) is seldom read in between.
    if (!owned.oneEvent) copiedFrom.set(owned.record, new WeakRef(state.objects));
  } else revisions.set(owned.record, objectsRevision(owned.record) + 1);
  return owned.record;
}

/** The bucket of `id` in the owned record, copied at its first write in this sequence. */
function writableBucket(owned: OwnedObjects, record: Objects, id: ObjectId): ObjectBucket {
  const key = bucketOf(id);
  const bucket = record[key];
  if (bucket && owned.buckets![key] === bucket) return bucket;
  const copy: ObjectBucket = { ...bucket };
  owned.buckets![key] = copy;
  owned.sizes![key] = undefined;
  record[key] = copy;
  return copy;
}

/** `object` put in its bucket of the owned record, replacing the object with its id if there is one. */
function putInBucket(owned: OwnedObjects, record: Objects, object: GameObject): void {
  const bucket = writableBucket(owned, record, object.id);
  const key = bucketOf(object.id);
  const size = owned.sizes![key];
  if (size !== undefined && !(object.id in bucket)) owned.sizes![key] = size + 1;
  bucket[object.id] = object;
}

/**
 * The ids written in a record, in order: what changed in it since a mark (`objectsWrittenSince`),
 * for data derived from each object to be found again only for those.
 */
const writeLogs = new WeakMap<Objects, ObjectId[]>();

function logWrite(owned: OwnedObjects, record: Objects, id: ObjectId): void {
  // A record only one event writes is never written again: nothing compares its marks.
  if (owned.oneEvent) return;
  let log = writeLogs.get(record);
  if (!log) writeLogs.set(record, (log = []));
  log.push(id);
}

/** How many writes a record has had: a mark for `objectsWrittenSince`. */
export function objectsWriteMark(objects: Objects): number {
  return writeLogs.get(objects)?.length ?? 0;
}

/** The ids of the objects written in the record since the mark (some maybe more than once). */
export function objectsWrittenSince(objects: Objects, mark: number): readonly ObjectId[] {
  return writeLogs.get(objects)?.slice(mark) ?? [];
}

/** The state with `objects` added, each replacing the object with its id if there is one. */
export function putObjects(owned: OwnedObjects, state: GameState, objects: readonly GameObject[]): GameState {
  for (const object of objects) logOld(owned, state, object.id);
  const record = writableObjects(owned, state);
  for (const object of objects) {
    putInBucket(owned, record, object);
    logWrite(owned, record, object.id);
  }
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
  const object = objectOf(state, id);
  return object ? putObject(owned, state, { ...object, ...patch }) : state;
}

/** The state without the objects `ids` (their zones are left as they are). */
export function withoutObjects(owned: OwnedObjects, state: GameState, ids: readonly ObjectId[]): GameState {
  for (const id of ids) logOld(owned, state, id);
  const record = writableObjects(owned, state);
  for (const id of ids) {
    deleteFromBucket(owned, record, id);
    logWrite(owned, record, id);
  }
  return { ...state, objects: record };
}

/**
 * Takes `id` out of its bucket in the owned record: in place if the sequence copied the bucket,
 * else by a copy without it (a deletion would turn the copy into a slower hash table). An empty
 * bucket goes, so that two games with the same objects have the same record.
 */
function deleteFromBucket(owned: OwnedObjects, record: Objects, id: ObjectId): void {
  const key = bucketOf(id);
  const bucket = record[key];
  if (!bucket || !(id in bucket)) return;
  const sizes = owned.sizes!;
  let left = 0;
  if (owned.buckets![key] === bucket) {
    left = (sizes[key] ?? sizeOf(bucket)) - 1;
    delete bucket[id];
  } else {
    const rest: ObjectBucket = (owned.buckets![key] = {});
    for (const other in bucket) {
      if (other === id) continue;
      rest[other] = bucket[other]!;
      left++;
    }
    record[key] = rest;
  }
  sizes[key] = left;
  if (!left) delete record[key];
}

function sizeOf(bucket: ObjectBucket): number {
  let size = 0;
  for (const _ in bucket) size++;
  return size;
}

/**
 * Lets go of what the sequence owns: the states after this one copy again what they write, so the
 * current state can be kept as it is (a reversal's saved state, 730.1) without a copy of its own.
 */
export function releaseOwned(owned: OwnedObjects): void {
  owned.record = undefined;
  owned.buckets = undefined;
  owned.sizes = undefined;
  owned.zones = undefined;
  owned.names = undefined;
  owned.actionEvents = undefined;
}

/** The state with `id` out of the zone that lists it. */
export function removedFromZone(
  owned: OwnedObjects,
  state: GameState,
  zone: ZoneName,
  owner: PlayerId,
  id: ObjectId,
): GameState {
  const ids = zoneContents(state, zone, owner);
  const at = ids.indexOf(id);
  if (at < 0) return state;
  const delta = isPlayerZone(zone) ? zoneEditTerm(owned, state, zone, owner, ids, { at }) : undefined;
  const own = ownedZone(owned, zone, ids);
  let rest: ObjectId[];
  if (own) {
    if (at === 0) own.shift();
    else own.splice(at, 1);
    rest = own;
  } else rest = madeZone(owned, zone, at === 0 ? ids.slice(1) : ids.slice(0, at).concat(ids.slice(at + 1)));
  zoneEdited(owned, `${zone}:${owner}`, [ids, rest], delta);
  return withZone(state, zone, owner, rest);
}

/** The state with `id` put first or last in a zone (the top of a library is first, of other zones last). */
export function placedInZone(
  owned: OwnedObjects,
  state: GameState,
  zone: ZoneName,
  owner: PlayerId,
  id: ObjectId,
  first: boolean,
): GameState {
  const ids = zoneContents(state, zone, owner);
  const name = objectOf(state, id)?.name ?? '';
  const delta = isPlayerZone(zone)
    ? zoneEditTerm(owned, state, zone, owner, ids, { first, name })
    : undefined;
  const own = ownedZone(owned, zone, ids);
  let placed: ObjectId[];
  if (own) {
    if (first) own.unshift(id);
    else own.push(id);
    placed = own;
  } else placed = madeZone(owned, zone, first ? [id].concat(ids) : ids.concat([id]));
  zoneEdited(owned, `${zone}:${owner}`, [ids, placed], delta);
  return withZone(state, zone, owner, placed);
}

/**
 * A player's zone this sequence made, to change in place. The shared zones are always copied:
 * effects go through the permanents on the battlefield while they change them.
 */
function ownedZone(owned: OwnedObjects, zone: ZoneName, ids: readonly ObjectId[]): ObjectId[] | undefined {
  return isPlayerZone(zone) && owned.zones?.has(ids) ? (ids as ObjectId[]) : undefined;
}

function madeZone(owned: OwnedObjects, zone: ZoneName, ids: ObjectId[]): ObjectId[] {
  if (isPlayerZone(zone) && !owned.oneEvent) (owned.zones ??= new WeakSet()).add(ids);
  return ids;
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
  if (zone === 'command') return state.command ?? [];
  return state[zone as SharedZone];
}

export function withZone(state: GameState, zone: ZoneName, owner: PlayerId, ids: ObjectId[]): GameState {
  if (isPlayerZone(zone)) return withPlayer(state, owner, { [zone]: ids });
  if (zone === 'command') return { ...state, command: ids };
  return { ...state, [zone as SharedZone]: ids };
}
