// A loop of mandatory actions (104.4b, 729.4; seed 421.4): the game repeats the same state with
// no player able to do anything but what the rules make them do; the game is a draw.
//
// A player's action is mandatory when they had no other: passing priority when their legal actions
// are only passing and conceding (a card they can't cast, a permanent tapped or whose ability's cost
// they can't pay offers nothing), or declaring no attackers or blockers when none could be declared.
// The states in which mandatory actions were taken since the last optional one are kept
// (`GameState.mandatoryActions`), as their fingerprints (kept up to date by `evolve`); a state that
// comes back is kept again, marked, and the loop is found the second time round, when it comes back
// once more.
import type { RulesContext } from '../data/state/context.js';
import { emit, type Run } from '../engine/run.js';
import { canDoMoreThanPass } from '../legal-actions/priority.js';
import type { Decision } from '../data/state/decision.js';
import type { GameState, MandatoryAction, PlayerId } from '../data/state/game-state.js';
import { stateFingerprint } from '../data/state/fingerprint.js';

// 104.4b: an action is optional when the player could have done something else (conceding aside, 104.3a).
function onlyPassing(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return !canDoMoreThanPass(state, ctx, player);
}

/**
 * A mandatory action of `player` about to be taken: the record of the state it is taken in, or the
 * game ends in a draw if that state came back with only mandatory actions since (104.4b, 729.4).
 */
function mandatoryAction(run: Run, player: PlayerId): MandatoryAction | undefined {
  const fingerprint = stateFingerprint(run.state, player);
  const since = (run.state.mandatoryActions ?? []).filter((a) => a.fingerprint === fingerprint);
  if (!since.some((a) => a.again)) return since.length ? { fingerprint, again: true } : { fingerprint };
  emit(run, { type: 'GameEnded', draw: true, reason: '104.4b: a loop of mandatory actions' });
  return undefined;
}

/** A pass of priority, if it is mandatory (the player can do nothing else); may end the game. */
export function mandatoryPass(run: Run, player: PlayerId): MandatoryAction | undefined {
  // A shortcut's choices were proposed and accepted as a whole (729.2): no mandatory loop in them.
  if (run.presets || !onlyPassing(run.state, run.ctx, player)) return undefined;
  return mandatoryAction(run, player);
}

/** An answer to a declaration of attackers or blockers when none could be declared; may end the game. */
export function mandatoryDeclaration(run: Run, decision: Decision): MandatoryAction | undefined {
  const declaration = decision.kind === 'declare-attackers' || decision.kind === 'declare-blockers';
  if (run.presets || !declaration || decision.options.length) return undefined;
  return mandatoryAction(run, decision.player);
}
