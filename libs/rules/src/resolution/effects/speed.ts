// Speed (702.179): a player's speed increased by an effect.
import { increaseSpeed } from '../../speed/speed.js';
import type { EffectHandlers } from './handlers.js';

export const speedEffects = {
  'increase-speed': (run, { ctx }, effect) => increaseSpeed(run, ctx.controller, effect.amount),
} satisfies Partial<EffectHandlers>;
