// Flipping a coin (705): "Flip a coin. If you win the flip, ... If you lose the flip, ...". The
// outcome is drawn from the game's generator and recorded as an event (randomness is an input).
import { emit, type Run } from '../../engine/run.js';
import { randomInt } from '../../data/state/random.js';
import type { PlayerId } from '../../data/state/game-state.js';
import { performNext, type EffectHandlers } from './handlers.js';

export const coinFlipEffects = {
  'flip-coin': (run, { ctx }, effect) => {
    const won = flipACoin(run, ctx.controller);
    // 705.2: the player who flips wins the flip if the coin lands on the side they called.
    performNext(run, (won ? effect.won : effect.lost) ?? [], ctx);
  },
} satisfies Partial<EffectHandlers>;

// 705.1-705.2: a flip with two equally likely outcomes; the player who flips it wins or loses.
function flipACoin(run: Run, player: PlayerId): boolean {
  const { value, rng } = randomInt(run.state.rng, 2);
  emit(run, { type: 'CoinFlipped', player, won: value === 0, draws: rng.draws });
  return value === 0;
}
