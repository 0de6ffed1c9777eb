// Lethal damage (120.6): what a creature can still be dealt before it is destroyed.
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import type { GameState, ObjectId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

// 702.19b: lethal damage counts the damage already marked; 702.2c: from deathtouch, 1 is lethal.
export function lethalDamage(state: GameState, ctx: RulesContext, id: ObjectId, deathtouch: boolean): number {
  const left = Math.max(0, (characteristics(state, ctx, id).toughness ?? 0) - objectOf(state, id)!.damage);
  return deathtouch ? Math.min(1, left) : left;
}
