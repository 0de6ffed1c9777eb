// Sources of damage a player chooses (609.7): which objects may be chosen as an effect begins
// (609.7a), and whether damage comes from the chosen source while it still has the properties the
// effect names (609.7b).
import type { SourceSpec } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { ask, takeAnswer, type Run } from '../engine/run.js';
import { characteristics } from '../layers/characteristics.js';
import { matchesFilter, type Perspective } from '../layers/filter.js';
import type { ChosenSource, ContinuousEffect } from '../data/state/continuous-effect.js';
import type { GameState, ObjectId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import { objectOf, allObjects } from '../data/state/objects.js';

// The objects prevention and replacement effects waiting to apply refer to (609.7a).
function referredToByShields(effect: ContinuousEffect): string[] {
  const change = effect.change;
  if (change.kind === 'redirect-damage-from-source')
    return [...effect.affected, ...change.from.objects, change.to];
  if (change.kind === 'prevent-next-damage-from-source') return [...effect.affected, ...change.from.objects];
  return change.kind === 'prevent-damage' || change.kind === 'regeneration' ? effect.affected : [];
}

/**
 * 609.7a: a permanent; a spell on the stack; an object referred to by an object on the stack or by a
 * replacement or prevention effect waiting to apply; a face-up object in the command zone.
 */
function sourceCandidates(state: GameState): ObjectId[] {
  const ids = new Set<string>(state.battlefield);
  for (const id of state.stack) {
    const object = objectOf(state, id)!;
    if (!object.isAbility) ids.add(id);
    for (const group of object.stack?.targets ?? []) group.forEach((t) => ids.add(t));
    if (object.stack?.ability) ids.add(object.stack.ability.source);
    if (object.stack?.triggerObject) ids.add(object.stack.triggerObject);
  }
  for (const effect of state.effects) referredToByShields(effect).forEach((id) => ids.add(id));
  for (const object of allObjects(state)) if (object.zone === 'command') ids.add(object.id);
  return [...ids].filter((id) => objectOf(state, id) !== undefined);
}

// 509.1h: an unblocked creature is an attacking creature that no creature blocked.
function isUnblockedCreature(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  const object = objectOf(state, id)!;
  return (
    object.zone === 'battlefield' &&
    object.attacking !== undefined &&
    object.blocked === false &&
    characteristics(state, ctx, id).types.includes('Creature')
  );
}

/** Whether the object has the properties the effect asks of its source ("a red source"), now. */
function matchesSourceSpec(
  state: GameState,
  ctx: RulesContext,
  spec: SourceSpec,
  id: ObjectId,
  effect: Perspective,
): boolean {
  const object = objectOf(state, id);
  if (!object) return false;
  if (spec.unblocked && !isUnblockedCreature(state, ctx, id)) return false;
  return !spec.filter || matchesFilter(state, ctx, object, spec.filter, effect);
}

/**
 * 609.7b, 615.9: the damage comes from the chosen source (or the permanent the chosen spell became),
 * which the shield checks again for the properties it asks for.
 */
export function isFromChosenSource(
  state: GameState,
  ctx: RulesContext,
  from: ChosenSource,
  source: ObjectId,
  effect: Perspective,
): boolean {
  return from.objects.includes(source) && matchesSourceSpec(state, ctx, from.spec, source, effect);
}

/**
 * 609.7a: the controller of the resolving effect chooses a source as the effect begins, among the
 * legal ones only; nothing is asked when there is one. Returns undefined when there is none (the
 * effect does nothing) or when the game paused for the choice.
 */
export function chooseSource(
  run: Run,
  task: Extract<Task, { kind: 'effect' }>,
  spec: SourceSpec,
): ObjectId | undefined {
  const { controller, sourceName, self } = task.ctx;
  const legal = sourceCandidates(run.state).filter((id) =>
    matchesSourceSpec(run.state, run.ctx, spec, id, { controller, source: self }),
  );
  const answer = takeAnswer(run);
  if (legal.length <= 1) return legal[0];
  const picked = answer?.kind === 'options' ? answer.ids[0] : undefined;
  if (picked !== undefined && legal.includes(picked)) return picked;
  ask(run, task, {
    player: controller,
    kind: 'source',
    prompt: `${sourceName}: choose a source of damage (609.7a)`,
    options: legal.map((id) => ({
      id,
      label: `${objectOf(run.state, id)!.name} (${objectOf(run.state, id)!.zone})`,
    })),
    min: 1,
    max: 1,
  });
  return undefined;
}
