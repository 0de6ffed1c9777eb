import type { GameState, PlayerId } from './game-state.js';

/** 101.4: active player, then the others in turn order; players who left are skipped. */
export function apnapOrder(state: GameState): PlayerId[] {
  const players = state.players;
  const start = players.findIndex((p) => p.id === state.turn.active);
  const order: PlayerId[] = [];
  for (let i = 0; i < players.length; i++) {
    const p = players[(start + i) % players.length]!;
    if (!p.left) order.push(p.id);
  }
  return order;
}

/** The next player in turn order after `player` who is still in the game. */
export function nextPlayer(state: GameState, player: PlayerId): PlayerId {
  const players = state.players;
  const at = players.findIndex((p) => p.id === player);
  for (let i = 1; i <= players.length; i++) {
    const p = players[(at + i) % players.length]!;
    if (!p.left) return p.id;
  }
  return player;
}
