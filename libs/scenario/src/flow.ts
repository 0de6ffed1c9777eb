// `resolve`, `resolve: all` and `goto`: players pass priority until something happens.
import { describeDecision } from './answers.js';
import { ScenarioError } from './errors.js';
import { stackNames, type Game } from './game.js';
import { STEP_NAMES, type StepName } from './model.js';
import { show } from './util.js';
import { objectOf } from '@mtg/rules';

/** More passes than any sensible step needs: the game is going round in circles. */
const MAX_ACTIONS = 2_000;

function failIfDecisionPending(game: Game): void {
  const decision = game.state.decision;
  if (decision) throw new ScenarioError(`a decision is pending: ${describeDecision(decision)}`);
}

/**
 * Every player passes in turn, starting with the one who has priority, until the top of the stack
 * resolves; stops early when the game pauses for a decision or ends.
 */
export function resolveTop(game: Game): void {
  failIfDecisionPending(game);
  if (game.state.over) throw new ScenarioError('the game is over');
  const top = game.state.stack.at(-1);
  if (top === undefined) throw new ScenarioError('nothing to resolve: the stack is empty');
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const { state } = game;
    if (state.over || state.decision || !state.stack.includes(top)) return;
    game.passPriority();
  }
  throw new ScenarioError(
    `${objectOf(game.state, top)?.name ?? top} did not resolve after ${MAX_ACTIONS} passes`,
  );
}

/** `resolve: all`: resolves until the stack is empty, the game ends or a decision is pending. */
export function resolveAll(game: Game): void {
  failIfDecisionPending(game);
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const { state } = game;
    if (state.over || state.decision || state.stack.length === 0) return;
    resolveTop(game);
  }
  throw new ScenarioError(
    `the stack was not empty after ${MAX_ACTIONS} resolutions: ${show(stackNames(game.state))}`,
  );
}

function stepIndex(step: StepName): number {
  return STEP_NAMES.indexOf(step);
}

/**
 * Passes with an empty stack, declaring no attackers and no blockers, until the turn and step are
 * reached and someone would get priority there (or, in the declare steps, the declaration is due).
 */
export function goto(game: Game, target: { turn?: number; step: StepName }): void {
  const turn = target.turn ?? game.state.turn.number;
  const goal = `turn ${turn} ${target.step}`;
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const { state } = game;
    if (state.over) throw new ScenarioError(`the game ended before ${goal}`);
    const here = state.turn.number === turn && state.turn.step === target.step;
    if (here && (state.turn.priority !== null || state.decision)) return;
    const past =
      state.turn.number > turn ||
      (state.turn.number === turn && stepIndex(state.turn.step) > stepIndex(target.step));
    if (past)
      throw new ScenarioError(
        `the game went past ${goal} (now turn ${state.turn.number} ${state.turn.step})`,
      );
    passOn(game);
  }
  throw new ScenarioError(`${goal} not reached after ${MAX_ACTIONS} actions`);
}

/** `goto: game-over`: passes with an empty stack, declaring no attackers or blockers, until the game ends. */
export function gotoGameOver(game: Game): void {
  for (let i = 0; i < MAX_ACTIONS; i++) {
    if (game.state.over) return;
    passOn(game);
  }
  throw new ScenarioError(`the game was not over after ${MAX_ACTIONS} actions`);
}

/** One action on the way: skip a combat declaration, or pass priority with an empty stack. */
function passOn(game: Game): void {
  const { decision, stack } = game.state;
  if (decision?.kind === 'declare-attackers') {
    return game.apply({ type: 'DeclareAttackers', player: decision.player, attackers: [] });
  }
  if (decision?.kind === 'declare-blockers') {
    return game.apply({ type: 'DeclareBlockers', player: decision.player, blocks: [] });
  }
  failIfDecisionPending(game);
  if (stack.length > 0) throw new ScenarioError(`the stack is not empty: ${show(stackNames(game.state))}`);
  game.passPriority();
}
