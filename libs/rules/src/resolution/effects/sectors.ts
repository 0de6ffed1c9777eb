// Sectors (702.158): a sector chosen for the effects that follow, blocks only within sectors.
import type { Effect } from '@mtg/cards';
import { ask, takeAnswer, type Run } from '../../engine/run.js';
import { SECTORS } from '../../objects/sectors.js';
import { createEffect } from './continuous.js';
import { performNext, type EffectHandlers, type EffectTask } from './handlers.js';

export const sectorEffects = {
  'choose-sector': (run, task, effect) => chooseSector(run, task, effect.effects),
  'blocked-only-within-sectors': (run, { ctx }, effect) =>
    createEffect(run, ctx, [], { kind: 'blocked-only-within-sectors' }, effect.duration),
} satisfies Partial<EffectHandlers>;

// 702.158d: "in the sector of your choice": the controller chooses one of the three sectors, then the
// effects act on the creatures with that sector designation.
function chooseSector(run: Run, task: EffectTask, effects: Effect[]): void {
  const answer = takeAnswer(run);
  const sector = SECTORS.find((s) => answer?.kind === 'options' && answer.ids[0] === s);
  if (sector) {
    performNext(run, effects, { ...task.ctx, sector });
    return;
  }
  ask(run, task, {
    player: task.ctx.controller,
    kind: 'option',
    prompt: `${task.ctx.sourceName}: choose a sector (702.158d)`,
    options: SECTORS.map((s) => ({ id: s, label: `${s} sector` })),
    min: 1,
    max: 1,
  });
}
