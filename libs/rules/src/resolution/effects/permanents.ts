// Permanents: destroyed, regenerated (701.15), tapped and untapped, transformed (701.28), flipped (710), attached (701.3).
import { ask, emit, takeAnswer, type Run } from '../../engine/run.js';
import { destroy, tap, untap } from '../../game-actions/actions.js';
import { transform } from '../../game-actions/transform.js';
import { flip } from '../../game-actions/flip.js';
import { canBeAttachedTo } from '../../targets/attachment.js';
import { resolveObjects, resolveObjectsOrEach } from '../references.js';
import { createEffect } from './continuous.js';
import type { EffectHandlers, EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';
import { publicName } from '../../data/state/face-down.js';

export const permanentEffects = {
  destroy: (run, { ctx }, effect) => {
    for (const id of resolveObjectsOrEach(run.state, run.ctx, effect.what, ctx))
      destroy(run, id, 'destroy', effect.noRegeneration);
  },
  regenerate: (run, { ctx }, effect) => {
    const state = run.state;
    // 701.15a: a regeneration shield on a permanent, used the next time it would be destroyed this turn.
    const shielded = resolveObjects(state, run.ctx, effect.what, ctx).filter(
      (id) => objectOf(state, id)!.zone === 'battlefield',
    );
    if (shielded.length) createEffect(run, ctx, shielded, { kind: 'regeneration' }, 'end-of-turn');
  },
  tap: (run, { ctx }, effect) => {
    for (const id of resolveObjectsOrEach(run.state, run.ctx, effect.what, ctx)) tap(run, id);
  },
  untap: (run, { ctx }, effect) => untap(run, resolveObjectsOrEach(run.state, run.ctx, effect.what, ctx)),
  transform: (run, { ctx }, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.what, ctx)) transform(run, id);
  },
  flip: (run, { ctx }, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.what, ctx)) flip(run, id);
  },
  'tap-or-untap': (run, task, effect) =>
    tapOrUntap(run, task, resolveObjects(run.state, run.ctx, effect.what, task.ctx)),
  attach: (run, { ctx }, effect) => {
    const state = run.state;
    const [what] = resolveObjects(state, run.ctx, effect.what, ctx);
    const [to] = resolveObjects(state, run.ctx, effect.to, ctx);
    // 701.3b, 301.5c: an Equipment (or Aura) that can't be attached to it doesn't move (an
    // Equipment that is a creature equips nothing).
    if (what && to && canBeAttachedTo(state, run.ctx, what, to))
      emit(run, { type: 'Attached', object: what, to });
  },
} satisfies Partial<EffectHandlers>;

// "Tap or untap [permanent]": the controller chooses which as the effect happens.
function tapOrUntap(run: Run, task: EffectTask, ids: string[]): void {
  if (!ids.length) return;
  const answer = takeAnswer(run);
  const choice = answer?.kind === 'options' ? answer.ids[0] : undefined;
  if (choice === 'tap') return ids.forEach((id) => tap(run, id));
  if (choice === 'untap') return untap(run, ids);
  ask(run, task, {
    player: task.ctx.controller,
    kind: 'option',
    // 708.5: a face-down permanent is not named to the players who may not look at it.
    prompt: `${task.ctx.sourceName}: tap or untap ${ids.map((id) => publicName(objectOf(run.state, id)!)).join(', ')}?`,
    options: [
      { id: 'tap', label: 'tap' },
      { id: 'untap', label: 'untap' },
    ],
    min: 1,
    max: 1,
  });
}
