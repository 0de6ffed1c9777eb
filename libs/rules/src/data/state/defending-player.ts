// 508.5, 310.8d: the defending player of an attacking creature: the player it attacks, the controller
// of the planeswalker it attacks, or the protector of the battle it attacks.
import type { GameState, PlayerId } from './game-state.js';
import { objectOf } from './objects.js';

export function defendingPlayerOf(state: GameState, attacked: string): PlayerId {
  const object = objectOf(state, attacked);
  return object ? (object.protector ?? object.controller) : attacked;
}
