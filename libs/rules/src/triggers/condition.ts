// Conditions of the ability IR: intervening "if" clauses (603.4).
import type { Condition } from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import { permanentsMatching } from '../objects/filter.js';
import type { GameState, ObjectId, PlayerId } from '../state/game-state.js';
import { playerById } from '../state/updates.js';

export function conditionHolds(
  state: GameState,
  ctx: RulesContext,
  condition: Condition,
  controller: PlayerId,
  source: ObjectId,
): boolean {
  switch (condition.kind) {
    case 'life-at-most':
      return playerById(state, controller).life <= condition.amount;
    case 'controls':
      return (
        permanentsMatching(state, ctx, condition.filter, { controller, source }).length >= condition.atLeast
      );
  }
}
