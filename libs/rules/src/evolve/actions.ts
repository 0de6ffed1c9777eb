// What a player's choices and actions leave in the state, whatever the event that records them.
import type { GameState, MandatoryAction } from '../data/state/game-state.js';

/**
 * 104.4b: the states mandatory actions were taken in since the last optional action; a choice a
 * player made (casting, activating, playing a land, an answer or a pass they didn't have to make)
 * starts afresh.
 */
export function afterChoice(state: GameState, mandatory?: MandatoryAction): GameState {
  if (mandatory) return { ...state, mandatoryActions: [...(state.mandatoryActions ?? []), mandatory] };
  return state.mandatoryActions?.length ? { ...state, mandatoryActions: [] } : state;
}

/** The state without the action in progress: it is complete (601.2i) or abandoned. */
export function withoutAction(state: GameState): GameState {
  if (!state.action) return state;
  const { action: _done, ...rest } = state;
  return rest;
}

// 117.4: players pass "in succession" only if nobody acted in between.
export function actionTaken(state: GameState): GameState {
  return state.turn.passed.length ? { ...state, turn: { ...state.turn, passed: [] } } : state;
}
