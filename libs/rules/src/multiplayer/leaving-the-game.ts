// 800.4a: in a multiplayer game, a player who leaves takes every object they own out of the game;
// effects that give them control of objects end; abilities (and other objects no card represents)
// they control on the stack cease to exist; objects they still control are exiled.
import { emit, type Run } from '../engine/run.js';
import { enactMove } from '../game-actions/actions.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { nextPlayer } from '../data/state/apnap.js';
import type { Task } from '../data/state/task.js';
import { allObjects } from '../data/state/objects.js';
import { becomeMonarch } from '../monarch/monarch.js';

export function leaveGame(run: Run, player: PlayerId): void {
  const state = run.state;
  const wasMonarch = state.players.some((p) => p.id === player && p.monarch);
  const owned = allObjects(state).filter(
    (o) => o.owner === player || ((o.isAbility || o.isCopy) && o.zone === 'stack' && o.controller === player),
  );
  emit(run, { type: 'PlayerLeftGame', player, objects: owned.map((o) => o.id) });
  // 722.4: the active player becomes the monarch as the monarch leaves, or the next player in turn
  // order if the active player is the one leaving.
  if (wasMonarch) {
    const active = run.state.turn.active;
    becomeMonarch(run, active === player ? nextPlayer(run.state, player) : active);
  }
  const control = run.state.effects.filter(
    (e) => e.controller === player && (e.change.kind === 'control-entering' || e.change.kind === 'control'),
  );
  if (control.length) emit(run, { type: 'EffectsEnded', ids: control.map((e) => e.id) });
  for (const o of allObjects(run.state)) {
    if (o.controller === player) enactMove(run, o.id, 'exile', { reason: 'exile' });
  }
}

/**
 * What the game does next after a player conceded, given the state before (800.4a, 800.4h, 800.4j):
 * their pending decision is dropped with the task that asked it (a declaration of theirs is simply
 * not made); priority they held passes to the next player; anyone else's pending decision stays.
 */
export function agendaAfterLeaving(run: Run, player: PlayerId, before: GameState): Task[] {
  const decision = before.decision;
  if (decision && decision.player !== player) return [];
  if (decision) {
    const declaration = decision.kind === 'declare-attackers' || decision.kind === 'declare-blockers';
    return declaration ? [...before.agenda] : before.agenda.slice(1);
  }
  return before.turn.priority === player ? [{ kind: 'priority', player: nextPlayer(run.state, player) }] : [];
}
