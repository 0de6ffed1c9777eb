// Facts about each permanent on the battlefield that depend on the permanent alone and on the
// continuous effects that apply (613): kept in battlefield order from one version of the state to
// the next, and found again only for the permanents written since (objects are replaced, never
// changed). The rules that look at every permanent each time a player would receive priority or an
// event happens (state-based actions, triggered abilities, replacement effects) stay fast with the
// many permanents a loop can make (729).
import type { RulesContext } from '../data/state/context.js';
import { countsOthers, layersVersion } from '../layers/characteristics.js';
import type { GameObject, GameState, ObjectId } from '../data/state/game-state.js';
import { objectsWriteMark, objectsWrittenSince } from '../data/state/updates.js';

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
}

/** The last result of each kind of fact, to start from (any game's: a different one only costs more work). */
const memos = new Map<string, Memo<unknown>>();

/** How far ahead a permanent is looked for in the previous battlefield (those between have left). */
const LOOKAHEAD = 8;

/** `compute` of each permanent, in battlefield order; `fact` names the function (one memo each). */
export function perPermanent<T>(
  state: GameState,
  ctx: RulesContext,
  fact: string,
  compute: (object: GameObject) => T,
): readonly T[] {
  const { battlefield, objects, players, effects } = state;
  const mark = objectsWriteMark(objects);
  const found = memos.get(fact) as Memo<T> | undefined;
  if (
    found?.record === objects &&
    found.mark === mark &&
    found.battlefield === battlefield &&
    found.players === players &&
    found.effects === effects &&
    found.ctx === ctx
  )
    return found.values;
  const layers = layersVersion(state, ctx);
  const last = found && found.ctx === ctx && found.layers === layers ? found : undefined;
  // The objects that may have changed: those written since, when the record is the same one.
  const written = last?.record === objects ? new Set(objectsWrittenSince(objects, last.mark)) : undefined;
  if (written && extendsTo(last!.battlefield, battlefield))
    return rewritten(last!, written, state, ctx, compute);
  const memo: Memo<T> = {
    ...{ ctx, layers, record: objects, mark, players, effects, battlefield },
    ...{ objects: [], values: [], others: new Set<number>() },
  };
  let from = 0;
  for (const id of battlefield) {
    const at = last ? indexFrom(last.battlefield, id, from) : -1;
    if (at >= 0) from = at + 1;
    const same =
      at >= 0 && !last!.others.has(at) && (written ? !written.has(id) : last!.objects[at] === objects[id]);
    const object = same ? last!.objects[at]! : objects[id]!;
    if (!same && countsOthers(ctx, object)) memo.others.add(memo.objects.length);
    memo.objects.push(object);
    memo.values.push(same ? last!.values[at]! : compute(object));
  }
  memos.set(fact, memo);
  return memo.values;
}

/** Whether `ids` is `before` with permanents added at its end (as they enter, 400.7). */
function extendsTo(before: readonly ObjectId[], ids: readonly ObjectId[]): boolean {
  return before === ids || (ids.length >= before.length && before.every((id, i) => ids[i] === id));
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
): readonly T[] {
  const { battlefield, objects } = state;
  const positions: number[] = [...last.others];
  const known = (last.positions ??= new Map(last.battlefield.map((id, at) => [id, at])));
  for (let at = last.battlefield.length; at < battlefield.length; at++) {
    positions.push(at);
    known.set(battlefield[at]!, at);
  }
  for (const id of written) {
    const at = known.get(id);
    if (at !== undefined && at < last.battlefield.length) positions.push(at);
  }
  Object.assign(last, {
    mark: objectsWriteMark(objects),
    players: state.players,
    effects: state.effects,
    battlefield,
  });
  if (!positions.length) return last.values;
  // A new array: results returned before stay as they were.
  last.values = last.values.slice();
  for (const at of positions) {
    const object = objects[battlefield[at]!]!;
    last.objects[at] = object;
    last.values[at] = compute(object);
    if (countsOthers(ctx, object)) last.others.add(at);
    else last.others.delete(at);
  }
  return last.values;
}

function indexFrom(ids: readonly ObjectId[], id: ObjectId, from: number): number {
  if (ids[from] === id) return from;
  for (let i = from + 1; i < ids.length && i <= from + LOOKAHEAD; i++) if (ids[i] === id) return i;
  return -1;
}
