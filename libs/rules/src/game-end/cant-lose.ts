// 614.17: "can't" effects are not replacement effects: a player who can't lose doesn't, and an
// opponent of theirs can't win (Platinum Angel).
import type { RulesContext } from '../engine/context.js';
import { definitionOf } from '../objects/definition.js';
import type { GameState, PlayerId } from '../state/game-state.js';

function controlsCantLose(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return state.battlefield.some((id) => {
    const object = state.objects[id]!;
    return (
      object.controller === player &&
      definitionOf(ctx, object).abilities.some(
        (a) => a.kind === 'static' && a.effect.kind === 'cant-lose-game',
      )
    );
  });
}

export function cantLose(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return controlsCantLose(state, ctx, player);
}

export function cantWin(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return state.players.some((p) => p.id !== player && !p.left && controlsCantLose(state, ctx, p.id));
}
