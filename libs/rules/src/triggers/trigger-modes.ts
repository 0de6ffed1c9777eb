// 603.3c, 700.2a-b: the modes of a modal triggered ability are chosen as it is put on the stack. A
// mode that needs targets there are not enough legal ones for can't be chosen; if fewer modes than
// must be chosen are left, the ability is removed from the stack.
import type { ModalChoice } from '@mtg/cards';
import { ask, type Run } from '../engine/run.js';
import type { PendingTrigger } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import type { ChoiceAnswer } from '../data/commands/command.js';
import { legalTargets, targetCount } from '../targets/targets.js';

export type ModeChoice = { modes: number[] } | 'asked' | 'removed';

export function chooseTriggerModes(
  run: Run,
  task: Task,
  trigger: PendingTrigger,
  modal: ModalChoice,
  answer: ChoiceAnswer | undefined,
): ModeChoice {
  const choosable = choosableModes(run, trigger, modal);
  const fewest = modal.chooseAtLeast ?? modal.chooseModes;
  const most = Math.min(modal.chooseModes, choosable.length);
  if (choosable.length < fewest) return 'removed';
  const chosen = answer?.kind === 'options' ? answer.ids.map(Number) : undefined;
  if (
    chosen &&
    chosen.length >= fewest &&
    chosen.length <= most &&
    new Set(chosen).size === chosen.length &&
    chosen.every((m) => choosable.includes(m))
  )
    return { modes: [...chosen].sort((a, b) => a - b) }; // 700.2a: the modes happen in printed order.
  if (choosable.length === fewest && fewest === most) return { modes: choosable };
  ask(run, task, {
    player: trigger.controller,
    kind: 'modes',
    prompt: `Choose the modes of ${trigger.sourceName}'s triggered ability (603.3c)`,
    options: choosable.map((m) => ({ id: String(m), label: modal.modes[m - 1]!.text ?? `mode ${m}` })),
    min: fewest,
    max: most,
  });
  return 'asked';
}

/** 603.3c: the modes (1-based) each of whose target specs has enough legal targets now. */
function choosableModes(run: Run, trigger: PendingTrigger, modal: ModalChoice): number[] {
  return modal.modes.flatMap((mode, i) =>
    mode.targets.every(
      (spec) =>
        legalTargets(run.state, run.ctx, spec, trigger.controller, trigger.source).length >=
        targetCount(spec).min,
    )
      ? [i + 1]
      : [],
  );
}
