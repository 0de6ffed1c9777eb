// 508.5, 310.8d: the defending player of an attacking creature: the player it attacks, the controller
// of the planeswalker it attacks, or the protector of the battle it attacks.
import type { GameState, PlayerId } from './game-state.js';

export function defendingPlayerOf(state: GameState, attacked: string): PlayerId {
  const object = state.objects[attacked];
  return object ? (object.protector ?? object.controller) : attacked;
}
