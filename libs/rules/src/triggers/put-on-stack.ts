// 603.3b: triggered abilities waiting to be put on the stack go there in APNAP order, each player
// ordering their own; targets are chosen as each is put on the stack (603.3d).
import type { Ability, TargetSpec } from '@mtg/cards';
import { ask, emit, nextId, takeAnswer, type Run } from '../engine/run.js';
import { abilityOfSource, definitionOf, definitionOfValues, namedDefinition } from '../layers/definition.js';
import type { GameState, PendingTrigger, PlayerId, StackInfo } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import {
  chosenModesParts,
  hasLegalTargets,
  isLegalTarget,
  legalTargets,
  targetCount,
} from '../targets/targets.js';
import { chooseTriggerModes } from './trigger-modes.js';
import { apnapOrder } from '../data/state/apnap.js';
import { abilityGiven } from '../speed/speed.js';
import { objectOf } from '../data/state/objects.js';

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

/** The text, targets and effects of the triggered ability; a delayed one (603.7) is no ability of its source's card. */
function abilityOf(
  run: Run,
  trigger: PendingTrigger,
): Pick<TriggeredAbility, 'text' | 'targets' | 'effects' | 'modal'> {
  // 603.12: a reflexive triggered ability's targets are chosen as it is put on the stack.
  if (trigger.delayed) {
    const { text, targets, effects } = trigger.delayed;
    return { text, targets: targets ?? [], effects };
  }
  // 613.1f: an ability another object granted is that object's "has \"...\"" ability's.
  if (trigger.grantedBy)
    return abilityOfSource(run.ctx, trigger.sourceName, stackAbility(trigger)) as TriggeredAbility;
  const object = objectOf(run.state, trigger.source);
  const def = object
    ? definitionOf(run.ctx, object)
    : trigger.copiable
      ? definitionOfValues(run.ctx, trigger.copiable)
      : namedDefinition(run.ctx, trigger.sourceName);
  return abilityGiven(def.abilities[trigger.abilityIndex]) as TriggeredAbility;
}

/** Which ability of its source the triggered ability is, on the stack (113.7a). */
function stackAbility(trigger: PendingTrigger): NonNullable<StackInfo['ability']> {
  return {
    source: trigger.source,
    sourceCardId: trigger.sourceCardId,
    index: trigger.abilityIndex,
    kind: 'triggered',
    ...(trigger.copiable ? { copiable: trigger.copiable } : {}),
    ...(trigger.grantedBy ? { grantedBy: trigger.grantedBy } : {}),
  };
}

/** Whether a part of the ability IR reads the event that triggered it: its object, player or amount ("that much"). */
function readsItsEvent(ir: unknown): boolean {
  if (ir === 'trigger-object' || ir === 'trigger-player') return true;
  if (Array.isArray(ir)) return ir.some(readsItsEvent);
  if (!ir || typeof ir !== 'object') return false;
  return Object.entries(ir).some(([key, value]) => key === 'triggerAmount' || readsItsEvent(value));
}

/**
 * 603.3b: interchangeable triggers need no ordering: the same ability of sources of the same name,
 * with the same outcome in either order (616-style), as when the ability reads nothing of the event
 * that triggered it ("whenever another creature dies, you may draw a card").
 */
function orderKey(run: Run, trigger: PendingTrigger): string {
  const { effects, modal } = abilityOf(run, trigger);
  const event = readsItsEvent([effects, modal])
    ? `${trigger.triggerObject ?? ''}#${trigger.amount ?? ''}#${trigger.triggerPlayer ?? ''}`
    : '';
  return `${trigger.sourceName}#${trigger.grantedBy?.source ?? ''}#${trigger.abilityIndex}#${event}`;
}

/**
 * Puts every pending trigger on the stack. Returns false if it paused for a decision (order or targets).
 */
export function putTriggersOnStack(run: Run, task: Extract<Task, { kind: 'put-triggers' }>): boolean {
  let answer = takeAnswer(run);
  let first = task.first;
  let targets = task.targets;
  let modes = task.modes;
  while (run.state.pendingTriggers.length) {
    if (first === undefined) {
      const player = apnapOrder(run.state).find((p) =>
        run.state.pendingTriggers.some((t) => t.controller === p),
      )!;
      const mine = run.state.pendingTriggers.flatMap((t, i) => (t.controller === player ? [i] : []));
      if (new Set(mine.map((i) => orderKey(run, run.state.pendingTriggers[i]!))).size <= 1) first = mine[0]!;
      else if (answer?.kind === 'options' && mine.includes(Number(answer.ids[0]))) {
        first = Number(answer.ids[0]);
        answer = undefined;
      } else {
        askOrder(run, { kind: 'put-triggers', then: task.then }, player, mine);
        return false;
      }
    }
    const current = {
      kind: 'put-triggers' as const,
      then: task.then,
      first,
      ...(modes ? { modes } : {}),
      ...(targets ? { targets } : {}),
    };
    if (!putOnStack(run, current, run.state.pendingTriggers[first]!, answer)) return false;
    answer = undefined;
    first = undefined;
    modes = undefined;
    targets = undefined;
  }
  return true;
}

