// Dungeons (309): venturing into the dungeon (701.46).
import { venture } from '../../dungeons/dungeons.js';
import type { EffectHandlers } from './handlers.js';

export const dungeonEffects = {
  venture: (run, task) => venture(run, task),
} satisfies Partial<EffectHandlers>;
