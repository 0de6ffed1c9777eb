// Turn structure (500-514): steps in order, their turn-based actions, and moving on.
import { STEP_NAMES, type StepName } from '@mtg/cards';
import { hasFirstStrikeStep } from '../combat/damage.js';
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import { drawCard, moveObject, schedule } from '../game-actions/actions.js';
import { attackers, defendingPlayers } from '../combat/declare.js';
import type { Task } from '../data/state/task.js';
import type { PlayerId } from '../data/state/game-state.js';
import type { Proposal } from '../data/state/proposal.js';
import { nextPlayer } from '../data/state/apnap.js';
import { playerById } from '../data/state/updates.js';
import { hasPendingTriggers } from '../triggers/put-on-stack.js';
import { stateBasedActionsApply } from '../state-based-actions.js';
import { addLoreCountersToSagas } from '../game-actions/sagas.js';
import { objectOf } from '../data/state/objects.js';

export const STEP_ORDER: readonly StepName[] = STEP_NAMES;

const MAXIMUM_HAND_SIZE = 7; // 402.2

const priorityFor = (run: Run): Task => ({ kind: 'priority', player: run.state.turn.active });

/**
 * A step of the active player's turn is about to begin: skip effects may replace it (614.10). The
 * combat phase begins first as a whole, which an effect may skip (506.1, 614.10).
 */
export function beginStep(run: Run, step: StepName | 'combat-phase'): void {
  schedule(run, { kind: 'step', step, player: run.state.turn.active });
}

/** A player's turn is about to begin: skip effects may replace it (614.10). */
function beginTurn(run: Run, player: PlayerId): void {
  schedule(run, { kind: 'step', step: 'turn', player });
}

/**
 * The turn after this one: the extra turn created last (500.7), else the next player's in turn
 * order (500.1), counted from the turn the extra turns came after.
 */
function takeNextTurn(run: Run): void {
  const extra = run.state.extraTurns?.[0];
  if (extra) return schedule(run, { kind: 'step', step: 'turn', player: extra, extra: true });
  beginTurn(run, nextPlayer(run.state, run.state.turn.extraAfter ?? run.state.turn.active));
}

/** A step, the combat phase or a turn begins, or is skipped (614.10): it doesn't happen at all. */
export function turnPartHappens(run: Run, p: Extract<Proposal, { kind: 'step' }>, skippedBy?: string): void {
  const effect = skippedBy ? { effect: skippedBy } : {};
  if (p.step === 'turn') {
    if (!p.skipped) {
      const extra = p.extra ? { extra: p.extra } : {};
      emit(run, { type: 'TurnBegan', number: run.state.turn.number + 1, active: p.player, ...extra });
      // 611.2b: effects that last "until your next turn" end as their controller's turn begins.
      const ending = run.state.effects.filter(
        (e) => e.duration === 'until-your-next-turn' && e.controller === p.player,
      );
      if (ending.length) emit(run, { type: 'EffectsEnded', ids: ending.map((e) => e.id) });
      return beginStep(run, 'untap');
    }
    // 500.1: the next player in turn order takes the next turn; a skipped extra turn is used up (500.7).
    emit(run, { type: 'TurnSkipped', player: p.player, ...effect, ...(p.extra ? { extra: p.extra } : {}) });
    return p.extra ? takeNextTurn(run) : beginTurn(run, nextPlayer(run.state, p.player));
  }
  if (p.step === 'combat-phase') {
    if (!p.skipped) return beginStep(run, 'beginning-of-combat');
    emit(run, { type: 'PhaseSkipped', phase: 'combat', player: p.player, ...effect });
    return beginStep(run, 'main2');
  }
  if (!p.skipped) return startStep(run, p.step);
  // 614.10: a skipped step doesn't happen at all; the turn goes on with the next one.
  emit(run, { type: 'StepSkipped', step: p.step, ...effect });
  endStep(run);
}

