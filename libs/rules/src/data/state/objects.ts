// The game's objects (109.1) by id, held in buckets of ids that were made together, so that a change
// of one object copies its bucket and the list of buckets, not every object of the game: a state is
// data shared with the state before it, and an event that moves one card among 4,000 costs what
// one bucket costs. Plain records all the way down: a state's JSON is its exact copy.
import type { GameObject, GameState, ObjectId } from './game-state.js';

/** One bucket: the objects whose ids fall in it. */
export type ObjectBucket = Record<ObjectId, GameObject>;

/** The buckets by key (`bucketOf`). */
export type ObjectBuckets = Record<string, ObjectBucket>;

/** Ids made one after another share a bucket of this many: the cards of a library, the tokens of a loop. */
const IDS_PER_BUCKET = 32;

/** Ids with no number (a test's, a scenario's) spread over this many buckets by a hash of their text. */
const NAMED_BUCKETS = 16;
const NAMED_KEYS = Array.from({ length: NAMED_BUCKETS }, (_, i) => `#${i}`);

function textHash(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return (h >>> 0) % NAMED_BUCKETS;
}

/**
 * The key of the bucket of `id`: the number the id ends with (`o123`) divided by IDS_PER_BUCKET,
 * else one of the named keys by a hash of its text. A number, read without making a string: the
 * engine looks objects up more than it does anything else.
 */
export function bucketOf(id: ObjectId): number | string {
  let n = 0;
  let scale = 1;
  let i = id.length - 1;
  for (; i >= 0; i--) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    n += digit * scale;
    scale *= 10;
  }
  return i === id.length - 1 ? NAMED_KEYS[textHash(id)]! : (n / IDS_PER_BUCKET) | 0;
}

/** The object with this id, if the game has it. */
export function objectOf(state: Pick<GameState, 'objects'>, id: ObjectId): GameObject | undefined {
  return state.objects[bucketOf(id)]?.[id];
}

/** Whether the game has an object with this id. */
export function hasObject(state: Pick<GameState, 'objects'>, id: ObjectId): boolean {
  return objectOf(state, id) !== undefined;
}

/** Every object of the game, bucket by bucket. */
export function allObjects(state: Pick<GameState, 'objects'>): GameObject[] {
  const all: GameObject[] = [];
  for (const key in state.objects) {
    const bucket = state.objects[key]!;
    for (const id in bucket) all.push(bucket[id]!);
  }
  return all;
}

/** The ids of every object of the game. */
export function allObjectIds(state: Pick<GameState, 'objects'>): ObjectId[] {
  const ids: ObjectId[] = [];
  for (const key in state.objects) for (const id in state.objects[key]) ids.push(id);
  return ids;
}

/**
 * The buckets holding these objects (a position set up by hand, a record of older events). Each is
 * made whole from its entries: a record grown one computed key at a time turns into a hash table
 * past a dozen keys, which is slow to copy, and a write copies a bucket.
 */
export function bucketed(objects: Iterable<GameObject>): ObjectBuckets {
  const entries: Record<string, [ObjectId, GameObject][]> = {};
  for (const object of objects) (entries[bucketOf(object.id)] ??= []).push([object.id, object]);
  const buckets: ObjectBuckets = {};
  for (const key in entries) buckets[key] = Object.fromEntries(entries[key]!);
  return buckets;
}

/** The objects as one record by id, as events and streams recorded before buckets hold them. */
export function flatObjects(state: Pick<GameState, 'objects'>): Record<ObjectId, GameObject> {
  const flat: Record<ObjectId, GameObject> = {};
  for (const object of allObjects(state)) flat[object.id] = object;
  return flat;
}

/**
 * A state as a `GameStarted` event records it: its objects in one record by id, the shape streams
 * have always stored (an event's data does not change with how the engine holds a state).
 */
export type RecordedState = Omit<GameState, 'objects'> & { objects: Record<ObjectId, GameObject> };

export function recordedState(state: GameState): RecordedState {
  return { ...state, objects: flatObjects(state) };
}

export function stateFromRecord(recorded: RecordedState): GameState {
  return { ...recorded, objects: bucketed(Object.values(recorded.objects)) };
}

/**
 * A state stored as JSON before objects were held in buckets (a read model written by an older
 * version holds its objects in one record by id), in today's shape; a state of today as it is.
 * The state an action in progress keeps for its reversal (730.1) is brought up too.
 */
export function upcastStoredState(stored: GameState | RecordedState): GameState {
  const state = inOneRecord(stored.objects)
    ? stateFromRecord(stored as RecordedState)
    : (stored as GameState);
  const before = state.action?.before;
  return before ? { ...state, action: { ...state.action!, before: upcastStoredState(before) } } : state;
}

/** Whether objects are held in one record by id (each value an object with its id), not in buckets. */
function inOneRecord(objects: GameState['objects'] | RecordedState['objects']): boolean {
  for (const key in objects) return typeof (objects[key] as Partial<GameObject>).id === 'string';
  return false;
}
