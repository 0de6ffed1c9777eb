// Facts about each permanent on the battlefield that depend on the permanent alone and on the
// continuous effects that apply (613): kept with the derived data of the state's version
// (`derivedOf`), in battlefield order, and found again only for the permanents written since
// (objects are replaced, never changed). The rules that look at every permanent each time a player
// would receive priority or an event happens (state-based actions, triggered abilities, replacement
// effects) stay fast with the many permanents a loop can make (729); those that look for a few
// permanents ask for them by key (`permanentsWith`) instead of going through all of them.
import type { RulesContext } from '../data/state/context.js';
import { countsOthers, layersVersion } from '../layers/characteristics.js';
import { battlefieldGrewFrom, derivedOf, sameExcept } from '../layers/derived.js';
import { hasMaxSpeed } from '../speed/speed.js';
import type { GameObject, GameState, ObjectId } from '../data/state/game-state.js';
import { objectsWriteMark, objectsWrittenSince } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

/** The keys a fact has (`permanentsWith`): the same function for every call about one fact. */
export type KeysOf<T> = (value: T) => readonly string[];

const YES: readonly string[] = ['yes'];
const NO: readonly string[] = [];

/** The keys of a fact that holds or not: `'yes'` when it holds. */
export const holds: KeysOf<boolean> = (value) => (value ? YES : NO);

/** The positions of the permanents by each key of their fact, kept up to date with the facts. */
interface Index<T> {
  keysOf: KeysOf<T>;
  /** The keys of each position's fact. */
  keys: (readonly string[])[];
  /** In battlefield order; a list is replaced, never changed. */
  byKey: Map<string, readonly number[]>;
}

interface Memo<T> {
  ctx: RulesContext;
  layers: object;
  /** The objects record and how many writes it had: the objects written since are the ones that changed. */
  record: GameState['objects'];
  mark: number;
  players: GameState['players'];
  effects: GameState['effects'];
  battlefield: readonly ObjectId[];
  objects: GameObject[];
  values: T[];
  /** 604.3: the positions of permanents whose characteristic-defining ability counts other objects: found again each time. */
  others: Set<number>;
  /** Each permanent's position, made when first needed. */
  positions?: Map<ObjectId, number>;
  /** Made when first asked (`permanentsWith`), then kept with the facts. */
  index?: Index<T>;
  /** 702.178a: the players with max speed, whose permanents have their max speed abilities. */
  maxSpeed: string;
  /** What of a permanent `compute` never reads: a permanent written since that changed only in these keeps its fact. */
  unread?: ReadonlySet<string>;
}

/** How far ahead a permanent is looked for in the previous battlefield (those between have left). */
const LOOKAHEAD = 8;

/**
 * `compute` of each permanent, in battlefield order; `fact` names the function (one memo each).
 * The array is brought up to date in place for the next version: read it before the state changes.
 * `unread`: what of a permanent `compute` never reads, itself or through the permanent's
 * characteristics (`UNREAD_BY_LAYERS` at most): a permanent that changed only in that keeps its fact.
 */
export function perPermanent<T>(
  state: GameState,
  ctx: RulesContext,
  fact: string,
  compute: (object: GameObject) => T,
  unread?: ReadonlySet<string>,
): readonly T[] {
  return memoOf(state, ctx, fact, compute, unread).values;
}

/** The facts of each permanent, and the positions (in battlefield order) of those with some keys. */
export interface FactsWith<T> {
  facts: readonly T[];
  at: readonly number[];
}

/**
 * The facts of each permanent (`perPermanent`), and the positions on the battlefield, in order, of
 * the permanents whose fact has one of `keys`: found again, like the facts, only for the permanents
 * written since.
 */
