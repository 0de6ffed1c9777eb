// The heuristic player (issue 19): a player that plays like a person, pure and deterministic. It
// answers the decision the game waits for (`answers.ts`) or acts with priority (`actions.ts`),
// reading only characteristics, the IR's effect kinds and the legal actions, never a card's name.
// Its own answers (a declaration, a choice of cards) come first, then the candidates offered, so
// that a legal command is always among its choices.
import type { Player } from '../play-game.js';
import { priorityChoices } from './actions.js';
import { decisionChoices } from './answers.js';

export const heuristicPlayer: Player = (turn) => {
  const decision = turn.state.decision;
  if (decision?.player === turn.player) return decisionChoices(turn, decision);
  return priorityChoices(turn);
};
