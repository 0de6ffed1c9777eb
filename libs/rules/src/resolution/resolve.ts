// Resolving the top object of the stack (608).
import type { Ability, Effect, TargetSpec } from '@mtg/cards';
import { emit, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import { characteristics } from '../layers/characteristics.js';
import { abilityOfSource, definitionOf } from '../layers/definition.js';
import { isBestowed } from '../layers/bestow.js';
import { exileWithRebound, rebounds } from './rebound.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import type { EffectContext, Task } from '../data/state/task.js';
import { chosenModesParts, isLegalTarget } from '../targets/targets.js';
import { conditionHolds } from '../layers/condition.js';
import type { RulesContext } from '../data/state/context.js';
import { objectOf } from '../data/state/objects.js';

interface Resolving {
  targets: TargetSpec[];
  effects: Effect[];
  ability?: Ability;
}

/** The ability an ability object on the stack is an instance of. */
export function stackAbility(ctx: RulesContext, object: GameObject): Ability | undefined {
  const info = object.stack?.ability;
  return info && abilityOfSource(ctx, object.name, info);
}

function whatResolves(ctx: RulesContext, object: GameObject): Resolving {
  // 603.7: a delayed triggered ability does what it was created to do.
  const delayed = object.stack?.delayed;
  if (delayed) return { targets: delayed.targets ?? [], effects: delayed.effects };
  const ability = stackAbility(ctx, object);
  // 700.2: a modal triggered ability does what its chosen modes say (603.3c).
  if (ability?.kind === 'triggered' && ability.modal)
    return { ...chosenModesParts(ability.modal, object.stack?.modes), ability };
  if (ability && (ability.kind === 'activated' || ability.kind === 'triggered')) {
    return { targets: ability.targets, effects: ability.effects, ability };
  }
  const result: Resolving = { targets: [], effects: [] };
  for (const a of definitionOf(ctx, object).abilities) {
    if (a.kind === 'spell') {
      const { targets, effects } = chosenModesParts(a, object.stack?.modes);
      result.targets.push(...targets);
      result.effects.push(...effects);
    }
    if (a.kind === 'enchant') result.targets.push(a.target);
  }
  return result;
}

/** 608.2b: the targets still legal as the spell or ability resolves; illegal ones are left out. */
function legalTargetsNow(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  specs: TargetSpec[],
): string[][] {
  const chosen = object.stack?.targets ?? [];
  return specs.map((spec, i) =>
    (chosen[i] ?? []).filter((t) => isLegalTarget(state, ctx, spec, t, object.controller, object.id)),
  );
}

/** The controller, owner and mana value of each target object, for when it leaves during resolution (608.2h). */
function holdersOf(
  state: GameState,
  ctx: RulesContext,
  targets: string[][],
): Pick<EffectContext, 'targetHolders'> {
  const holders: NonNullable<EffectContext['targetHolders']> = {};
  for (const id of targets.flat()) {
    const object = objectOf(state, id);
    const { manaValue } = object ? characteristics(state, ctx, id) : { manaValue: 0 };
    if (object) holders[id] = { controller: object.controller, owner: object.owner, manaValue };
  }
  return Object.keys(holders).length ? { targetHolders: holders } : {};
}

/**
 * 702.103e, 608.3b: a bestowed Aura spell whose target is illegal as it begins resolving ceases to be
 * bestowed and continues resolving as a creature spell (it isn't countered); the object as it is then.
 */
function unbestowedIfTargetIllegal(run: Run, object: GameObject): GameObject {
  if (!isBestowed(object)) return object;
  const specs = whatResolves(run.ctx, object).targets;
  if (legalTargetsNow(run.state, run.ctx, object, specs).some((group) => group.length > 0)) return object;
  emit(run, { type: 'CeasedToBeBestowed', object: object.id });
  return objectOf(run.state, object.id)!;
}

/** Starts resolving the top of the stack: checks targets, then schedules its effects in order. */
export function resolveTopOfStack(run: Run): void {
  const id = run.state.stack[run.state.stack.length - 1];
  if (!id) return;
  const object = unbestowedIfTargetIllegal(run, objectOf(run.state, id)!);
  const { targets: specs, effects, ability } = whatResolves(run.ctx, object);
  const targets = legalTargetsNow(run.state, run.ctx, object, specs);
  const hadTargets = (object.stack?.targets ?? []).some((g) => g.length > 0);
  // 608.2b: if every target is now illegal, the spell or ability doesn't resolve.
  if (hadTargets && targets.every((g) => g.length === 0)) return removeUnresolved(run, object, 'fizzle');
  // 603.4: an intervening "if" clause is checked again on resolution.
  if (
    ability?.kind === 'triggered' &&
    ability.condition &&
    !conditionHolds(
      run.state,
      run.ctx,
      ability.condition,
      object.controller,
      object.id,
      object.stack?.lastKnown,
      object.stack?.triggerObject,
    )
  ) {
    return removeUnresolved(run, object, 'fizzle');
  }
  const info = object.stack?.ability;
  const ctx: EffectContext = {
    source: id,
    self: info ? info.source : id,
    sourceCardId: info ? info.sourceCardId : object.cardId,
    sourceName: object.name,
    controller: object.controller,
    // 603.7c: a delayed triggered ability refers to the targets of the ability that created it.
    targets: object.stack?.delayed?.linkedTargets ?? targets,
    x: object.stack?.x ?? 0,
    ...(object.stack?.triggerObject ? { triggerObject: object.stack.triggerObject } : {}),
    ...(object.stack?.triggerAmount !== undefined ? { triggerAmount: object.stack.triggerAmount } : {}),
    ...(object.stack?.triggerPlayer ? { triggerPlayer: object.stack.triggerPlayer } : {}),
    ...(object.stack?.lastKnown ? { lastKnown: object.stack.lastKnown } : {}),
    ...(object.stack?.delayed ? { linked: object.stack.delayed.linked } : {}),
    ...(object.stack?.kicked ? { kicked: object.stack.kicked } : {}),
    ...holdersOf(run.state, run.ctx, targets),
    ...(object.stack?.division ? { division: object.stack.division } : {}),
    ...(object.stack?.returnedAttacked ? { returnedAttacked: object.stack.returnedAttacked } : {}),
  };
  run.agenda.unshift(...effects.map((effect): Task => ({ kind: 'effect', effect, ctx })), {
    kind: 'finish-resolution',
    object: id,
  });
}

function removeUnresolved(run: Run, object: GameObject, reason: 'fizzle'): void {
  if (object.isAbility) emit(run, { type: 'AbilityRemovedFromStack', object: object.id, reason });
  else moveObject(run, object.id, 'graveyard', { reason });
}

/**
 * 608.2n, 608.3: the spell goes to the graveyard, or to its owner's hand if its buyback cost was paid
 * (702.27a), or to exile if it rebounds (702.88a), or onto the battlefield if it is a permanent spell.
 */
export function finishResolution(run: Run, id: string): void {
  const object = objectOf(run.state, id);
  if (!object || object.zone !== 'stack') return;
  if (object.isAbility) return emit(run, { type: 'AbilityResolved', object: id });
  const chars = characteristics(run.state, run.ctx, id);
  // 715.3d: an Adventure is exiled as it resolves; its controller may cast the card from exile later.
  if (chars.subtypes.includes('Adventure')) {
    moveObject(run, id, 'exile', { reason: 'resolve', onAdventure: object.controller });
    return;
  }
  if (chars.types.includes('Instant') || chars.types.includes('Sorcery')) {
    if (rebounds(run, object)) return exileWithRebound(run, object);
    // 702.27a: "If the buyback cost was paid, put this spell into its owner's hand instead of into that player's graveyard as it resolves."
    moveObject(run, id, object.stack?.buyback ? 'hand' : 'graveyard', { reason: 'resolve' });
    return;
  }
  // 608.3c: an Aura spell resolving enters attached to the object it targeted.
  const auraTarget = chars.subtypes.includes('Aura') ? object.stack?.targets[0]?.[0] : undefined;
  moveObject(run, id, 'battlefield', {
    reason: 'resolve',
    controller: object.controller,
    ...(auraTarget ? { attachTo: auraTarget } : {}),
    // 712.13: a double-faced spell becomes a permanent with the face up that was up on the stack.
    ...(object.face ? { face: object.face } : {}),
    // 708.3: a face-down spell resolves into a face-down permanent.
    ...(object.faceDown ? { faceDown: true } : {}),
    ...(object.stack ? { castBy: object.controller } : {}),
    // 702.74a: the permanent knows the alternative cost paid for it.
    ...(object.stack?.castWith ? { castWith: object.stack.castWith } : {}),
    // 702.103b: a bestowed Aura spell becomes a bestowed Aura.
    ...(isBestowed(object) && auraTarget ? { bestowed: true as const } : {}),
    // 702.33e: the permanent knows whether the spell it came from was kicked.
    ...(object.stack?.kicked ? { kicked: object.stack.kicked } : {}),
  });
}
