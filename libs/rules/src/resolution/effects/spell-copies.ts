// Copying a spell (707.10): "Copy target instant or sorcery spell. You may choose new targets for
// the copy." Each copy is put on the stack under the effect's controller; it is not cast. When the
// effect allows it, its controller chooses the copy's targets first (707.10c), one target spec
// after another, each a decision; the copy is then put on the stack with them.
import type { TargetSpec } from '@mtg/cards';
import { ask, emit, nextId, takeAnswer, type Run } from '../../engine/run.js';
import { definitionOf } from '../../layers/definition.js';
import type { GameObject } from '../../data/state/game-state.js';
import type { Copying } from '../../data/state/task.js';
import { describe, legalTargets, spellTargetSpecs } from '../../targets/targets.js';
import { objectOf } from '../../data/state/objects.js';
import { resolveObjects } from '../references.js';
import { amountOf, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';

export const spellCopyEffects = {
  'copy-spell': (run, task, effect) => copySpell(run, task, effect),
} satisfies Partial<EffectHandlers>;

/**
 * The spell the effect copies: a spell on the stack (707.10), not an ability; for a spell's own
 * ability ("copy it": storm, replicate), the spell as it last existed on the stack once it has left
 * it (608.2h), countered say.
 */
function spellToCopy(run: Run, task: EffectTask, effect: EffectOf<'copy-spell'>): GameObject | undefined {
  const { copying, lastKnown } = task.ctx;
  const itself = effect.what === 'self' && lastKnown?.zone === 'stack' ? lastKnown : undefined;
  const id = copying?.original ?? resolveObjects(run.state, run.ctx, effect.what, task.ctx)[0] ?? itself?.id;
  const object = (id !== undefined && objectOf(run.state, id)) || (id === itself?.id ? itself : undefined);
  return object?.zone === 'stack' && !object.isAbility ? object : undefined;
}

/** 601.2c as the spell was cast: the target specs of its modes (and of its kicker, if kicked). */
function targetSpecsOf(run: Run, spell: GameObject): TargetSpec[] {
  return spellTargetSpecs(definitionOf(run.ctx, spell), spell.stack?.modes, spell.stack?.kicked);
}

/**
 * 707.10c: the targets the controller may give the copy for one target spec: those of the original,
 * legal or not, and any legal ones; none to choose when these are the original's alone. A divided
 * amount (601.2d) stays with the targets it was divided among.
 */
function targetOptions(run: Run, spell: GameObject, spec: TargetSpec, kept: string[], player: string) {
  if (spell.stack?.division) return kept;
  const legal = legalTargets(run.state, run.ctx, spec, player, spell.id);
  return [...kept, ...legal.filter((id) => !kept.includes(id))];
}

function copySpell(run: Run, task: EffectTask, effect: EffectOf<'copy-spell'>): void {
  const spell = spellToCopy(run, task, effect);
  if (!spell) return;
  const { controller: player } = task.ctx;
  const copying: Copying = task.ctx.copying ?? {
    original: spell.id,
    left: amountOf(run, task.ctx, effect.times ?? 1),
    targets: [],
  };
  if (copying.left <= 0) return;
  const original = spell.stack?.targets ?? [];
  const specs = targetSpecsOf(run, spell);
  const targets = [...copying.targets];
  const answer = takeAnswer(run);
  while (effect.newTargets && targets.length < original.length) {
    const kept = original[targets.length]!;
    const options = targetOptions(run, spell, specs[targets.length]!, kept, player);
    if (options.length === kept.length) {
      targets.push(kept);
      continue;
    }
    if (answer?.kind === 'options' && targets.length === copying.targets.length) {
      targets.push(answer.ids);
      continue;
    }
    const asking: EffectTask = { ...task, ctx: { ...task.ctx, copying: { ...copying, targets } } };
    return ask(run, asking, {
      player,
      kind: 'targets',
      prompt: `${task.ctx.sourceName}: choose the targets of the copy of ${spell.name} (707.10c): the same ones, or new legal ones`,
      options: options.map((id) => ({ id, label: describe(run.state, id) })),
      min: kept.length,
      max: kept.length,
    });
  }
  const stack = { ...spell.stack!, targets: effect.newTargets ? targets : original };
  const { name, face, copyOf, chosen } = spell;
  const copied = {
    name,
    ...(face ? { face } : {}),
    ...(copyOf ? { copyOf } : {}),
    ...(chosen ? { chosen } : {}),
  };
  emit(run, { type: 'SpellCopied', player, original: spell.id, object: nextId(run, 'o'), copied, stack });
  // The next copy, if any, has its own targets chosen (707.10c).
  if (copying.left > 1)
    run.agenda.unshift({
      ...task,
      ctx: { ...task.ctx, copying: { ...copying, left: copying.left - 1, targets: [] } },
    });
}
