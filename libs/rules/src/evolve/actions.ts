// What a player's choices and actions leave in the state, whatever the event that records them.
import type { GameState, MandatoryAction } from '../data/state/game-state.js';
import { withState, withTurn } from '../data/state/updates.js';

/**
 * 104.4b: the states mandatory actions were taken in since the last optional action; a choice a
 * player made (casting, activating, playing a land, an answer or a pass they didn't have to make)
 * starts afresh.
 */
export function afterChoice(state: GameState, mandatory?: MandatoryAction): GameState {
  if (mandatory)
    return withState(state, { mandatoryActions: [...(state.mandatoryActions ?? []), mandatory] });
  return state.mandatoryActions?.length ? withState(state, { mandatoryActions: [] }) : state;
}

/** The state without the action in progress: it is complete (601.2i) or abandoned. */
export function withoutAction(state: GameState): GameState {
  return state.action ? withState(state, { action: undefined }) : state;
}

// 117.4: players pass "in succession" only if nobody acted in between.
export function actionTaken(state: GameState): GameState {
  return state.turn.passed.length ? withTurn(state, { passed: [] }) : state;
}
