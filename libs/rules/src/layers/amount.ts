// The value of a number in the ability IR (X, "the number of Swamps you control", ...).
import type { Amount, ObjectRef, PlayerRef } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { GameObject, GameState, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import { permanentsMatching, type Perspective } from './filter.js';
import { objectOf } from '../data/state/objects.js';

export function evaluateAmount(
  state: GameState,
  ctx: RulesContext,
  amount: Amount,
  from: Perspective & {
    x?: number;
    lastKnown?: GameObject;
    triggerAmount?: number;
    previousCount?: number;
    /** The amount paid by an earlier instruction of the ability ("pay any amount of {E}"). */
    paid?: number;
    /** The mana value of an object the ability refers to, as it is or last existed (608.2h). */
    manaValueOf?: (ref: ObjectRef) => number;
    /** The power of an object the ability refers to. */
    powerOf?: (ref: ObjectRef) => number;
    /** The excess damage an earlier instruction of the ability dealt (120.10). */
    excess?: number;
    /** The player a player reference of the ability names ("that player"). */
    playerOf?: (ref: PlayerRef) => PlayerId | undefined;
  },
): number {
  if (typeof amount === 'number') return amount;
  if (amount === 'X') return from.x ?? 0;
  if ('triggerAmount' in amount) return from.triggerAmount ?? 0;
  if ('previousCount' in amount) return from.previousCount ?? 0;
  if ('paid' in amount) return from.paid ?? 0;
  if ('twice' in amount) return 2 * evaluateAmount(state, ctx, amount.twice, from);
  if ('ifXAtLeast' in amount)
    return evaluateAmount(
      state,
      ctx,
      (from.x ?? 0) >= amount.ifXAtLeast ? amount.then : amount.otherwise,
      from,
    );
  if ('manaValueOf' in amount) return from.manaValueOf?.(amount.manaValueOf) ?? 0;
  if ('powerOf' in amount) return from.powerOf?.(amount.powerOf) ?? 0;
  if ('excess' in amount) return from.excess ?? 0;
  if ('count' in amount) {
    const matching = permanentsMatching(state, ctx, amount.count, from);
    if (!amount.controlledBy) return matching.length;
    const player = from.playerOf?.(amount.controlledBy);
    return matching.filter((id) => objectOf(state, id)?.controller === player).length;
  }
  // 702.23a-b: rampage counts the creatures blocking its source beyond the first, as it resolves.
  if ('perBlockerBeyondFirst' in amount) {
    const blockedBy = objectOf(state, from.source)?.blockedBy ?? [];
    const blockers = blockedBy.filter((id) => objectOf(state, id)?.zone === 'battlefield').length;
    return amount.perBlockerBeyondFirst * Math.max(0, blockers - 1);
  }
  if ('sum' in amount)
    return amount.sum.reduce<number>((total, a) => total + evaluateAmount(state, ctx, a, from), 0);
  // 119.1: the controller's life total; one who left the game has none (208.2a: 0).
  if ('lifeTotal' in amount) {
    const player = state.players.find((p) => p.id === from.controller);
    return player && !player.left ? player.life : 0;
  }
  // 702.82b: the creatures this permanent devoured, as it is or last existed (608.2h).
  if ('devoured' in amount) return (objectOf(state, from.source) ?? from.lastKnown)?.devoured ?? 0;
  if ('countersOnSelf' in amount) {
    // 608.2h: if the object has left its zone, its last known information is used.
    const self = objectOf(state, from.source) ?? from.lastKnown;
    return self?.counters[amount.countersOnSelf] ?? 0;
  }
  const of = amount.countCards.of;
  const player = of === 'you' ? from.controller : from.playerOf?.(of);
  return player ? playerById(state, player)[amount.countCards.zone].length : 0;
}
