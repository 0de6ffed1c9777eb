// When a player may cast a spell or activate an ability (117.1, 307.1, 304.5).
import type { GameState, PlayerId } from '../data/state/game-state.js';

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
