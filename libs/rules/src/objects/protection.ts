// Protection (702.16): a permanent with protection from a quality can't be Damaged, Enchanted or
// Equipped, Blocked or Targeted by what has that quality (DEBT). The pool's qualities are colors.
import type { Color } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { characteristics, typeCharacteristicsOf } from '../layers/characteristics.js';
import type { GameState, ObjectId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

// 702.16b: an ability has the qualities of its source (as it last existed, if it has left).
function colorsOf(state: GameState, ctx: RulesContext, id: ObjectId): Color[] {
  const object = objectOf(state, id);
  if (!object) return [];
  if (!object.isAbility) return characteristics(state, ctx, id).colors;
  const source = object.stack?.ability?.source;
  if (source && objectOf(state, source)) return characteristics(state, ctx, source).colors;
  return object.stack?.lastKnown ? typeCharacteristicsOf(ctx, object.stack.lastKnown).colors : [];
}

/** The qualities of `source` (an object or ability) that the permanent `id` has protection from. */
export function protectionFrom(state: GameState, ctx: RulesContext, id: ObjectId, source: ObjectId): Color[] {
  const object = objectOf(state, id);
  if (!object || object.zone !== 'battlefield') return [];
  const from = characteristics(state, ctx, id).protectedFrom;
  return from.length ? colorsOf(state, ctx, source).filter((c) => from.includes(c)) : [];
}

export function isProtectedFrom(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  source: ObjectId,
): boolean {
  return protectionFrom(state, ctx, id, source).length > 0;
}