function askOrder(run: Run, task: Task, player: PlayerId, mine: number[]): void {
  ask(run, task, {
    player,
    kind: 'order',
    prompt: 'Choose the triggered ability to put on the stack first (603.3b)',
    options: mine.map((i) => {
      const t = run.state.pendingTriggers[i]!;
      return { id: String(i), label: `${t.sourceName}: ${abilityOf(run, t).text}` };
    }),
    min: 1,
    max: 1,
  });
}

function putOnStack(
  run: Run,
  task: Extract<Task, { kind: 'put-triggers' }>,
  trigger: PendingTrigger,
  answer: ReturnType<typeof takeAnswer>,
): boolean {
  const ability = abilityOf(run, trigger);
  let modes = task.modes;
  if (ability.modal && !modes) {
    const choice = chooseTriggerModes(run, task, trigger, ability.modal, answer);
    if (choice === 'asked') return false;
    if (choice === 'removed') {
      // 603.3c: with too few modes that can be chosen, the ability is removed from the stack.
      emit(run, { type: 'TriggerRemoved', trigger });
      return true;
    }
    modes = choice.modes;
    answer = undefined;
  }
  const specs = ability.modal ? chosenModesParts(ability.modal, modes).targets : ability.targets;
  // The targets chosen so far, when an earlier answer chose some (one decision per target spec).
  const targets: string[][] = [...(task.targets ?? [])];
  for (const spec of specs.slice(targets.length)) {
    const { min, max } = targetCount(spec);
    const chosen = chosenTargets(run, trigger, spec, answer);
    if (chosen) {
      targets.push(chosen);
      answer = undefined;
      continue;
    }
    const legal = legalTargets(run.state, run.ctx, spec, trigger.controller, trigger.source);
    if (legal.length < min) {
      // 603.3d: with no legal targets, the ability is removed from the stack.
      emit(run, { type: 'TriggerRemoved', trigger });
      return true;
    }
    if (legal.length <= max && min === max) targets.push(legal);
    else {
      ask(
        run,
        { ...task, ...(modes ? { modes } : {}), targets },
        {
          player: trigger.controller,
          kind: 'targets',
          prompt: `Choose targets for ${trigger.sourceName}: ${ability.text}`,
          options: legal.map((id) => ({ id, label: objectOf(run.state, id)?.name ?? id })),
          min,
          max,
        },
      );
      return false;
    }
  }
  emit(run, {
    type: 'AbilityTriggered',
    player: trigger.controller,
    source: trigger.source,
    object: nextId(run, 'o'),
    name: trigger.sourceName,
    stack: {
      targets,
      ...(modes ? { modes } : {}),
      ability: stackAbility(trigger),
      ...(trigger.triggerObject ? { triggerObject: trigger.triggerObject } : {}),
      ...(trigger.amount !== undefined ? { triggerAmount: trigger.amount } : {}),
      ...(trigger.triggerPlayer ? { triggerPlayer: trigger.triggerPlayer } : {}),
      ...(trigger.lastKnown ? { lastKnown: trigger.lastKnown } : {}),
      ...(trigger.delayed ? { delayed: trigger.delayed } : {}),
    },
  });
  return true;
}

/**
 * The targets already chosen for the spec, all still legal: the answer to the decision that asked
 * them (nothing happened since), or the next game choice of a shortcut being taken (729.2c), if
 * the choice was not forced (then it is not asked) and is the right number of different targets.
 */
function chosenTargets(
  run: Run,
  trigger: PendingTrigger,
  spec: TargetSpec,
  answer: ReturnType<typeof takeAnswer>,
): string[] | undefined {
  const legal = (id: string) =>
    isLegalTarget(run.state, run.ctx, spec, id, trigger.controller, trigger.source);
  if (answer?.kind === 'options') return answer.ids.every(legal) ? answer.ids : undefined;
  const preset = run.presets?.next(trigger.controller);
  if (preset?.kind !== 'options') return undefined;
  const { min, max } = targetCount(spec);
  const { ids } = preset;
  const forced =
    min === max && !hasLegalTargets(run.state, run.ctx, spec, trigger.controller, trigger.source, max + 1);
  if (forced || ids.length < min || ids.length > max || new Set(ids).size !== ids.length || !ids.every(legal))
    return undefined;
  run.presets!.use();
  return ids;
}

export function hasPendingTriggers(state: GameState): boolean {
  return state.pendingTriggers.length > 0;
}
