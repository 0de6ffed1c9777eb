// The game's randomness: shuffles, random orders, coin flips and random choices advance the generator (103.3, 701.55a, 705.2).
import { randomStateOf } from '../data/state/random.js';
import type { GameState } from '../data/state/game-state.js';
import { withPlayer } from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';

export const randomEvents = {
  LibraryShuffled: (_, state, event) => ({
    ...withPlayer(state, event.player, { library: event.order }),
    rng: randomAfter(state, event),
  }),
  RandomOrderChosen: (_, state, event) => ({ ...state, rng: randomAfter(state, event) }),
  CoinFlipped: (_, state, event) => ({ ...state, rng: randomAfter(state, event) }),
  ChosenAtRandom: (_, state, event) => ({ ...state, rng: randomAfter(state, event) }),
} satisfies Partial<EventHandlers>;

/** The generator after an event that drew from it (older streams recorded its whole 32-bit state). */
function randomAfter(state: GameState, event: { draws?: number; rng?: number }): GameState['rng'] {
  return event.draws !== undefined ? { ...randomStateOf(state.rng), draws: event.draws } : event.rng!;
}
