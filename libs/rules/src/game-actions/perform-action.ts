import type { Run } from '../engine/run.js';
import { replaceEvent } from '../replacement/pipeline.js';
import type { Proposal } from '../data/state/proposal.js';
import type { ActionTask, SettledAction, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { enact, sacrifice } from './actions.js';
import { protectorAsItEnters } from '../battles/protector.js';
import { objectOf } from '../data/state/objects.js';

/** A scheduled game event: replacement effects first (616), then it happens. */
export function performAction(run: Run, task: ActionTask): void {
  const replaced = task.choosingProtector
    ? { event: task.proposal, applied: task.applied, then: task.then ?? [] }
    : replaceEvent(run, task);
  if (replaced) happen(run, task, replaced);
}

/**
 * Zone changes from the battlefield that happen at the same time (704.3, 608.2f): each passes the
 * replacement step in turn, then they happen one after the other, and every leaves-the-battlefield
 * ability looks back at the state before any of them (603.10a: creatures dying together see each
 * other die).
 */
export function performSimultaneous(run: Run, task: Extract<Task, { kind: 'simultaneous-actions' }>): void {
  const settled = [...task.settled];
  for (const [i, action] of task.actions.entries()) {
    const rest = task.actions.slice(i + 1);
    const resume = (t: ActionTask): Task => ({ ...task, actions: [t, ...rest], settled: [...settled] });
    const replaced = replaceEvent(run, action, resume);
    if (!replaced) return;
    settled.push(replaced);
  }
  // A new sequence of writes (`OwnedObjects`): the state before the events is kept as it is.
  run.owned = {};
  run.lookBack = run.state;
  for (const s of settled) happen(run, { kind: 'action', proposal: s.event, applied: s.applied }, s);
  run.lookBack = undefined;
}

/**
 * The game events `act` schedules, as events that happen at the same time when they are all
 * permanents leaving the battlefield: those of one check of state-based actions (704.3), or of one
 * action of a resolving spell or ability on several objects (608.2f).
 */
export function simultaneously(run: Run, act: () => void): void {
  const from = run.scheduled.length;
  act();
  const actions = run.scheduled.splice(from);
  const leaving = (t: Task): t is ActionTask =>
    t.kind === 'action' &&
    t.proposal.kind === 'move' &&
    objectOf(run.state, t.proposal.object)?.zone === 'battlefield';
  if (actions.length > 1 && actions.every(leaving))
    run.scheduled.push({ kind: 'simultaneous-actions', actions, settled: [] });
  else run.scheduled.push(...actions);
}

/** A game event after the replacement step: it happens. */
function happen(run: Run, task: ActionTask, replaced: SettledAction): void {
  const settled = protectorAsItEnters(run, task, replaced);
  if (!settled) return;
  const { applied } = replaced;
  // 614.10: a step, phase or turn begins, or is skipped (replaced by nothing; the last effect applied skipped it).
  if (settled.kind === 'step') {
    const skippedBy = settled.skipped ? applied.at(-1) : undefined;
    run.scheduled.push({ kind: 'turn-part', proposal: settled, ...(skippedBy ? { skippedBy } : {}) });
  }
  // 615.5, 614.9: what the shields applied to it lead to happens right after it.
  run.scheduled.push(...replaced.then);
  if (settled.kind === 'step') return;
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
  // 702.52a: dredge's mill (701.13a), then the card's return from the graveyard to the hand.
  if (event.kind === 'dredge') {
    for (const top of playerById(run.state, event.player).library.slice(0, event.count))
      happensNext(run, { kind: 'move', object: top, to: 'graveyard', reason: 'mill' }, applied);
    happensNext(run, { kind: 'move', object: event.card, to: 'hand', reason: 'return' }, applied);
    return;
  }
  // 702.82a: the creatures it devours are sacrificed as it enters, together, before it is on the battlefield.
  if ((event.kind === 'move' || event.kind === 'token') && event.devouring) {
    const { devouring, ...entering } = event;
    simultaneously(run, () => devouring.forEach((id) => sacrifice(run, id)));
    happensNext(run, { ...entering, ...(devouring.length ? { devoured: devouring.length } : {}) }, applied);
    return;
  }
  enact(run, event);
}

/** An event the replaced one became, through the replacement step without the effects already applied (614.5). */
function happensNext(run: Run, proposal: Proposal, applied: string[]): void {
  run.scheduled.push({ kind: 'action', proposal, applied });
}
