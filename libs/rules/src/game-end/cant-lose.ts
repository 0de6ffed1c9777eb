// 614.17: "can't" effects are not replacement effects: a player who can't lose doesn't, and an
// opponent of theirs can't win (Platinum Angel).
import type { RulesContext } from '../data/state/context.js';
import { battlefieldStatics } from '../objects/battlefield-statics.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';

function controlsCantLose(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return battlefieldStatics(state, ctx, 'cant-lose-game').some(({ source }) => source.controller === player);
}

export function cantLose(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return controlsCantLose(state, ctx, player);
}

export function cantWin(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return state.players.some((p) => p.id !== player && !p.left && controlsCantLose(state, ctx, p.id));
}