export function factsWith<T>(
  state: GameState,
  ctx: RulesContext,
  fact: string,
  compute: (object: GameObject) => T,
  keysOf: KeysOf<T>,
  keys: readonly string[],
  unread?: ReadonlySet<string>,
): FactsWith<T> {
  const memo = memoOf(state, ctx, fact, compute, unread);
  const { byKey } = (memo.index ??= indexOf(keysOf, memo.values, (at) => keysOf(memo.values[at]!)));
  if (keys.length === 1) return { facts: memo.values, at: byKey.get(keys[0]!) ?? [] };
  const at = new Set<number>();
  for (const key of keys) for (const p of byKey.get(key) ?? []) at.add(p);
  return { facts: memo.values, at: [...at].sort((a, b) => a - b) };
}

/** The positions on the battlefield, in order, of the permanents whose fact has `key` (`factsWith`). */
export function permanentsWith<T>(
  state: GameState,
  ctx: RulesContext,
  fact: string,
  compute: (object: GameObject) => T,
  keysOf: KeysOf<T>,
  key: string,
  unread?: ReadonlySet<string>,
): readonly number[] {
  return factsWith(state, ctx, fact, compute, keysOf, [key], unread).at;
}

function memoOf<T>(
  state: GameState,
  ctx: RulesContext,
  fact: string,
  compute: (object: GameObject) => T,
  unread: ReadonlySet<string> | undefined,
): Memo<T> {
  const { battlefield, objects, players, effects } = state;
  const mark = objectsWriteMark(objects);
  const derived = derivedOf(state, ctx);
  const own = derived.permanents.get(fact) as Memo<T> | undefined;
  // A memo is brought up to date in place: one a later version took is no longer this version's.
  if (
    own?.record === objects &&
    own.mark === mark &&
    own.battlefield === battlefield &&
    own.players === players &&
    own.effects === effects &&
    own.ctx === ctx
  )
    return own;
  const found = own ?? (derived.earlier.permanents.get(fact) as Memo<T> | undefined);
  const memo = updated(found, state, ctx, compute, unread);
  derived.permanents.set(fact, memo);
  return memo;
}

/** The memo for the state, from the one found (of an earlier version) if it can start from it. */
function updated<T>(
  found: Memo<T> | undefined,
  state: GameState,
  ctx: RulesContext,
  compute: (object: GameObject) => T,
  unread: ReadonlySet<string> | undefined,
): Memo<T> {
  const { battlefield, objects, players, effects } = state;
  const mark = objectsWriteMark(objects);
  const layers = layersVersion(state, ctx);
  const maxSpeed = playersWithMaxSpeed(state);
  const last =
    found && found.ctx === ctx && found.layers === layers && found.maxSpeed === maxSpeed ? found : undefined;
  // The objects that may have changed: those written since, when the record is the same one.
  const written = last?.record === objects ? new Set(objectsWrittenSince(objects, last.mark)) : undefined;
  if (written && battlefieldGrewFrom(derivedOf(state, ctx), last!.battlefield))
    return rewritten(last!, written, state, ctx, compute);
  const memo: Memo<T> = {
    ctx,
    layers,
    record: objects,
    mark,
    players,
    effects,
    battlefield,
    objects: [],
    values: [],
    others: new Set<number>(),
    positions: undefined,
    index: undefined,
    maxSpeed,
    unread,
  };
  const wasAt: number[] = [];
  let from = 0;
  for (const id of battlefield) {
    const at = last ? indexFrom(last.battlefield, id, from) : -1;
    if (at >= 0) from = at + 1;
    const object = objectOf(state, id)!;
    const same = at >= 0 && holdsFor(last!, at, object, written);
    if (!same && countsOthers(ctx, object)) memo.others.add(memo.objects.length);
    wasAt.push(same ? at : -1);
    memo.objects.push(object);
    memo.values.push(same ? last!.values[at]! : compute(object));
  }
  const index = found?.index;
  if (index)
    memo.index = indexOf(index.keysOf, memo.values, (at) =>
      wasAt[at]! >= 0 ? index.keys[wasAt[at]!]! : index.keysOf(memo.values[at]!),
    );
  return memo;
}

