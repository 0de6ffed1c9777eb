// Plays a scenario: lays out the setup, starts the game, plays the steps, checks the expectations.
import type { RulesContext } from '@mtg/rules';
import { answerCommand, describeDecision } from './answers.js';
import { toCommand } from './commands.js';
import { located, messageOf, ScenarioError } from './errors.js';
import { checkExpectations } from './expectations.js';
import { goto, gotoGameOver, resolveAll, resolveTop } from './flow.js';
import { describeRejection, Game } from './game.js';
import type { PlayerCommand, RejectedSpec, Scenario, Step } from './model.js';
import { parseScenario, scenarioNameOf } from './parse/scenario.js';
import { prepare } from './setup.js';
import { defined, show } from './util.js';

export interface ScenarioResult {
  name: string;
  /** The file it was read from, if any. */
  file?: string;
  passed: boolean;
  /** Why it failed: the first failed expectation with the actual value, or what kept it from running. */
  failure?: string;
  /** The rules it proves. */
  rules: string[];
}

/** Runs a scenario (its YAML text, or parsed); never throws: problems become the failure. */
export function runScenario(input: string | Scenario, ctx: RulesContext, file?: string): ScenarioResult {
  const fallbackName = (typeof input === 'string' ? scenarioNameOf(input) : input.name) ?? file ?? 'scenario';
  let header = { name: fallbackName, rules: [] as string[] };
  const result = (failure?: string): ScenarioResult =>
    defined({ name: header.name, file, passed: failure === undefined, failure, rules: header.rules });
  try {
    const scenario = typeof input === 'string' ? parseScenario(input) : input;
    header = { name: scenario.name, rules: scenario.rules };
    return result(play(scenario, ctx));
  } catch (error) {
    return result(error instanceof ScenarioError ? error.message : `runner error: ${messageOf(error)}`);
  }
}

/** The failure, or undefined when the scenario passes. */
function play(scenario: Scenario, ctx: RulesContext): string | undefined {
  const { state, references } = prepare(scenario, ctx);
  let game: Game;
  try {
    game = Game.start(state, ctx, references);
  } catch (error) {
    throw located('start', error);
  }
  for (const step of scenario.steps) {
    try {
      playStep(game, step);
    } catch (error) {
      throw located(`step ${step.number} (${stepLabel(step)})`, error);
    }
  }
  return checkExpectations(scenario.expect, game);
}

function playStep(game: Game, step: Step): void {
  switch (step.kind) {
    case 'expect': {
      const failure = checkExpectations(step.expect, game);
      if (failure) throw new ScenarioError(failure);
      return;
    }
    case 'resolve':
      return step.all ? resolveAll(game) : resolveTop(game);
    case 'goto':
      return goto(game, step);
    case 'goto-game-over':
      return gotoGameOver(game);
    case 'player':
      return playCommand(game, step.player, step.command, step.rejected, step.reversed);
  }
}

function playCommand(
  game: Game,
  player: string,
  command: PlayerCommand,
  rejected: RejectedSpec | undefined,
  reversed?: RejectedSpec,
): void {
  if (!rejected) checkStrict(game, player, command);
  const engineCommand =
    command.kind === 'choose'
      ? answerCommand(game, player, command.answer, rejected !== undefined)
      : toCommand(game, player, command);
  const rejection = game.attempt(engineCommand);
  if (!rejected) {
    if (rejection) throw new ScenarioError(describeRejection(rejection));
    return checkReversal(game, command, reversed);
  }
  if (!rejection) throw new ScenarioError('expected the command to be rejected, but it was accepted');
  if (rejected.rule !== undefined && !citesRule(rejection.rule, rejected.rule)) {
    throw new ScenarioError(
      `expected a rejection citing ${rejected.rule}, got ${describeRejection(rejection)}`,
    );
  }
}

/**
 * 730.1: a command that reversed the action in progress must say so (`reversed:`), but `cancel`;
 * the rule it names is checked, and, when 730.1 kept nothing of it, that the state is the state before
 * the announcement (but for the id counters, which go on).
 */