/** Begins a step: records it and schedules its turn-based actions and priority (500.5, 117.3a). */
export function startStep(run: Run, step: StepName): void {
  emit(run, { type: 'StepBegan', step });
  const active = run.state.turn.active;
  switch (step) {
    case 'untap': // 502.3: the active player untaps their permanents; no player gets priority (502.4).
      run.agenda.unshift({ kind: 'untap-permanents' }, { kind: 'end-step' });
      return;
    case 'draw':
      // 103.8a: in a two-player game the starting player skips the draw of their first turn.
      if (
        !(run.state.turn.number === 1 && run.state.players.length === 2) &&
        !playerById(run.state, active).left
      ) {
        drawCard(run, active);
      }
      break;
    case 'main1': // 714.3b: the active player puts a lore counter on each Saga they control.
      addLoreCountersToSagas(run, active);
      break;
    case 'declare-attackers':
      run.agenda.unshift({ kind: 'declare-attackers' });
      break;
    case 'declare-blockers':
      run.agenda.unshift({ kind: 'declare-blockers', players: defendingPlayers(run.state) });
      break;
    case 'combat-damage': {
      const firstStrike = !run.state.turn.firstStrikeDamageDone && hasFirstStrikeStep(run.state, run.ctx);
      // 510.1-510.2: damage is assigned (asked when there is a choice), then dealt.
      run.agenda.unshift({ kind: 'combat-damage', firstStrike, assigned: {} });
      break;
    }
    case 'cleanup':
      run.agenda.unshift({ kind: 'discard-to-hand-size' }, { kind: 'cleanup' });
      return;
  }
  run.agenda.push(priorityFor(run));
}

/** The step after the current one, or null at the end of the turn. */
function followingStep(run: Run): StepName | null {
  const turn = run.state.turn;
  // 510.4: after a first-strike combat damage step comes a second one.
  if (turn.step === 'combat-damage' && turn.firstStrikeDamageDone && !turn.regularDamageDone)
    return 'combat-damage';
  // 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
  if (turn.step === 'declare-attackers' && attackers(run.state).length === 0) return 'end-of-combat';
  // 514.3a: if players received priority during cleanup, another cleanup step follows.
  if (turn.step === 'cleanup' && turn.passed.length > 0) return 'cleanup';
  const at = STEP_ORDER.indexOf(turn.step);
  return STEP_ORDER[at + 1] ?? null;
}

/** Ends the current step (mana empties, 106.4; combat ends, 511.3) and begins the next step or turn. */
export function endStep(run: Run): void {
  if (run.state.players.some((p) => Object.values(p.manaPool).some((n) => n > 0)))
    emit(run, { type: 'ManaPoolsEmptied' });
  if (run.state.turn.step === 'end-of-combat') emit(run, { type: 'CombatEnded' });
  const next = followingStep(run);
  if (next) return beginStep(run, next === 'beginning-of-combat' ? 'combat-phase' : next);
  takeNextTurn(run);
}

// 514.1: the active player discards down to their maximum hand size.
export function discardToHandSize(run: Run, task: Task): void {
  const active = playerById(run.state, run.state.turn.active);
  const excess = active.hand.length - MAXIMUM_HAND_SIZE;
  if (excess <= 0) return;
  const answer = takeAnswer(run);
  if (
    answer?.kind === 'options' &&
    answer.ids.length === excess &&
    answer.ids.every((id) => active.hand.includes(id))
  ) {
    for (const id of answer.ids) moveObject(run, id, 'graveyard', { reason: 'discard' });
    return;
  }
  ask(run, task, {
    player: active.id,
    kind: 'cards',
    prompt: `Discard ${excess} card(s) down to ${MAXIMUM_HAND_SIZE} (514.1)`,
    options: active.hand.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
    min: excess,
    max: excess,
  });
}

// 514.2: damage wears off and "until end of turn" effects end; 514.3a: if state-based actions or
// triggers are waiting, players get priority and another cleanup step follows.
export function cleanup(run: Run): void {
  if (run.state.battlefield.some((id) => objectOf(run.state, id)!.damage > 0))
    emit(run, { type: 'DamageWoreOff' });
  const ending = run.state.effects.filter((e) => e.duration === 'end-of-turn').map((e) => e.id);
  if (ending.length) emit(run, { type: 'EffectsEnded', ids: ending });
  if (hasPendingTriggers(run.state) || stateBasedActionsApply(run.state, run.ctx)) {
    run.agenda.push(priorityFor(run));
    return;
  }
  run.agenda.push({ kind: 'end-step' });
}
