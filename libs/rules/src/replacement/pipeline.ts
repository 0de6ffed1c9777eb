// The replacement step every scheduled game event passes through (DESIGN.md "Game actions"):
// 616.1: the affected player or controller chooses one applicable effect at a time; the event is
// checked again after each (616.1f); an effect applies at most once to an event (614.5).
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import type { Task } from '../state/task.js';
import type { Proposal } from './proposal.js';
import {
  affectedChooser,
  applies,
  applyEffect,
  candidateEffects,
  type ReplacementEffect,
} from './replacement-effects.js';

type ActionTask = Extract<Task, { kind: 'action' }>;

/**
 * Effects that are the same choice: same name, same ability, same outcome (616.1, the issue's
 * "interchangeable"); only one of each group is offered.
 */
function distinctChoices(run: Run, effects: ReplacementEffect[], p: Proposal): ReplacementEffect[] {
  const seen = new Set<string>();
  return effects.filter((e) => {
    const key = `${e.sourceName}#${e.index}#${JSON.stringify(applyEffect(run.state, run.ctx, e, p))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Applies replacement effects to the task's proposal until none applies. Returns the final event
 * and the effects applied to it, or undefined when the game paused for the affected player's choice.
 */
export function replaceEvent(run: Run, task: ActionTask): { event: Proposal; applied: string[] } | undefined {
  let { proposal, applied } = task;
  let answer = takeAnswer(run);
  for (;;) {
    const applicable = candidateEffects(run.state, run.ctx, proposal).filter(
      (e) => !applied.includes(e.id) && applies(run.state, run.ctx, e, proposal),
    );
    if (!applicable.length) return { event: proposal, applied };
    const choices = distinctChoices(run, applicable, proposal);
    let chosen: ReplacementEffect | undefined = choices.length === 1 ? choices[0] : undefined;
    const chooser = affectedChooser(run.state, proposal);
    const picked = answer?.kind === 'options' ? answer.ids[0] : undefined;
    if (!chosen && picked !== undefined) chosen = choices.find((e) => e.id === picked);
    answer = undefined;
    if (!chosen) {
      ask(
        run,
        { ...task, proposal, applied },
        {
          player: chooser,
          kind: 'replacement',
          prompt: 'Choose the replacement effect to apply first (616.1)',
          options: choices.map((e) => ({ id: e.id, object: e.source, label: `${e.sourceName}: ${e.text}` })),
          min: 1,
          max: 1,
        },
      );
      return undefined;
    }
    const next = applyEffect(run.state, run.ctx, chosen, proposal);
    const chose = choices.length > 1 ? { chooser } : {};
    if (chosen.replacement.event === 'prevent' && proposal.kind === 'damage' && next.kind === 'damage') {
      const { source, target } = proposal;
      emit(run, {
        type: 'DamagePrevented',
        effect: chosen.id,
        source,
        target,
        amount: proposal.amount - next.amount,
        ...chose,
      });
    } else {
      emit(run, {
        type: 'ReplacementApplied',
        effect: { id: chosen.id, source: chosen.source, name: chosen.sourceName, text: chosen.text },
        ...chose,
        before: proposal,
        after: next,
      });
    }
    proposal = next;
    applied = [...applied, chosen.id];
  }
}
