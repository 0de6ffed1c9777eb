// 508.4: creatures put onto the battlefield attacking (ninjutsu, 702.49c): attacking what the effect
// names, never declared as attackers (so they never "attacked").
import type { RulesContext } from '../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { playerById } from '../data/state/updates.js';
import { characteristics } from '../layers/characteristics.js';

/**
 * 508.4a: what a creature `controller` puts onto the battlefield would attack, if it still can be:
 * a player still in the game, or a planeswalker (or battle) still on the battlefield, still one, and
 * controlled (or protected) by another player; else the creature enters but is not attacking.
 */
export function stillAttackable(
  state: GameState,
  ctx: RulesContext,
  attacked: PlayerId | ObjectId,
  controller: PlayerId,
): boolean {
  if (state.players.some((p) => p.id === attacked)) return !playerById(state, attacked).left;
  const object = objectOf(state, attacked);
  if (object?.zone !== 'battlefield') return false;
  const types = characteristics(state, ctx, attacked).types;
  if (types.includes('Battle')) return object.protector !== undefined && object.protector !== controller;
  return types.includes('Planeswalker') && object.controller !== controller;
}
