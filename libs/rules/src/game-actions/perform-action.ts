import type { Run } from '../engine/run.js';
import { replaceEvent } from '../replacement/pipeline.js';
import type { Proposal } from '../replacement/proposal.js';
import type { Task } from '../state/task.js';
import { playerById } from '../state/updates.js';
import { turnPartHappens } from '../turn/steps.js';
import { enact } from './actions.js';
import { protectorAsItEnters } from '../battles/protector.js';

/** A scheduled game event: replacement effects first (616), then it happens. */
export function performAction(run: Run, task: Extract<Task, { kind: 'action' }>): void {
  const replaced = task.choosingProtector
    ? { event: task.proposal, applied: task.applied, then: task.then ?? [] }
    : replaceEvent(run, task);
  if (!replaced) return;
  const settled = protectorAsItEnters(run, task, replaced);
  if (!settled) return;
  // 615.5, 614.9: what the shields applied to it lead to happens right after it.
  run.scheduled.push(...replaced.then);
  const { applied } = replaced;
  let event = settled;
  // "Instead draw two cards and lose 1 life" (Blood Scrivener): the life loss is part of the new event.
  if (event.kind === 'draw' && event.loseLife) {
    const { loseLife: amount, ...draw } = event;
    happensNext(run, { kind: 'lose-life', player: event.player, amount }, applied);
    event = draw;
  }
  // 121.2: several cards are drawn one at a time; each draw is an event of its own, which the
  // effects already applied to the draw that became them don't apply to again (614.5). 614.11a:
  // they are scheduled first, so they happen before a sequence of draws this one was part of goes on.
  // 616.1g: likewise, several tokens created at once enter one by one, each through the replacement
  // step (each makes its own "As [this] enters" choice).
  if ((event.kind === 'draw' || event.kind === 'token') && event.count > 1) {
    for (let i = 0; i < event.count; i++) happensNext(run, { ...event, count: 1 }, applied);
    return;
  }
  // "Exile the top card of your library" (a replaced draw) is the zone change of the card on top
  // now; with no card there, nothing happens (614.11).
  if (event.kind === 'exile-top') {
    const { kind: _kind, player, ...exiling } = event;
    const top = playerById(run.state, player).library[0];
    if (top)
      happensNext(run, { kind: 'move', object: top, to: 'exile', reason: 'exile', ...exiling }, applied);
    return;
  }
  // 614.10: a skipped step, phase or turn is replaced by nothing; the last effect applied skipped it.
  if (event.kind === 'step') return turnPartHappens(run, event, event.skipped ? applied.at(-1) : undefined);
  enact(run, event);
}

/** An event the replaced one became, through the replacement step without the effects already applied (614.5). */
function happensNext(run: Run, proposal: Proposal, applied: string[]): void {
  run.scheduled.push({ kind: 'action', proposal, applied });
}
