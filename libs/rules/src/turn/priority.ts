// Priority (117): before a player receives it, state-based actions and triggers (117.5); passing it.
import { emit, type Run } from '../engine/run.js';
import { performStateBasedActions } from '../state-based-actions.js';
import type { Task } from '../data/state/task.js';
import type { MandatoryAction } from '../data/state/game-state.js';
import { putTriggersOnStack } from '../triggers/put-on-stack.js';
import { resolveTopOfStack } from '../resolution/resolve.js';
import { nextPlayer } from '../data/state/apnap.js';

type PriorityTask = Extract<Task, { kind: 'priority' }>;

// 117.5, 704.3: state-based actions until none apply, then triggers, repeated; then priority.
export function givePriority(run: Run, task: PriorityTask): void {
  const sba = performStateBasedActions(run, task);
  if (sba === 'asked' || run.state.over) return;
  if (sba === 'performed') {
    // The actions happen first (they are scheduled), then the check is made again (704.3).
    run.agenda.unshift({ kind: 'priority', player: task.player });
    return;
  }
  if (run.state.pendingTriggers.length) {
    // Triggers go on the stack, then state-based actions are checked again (117.5).
    if (putTriggersOnStack(run, { kind: 'put-triggers', then: task.player })) {
      run.agenda.unshift({ kind: 'priority', player: task.player });
    }
    return;
  }
  // A player who left the game can't receive priority; it passes on (800.4).
  const player = run.state.players.find((p) => p.id === task.player)!.left
    ? nextPlayer(run.state, task.player)
    : task.player;
  emit(run, { type: 'PriorityGiven', player });
}

/** Finishes putting triggers on the stack after a decision, then gives priority. */
export function resumeTriggers(run: Run, task: Extract<Task, { kind: 'put-triggers' }>): void {
  if (!putTriggersOnStack(run, task)) return;
  run.agenda.unshift({ kind: 'priority', player: task.then });
}

// 117.4: when all players pass in succession, the top of the stack resolves, or the step ends.
export function passPriority(run: Run, player: string, mandatory?: MandatoryAction): void {
  if (run.state.over) return;
  emit(run, { type: 'PriorityPassed', player, ...(mandatory ? { mandatory } : {}) });
  const state = run.state;
  const stillIn = state.players.filter((p) => !p.left);
  if (!stillIn.every((p) => state.turn.passed.includes(p.id))) {
    run.agenda.push({ kind: 'priority', player: nextPlayer(state, player) });
    return;
  }
  const top = state.stack[state.stack.length - 1];
  if (!top) {
    run.agenda.push({ kind: 'end-step' });
    return;
  }
  emit(run, { type: 'ResolutionBegan', object: top });
  resolveTopOfStack(run);
  // 117.3b: after resolution, the active player receives priority.
  run.agenda.push({ kind: 'priority', player: run.state.turn.active });
}
