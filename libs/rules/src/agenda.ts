// Carries out one task of the agenda.
import { resumeCasting } from './casting/casting-process.js';
import { combatDamage } from './combat/damage.js';
import { declareAttackersDue, declareBlockersDue } from './combat/declarations.js';
import { mulligan, openingHandActions } from './setup/start-game.js';
import { performAction, performSimultaneous, simultaneously } from './game-actions/perform-action.js';
import { divideSharedShields } from './replacement/shared-shields.js';
import { performEffect } from './resolution/effects/effects.js';
import { finishResolution } from './resolution/resolve.js';
import type { Task } from './data/state/task.js';
import { givePriority, resumeTriggers } from './turn/priority.js';
import { cleanup, discardToHandSize, endStep, turnPartHappens } from './turn/steps.js';
import { untapPermanents } from './turn/untap-step.js';
import { proceed, type Run } from './engine/run.js';
import { answerShortcut } from './loops/shortcut.js';

function perform(run: Run, task: Task): void {
  switch (task.kind) {
    case 'casting':
      return resumeCasting(run, task.casting, task.step);
    case 'action':
      return performAction(run, task);
    case 'shortcut':
      return answerShortcut(run, task);
    case 'simultaneous-actions':
      return performSimultaneous(run, task);
    case 'simultaneous-damage':
      return divideSharedShields(run, task);
    case 'effect':
      // 608.2f: an action on several objects is processed simultaneously.
      return simultaneously(run, () => performEffect(run, task));
    case 'finish-resolution':
      return finishResolution(run, task.object);
    case 'priority':
      return givePriority(run, task);
    case 'put-triggers':
      return resumeTriggers(run, task);
    case 'turn-part':
      return turnPartHappens(run, task.proposal, task.skippedBy);
    case 'end-step':
      return endStep(run);
    case 'cleanup':
      return cleanup(run);
    case 'discard-to-hand-size':
      return discardToHandSize(run, task);
    case 'untap-permanents':
      return untapPermanents(run, task);
    case 'declare-attackers':
      return declareAttackersDue(run);
    case 'declare-blockers':
      return declareBlockersDue(run, task);
    case 'combat-damage':
      return combatDamage(run, task);
    case 'mulligan':
      return mulligan(run, task);
    case 'opening-hand-actions':
      return openingHandActions(run, task);
  }
}

/** Runs the agenda until the game waits for a player. */
export function runAgenda(run: Run): void {
  proceed(run, perform);
}
