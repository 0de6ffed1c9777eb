// When a player may cast a spell or activate an ability (117.1, 307.1, 304.5, 601.3, 602.5b).
import type { TimingRestriction } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { conditionHolds } from '../layers/condition.js';

export function isMainPhase(state: GameState): boolean {
  return state.turn.step === 'main1' || state.turn.step === 'main2';
}

/** 307.1: sorcery timing: the active player, in a main phase, with an empty stack. */
export function hasSorceryTiming(state: GameState, player: PlayerId): boolean {
  return state.turn.active === player && isMainPhase(state) && state.stack.length === 0;
}

/** 117.1: a player may act only while they have priority and no decision is pending. */
export function hasPriority(state: GameState, player: PlayerId): boolean {
  return !state.over && state.decision === null && state.turn.priority === player;
}

/**
 * 601.3, 602.5b: the part of a spell's or an ability's own timing restriction ("only during combat",
 * "only if ...") that doesn't hold now for the player, in words; undefined when it all holds.
 */
export function unmetRestriction(
  state: GameState,
  ctx: RulesContext,
  { turn, steps, condition }: TimingRestriction,
  player: PlayerId,
  source: ObjectId,
): string | undefined {
  if (turn && (state.turn.active === player) !== (turn === 'yours'))
    return turn === 'yours' ? 'during your turn' : "during an opponent's turn";
  if (steps && !steps.includes(state.turn.step)) return `during ${steps.join(' or ')}`;
  if (condition && !conditionHolds(state, ctx, condition, player, source))
    return `if its condition holds (${condition.kind})`;
  return undefined;
}