function checkReversal(game: Game, command: PlayerCommand, reversed: RejectedSpec | undefined): void {
  const reversal = game.events.find((e) => e.type === 'IllegalActionReversed');
  if (!reversal) {
    if (reversed) throw new ScenarioError('expected the action to be reversed (730.1), but it was not');
    return;
  }
  const described = `${reversal.name} reversed at ${reversal.step} (${reversal.rule}): ${reversal.reason}`;
  if (!reversed && command.kind !== 'cancel') throw new ScenarioError(`unexpected reversal: ${described}`);
  if (reversed?.rule !== undefined && !citesRule(reversal.rule, reversed.rule))
    throw new ScenarioError(`expected a reversal citing ${reversed.rule}, got ${described}`);
  const before = game.beforeAnnouncement;
  const same = (a: Game['state'], b: Game['state']) =>
    JSON.stringify(withoutCounters(a)) === JSON.stringify(withoutCounters(b));
  if (!reversal.kept.length && before && !same(game.state, before))
    throw new ScenarioError(`after the reversal the state is not the state before the announcement (730.1)`);
}

function withoutCounters(state: Game['state']): unknown {
  const { nextId: _id, nextTimestamp: _timestamp, ...rest } = state;
  return rest;
}

/** A rejection may cite several rules (`601.2c, 602.2`): one of them must start with `prefix`. */
export function citesRule(rules: string, prefix: string): boolean {
  return rules.split(/[\s,;]+/).some((rule) => rule.startsWith(prefix));
}

// Strict mode: while a decision is pending, the next step must answer it (or concede), and the game
// must not be over.
function checkStrict(game: Game, player: string, command: PlayerCommand): void {
  const { decision, over, winner } = game.state;
  if (over) throw new ScenarioError(`the game is over${winner ? ` (${winner} won)` : ''}`);
  if (!decision || command.kind === 'concede') return;
  const answers =
    command.kind === 'choose' ||
    command.kind === 'cancel' ||
    (command.kind === 'attack' && decision.kind === 'declare-attackers') ||
    (command.kind === 'block' && decision.kind === 'declare-blockers') ||
    // 601.2g-h: mana abilities, then the payment.
    ((command.kind === 'pay' || command.kind === 'mana') && decision.kind === 'payment');
  if (!answers || decision.player !== player) {
    throw new ScenarioError(`a decision is pending: ${describeDecision(decision)}`);
  }
}

export function stepLabel(step: Step): string {
  switch (step.kind) {
    case 'expect':
      return 'expect';
    case 'resolve':
      return step.all ? 'resolve all' : 'resolve';
    case 'goto':
      return `goto${step.turn !== undefined ? ` turn ${step.turn}` : ''} ${step.step}`;
    case 'goto-game-over':
      return 'goto game-over';
    case 'player':
      return `${step.player}: ${commandLabel(step.command)}`;
  }
}

function commandLabel(command: PlayerCommand): string {
  switch (command.kind) {
    case 'pass':
    case 'concede':
      return command.kind;
    case 'play-land':
    case 'cast':
    case 'announce':
    case 'suspend':
      return `${command.kind} ${command.card}`;
    case 'pay':
    case 'cancel':
      return command.kind;
    case 'activate':
    case 'announce-ability':
    case 'mana':
      return `${command.kind} ${command.source}`;
    case 'turn-face-up':
      return `${command.kind} ${command.permanent}`;
    case 'attack':
      return `attack ${show(command.attackers.map((a) => a.attacker))}`;
    case 'block':
      return `block ${show(command.blocks.map((b) => `${b.blocker}->${b.attacker}`))}`;
    case 'choose':
      return `choose ${answerLabel(command.answer)}`;
    case 'shortcut':
      return `shortcut ${command.times} time(s)`;
  }
}

function answerLabel(answer: Extract<PlayerCommand, { kind: 'choose' }>['answer']): string {
  switch (answer.kind) {
    case 'yes-no':
      return answer.yes ? 'yes' : 'no';
    case 'number':
      return `number ${answer.value}`;
    case 'modes':
      return `modes ${show(answer.modes)}`;
    case 'option':
      return `option ${answer.option}`;
    case 'assign':
      return `assign ${show(answer.amounts.map((a) => `${a.ref}: ${a.amount}`))}`;
    case 'color':
      return `color ${answer.color}`;
    case 'type':
      return `type ${answer.type}`;
    case 'player':
      return `player ${answer.player}`;
    default:
      return `${answer.kind} ${show(answer.refs)}`;
  }
}