/**
 * Whether the fact found for the permanent at `at` holds for `object`, of its id now: the same
 * object (not written since, when that is known), or one that changed only in what the fact doesn't
 * read; never for a permanent that counts others (604.3).
 */
function holdsFor<T>(
  last: Memo<T>,
  at: number,
  object: GameObject,
  written: ReadonlySet<ObjectId> | undefined,
): boolean {
  if (last.others.has(at)) return false;
  const before = last.objects[at]!;
  if (written ? !written.has(object.id) : before === object) return true;
  return !!last.unread && sameExcept(before, object, last.unread);
}

/** The index of the facts `values`, with the keys of each position. */
function indexOf<T>(
  keysOf: KeysOf<T>,
  values: readonly T[],
  keysAt: (at: number) => readonly string[],
): Index<T> {
  const index: Index<T> = { keysOf, keys: [], byKey: new Map() };
  for (let at = 0; at < values.length; at++) {
    const keys = keysAt(at);
    index.keys.push(keys);
    for (const key of keys) {
      const list = index.byKey.get(key) as number[] | undefined;
      if (list) list.push(at);
      else index.byKey.set(key, [at]);
    }
  }
  return index;
}

/** The index brought up to date for the facts at `at`, which were found again. */
function reindex<T>(index: Index<T>, at: number, value: T): void {
  const before = index.keys[at] ?? [];
  const keys = index.keysOf(value);
  index.keys[at] = keys;
  for (const key of before)
    if (!keys.includes(key))
      index.byKey.set(
        key,
        index.byKey.get(key)!.filter((p) => p !== at),
      );
  for (const key of keys) if (!before.includes(key)) index.byKey.set(key, inserted(index.byKey.get(key), at));
}

/** A sorted list of positions with `at` in its place. */
function inserted(list: readonly number[] | undefined, at: number): readonly number[] {
  if (!list?.length) return [at];
  if (list[list.length - 1]! < at) return [...list, at];
  const i = list.findIndex((p) => p > at);
  return [...list.slice(0, i), at, ...list.slice(i)];
}

/** 702.178a: the players whose permanents have their max speed abilities. */
function playersWithMaxSpeed(state: GameState): string {
  let ids = '';
  for (const p of state.players) if (hasMaxSpeed(state, p.id)) ids += `${p.id}\u0000`;
  return ids;
}

/**
 * The memo brought up to date when the battlefield is the one it was made for, with permanents
 * added at its end, and only the permanents written since may have changed.
 */
function rewritten<T>(
  last: Memo<T>,
  written: ReadonlySet<ObjectId>,
  state: GameState,
  ctx: RulesContext,
  compute: (object: GameObject) => T,
): Memo<T> {
  const { battlefield, objects } = state;
  const positions: number[] = [...last.others];
  const known = (last.positions ??= new Map(last.battlefield.map((id, at) => [id, at])));
  for (let at = last.battlefield.length; at < battlefield.length; at++) {
    positions.push(at);
    known.set(battlefield[at]!, at);
  }
  for (const id of written) {
    const at = known.get(id);
    if (at === undefined || at >= last.battlefield.length) continue;
    const object = objectOf(state, id)!;
    if (holdsFor(last, at, object, undefined)) last.objects[at] = object;
    else positions.push(at);
  }
  last.mark = objectsWriteMark(objects);
  last.players = state.players;
  last.effects = state.effects;
  last.battlefield = battlefield;
  // In place: the facts of a version are read before the state changes again.
  for (const at of positions) {
    const object = objectOf(state, battlefield[at]!)!;
    last.objects[at] = object;
    last.values[at] = compute(object);
    if (last.index) reindex(last.index, at, last.values[at]!);
    if (countsOthers(ctx, object)) last.others.add(at);
    else last.others.delete(at);
  }
  return last;
}

function indexFrom(ids: readonly ObjectId[], id: ObjectId, from: number): number {
  if (ids[from] === id) return from;
  for (let i = from + 1; i < ids.length && i <= from + LOOKAHEAD; i++) if (ids[i] === id) return i;
  return -1;
}
