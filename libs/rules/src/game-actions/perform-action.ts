import type { Run } from '../engine/run.js';
import { replaceEvent } from '../replacement/pipeline.js';
import type { Task } from '../state/task.js';
import { enact, loseLife } from './actions.js';

/** A scheduled game event: replacement effects first (616), then it happens. */
export function performAction(run: Run, task: Extract<Task, { kind: 'action' }>): void {
  const replaced = replaceEvent(run, task);
  if (!replaced) return;
  const { applied } = replaced;
  let event = replaced.event;
  // "Instead draw two cards and lose 1 life" (Blood Scrivener): the life loss is part of the new event.
  if (event.kind === 'draw' && event.loseLife) {
    const { loseLife: amount, ...draw } = event;
    loseLife(run, event.player, amount);
    event = draw;
  }
  // 121.2: several cards are drawn one at a time; each draw is an event of its own, which the
  // effects already applied to the draw that became them don't apply to again (614.5).
  if (event.kind === 'draw' && event.count > 1) {
    for (let i = 0; i < event.count; i++) {
      run.scheduled.push({ kind: 'action', proposal: { ...event, count: 1 }, applied });
    }
    return;
  }
  enact(run, event);
}
