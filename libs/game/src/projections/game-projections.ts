import { GameStateProjection } from './game-state.projection.js';
import { GamesListProjection } from './games-list.projection.js';
import type { Projection } from './projection.js';
import { SeatTokensProjection } from './seat-tokens.projection.js';

/** Every projection of the game service's read models (the server runs them; `mtg projections rebuild` too). */
export function gameProjections(): Projection[] {
  return [new GamesListProjection(), new GameStateProjection(), new SeatTokensProjection()];
}
