// decide(command, state, context) -> events | rejection: the rules applied to a command.
import { announceAbility, announceSpell, cancelCasting, castSpell } from './casting/casting-process.js';
import { activateAbility, activateManaAbility } from './casting/activate-ability.js';
import { playLand } from './casting/play-land.js';
import { suspendCard } from './casting/suspend.js';
import { turnFaceUp } from './casting/turn-face-up.js';
import { hasPriority } from './casting/timing.js';
import { declareAttackers, declareBlockers } from './combat/declarations.js';
import type { ChoiceAnswer, Command, Rejection } from './data/commands/command.js';
import { answeringCommands, checkAnswer } from './decisions/answers.js';
import type { RulesContext } from './data/state/context.js';
import { runAgenda } from './agenda.js';
import { emit, reject, RuleViolation, type Run } from './engine/run.js';
import { EVENT_REACTIONS } from './triggers/event-reactions.js';
import type { EventOf, GameEvent } from './data/events/game-event.js';
import { startGame, startFromPosition } from './setup/start-game.js';
import type { GameState } from './data/state/game-state.js';
import { endGameIfDecided } from './state-based-actions.js';
import { passPriority } from './turn/priority.js';
import { agendaAfterLeaving, leaveGame } from './multiplayer/leaving-the-game.js';
import { proposeShortcut, takeShortcut } from './loops/shortcut.js';
import { mandatoryDeclaration, mandatoryPass } from './loops/mandatory-loop.js';
import { gameChoiceMade } from './loops/fragmented-loop.js';
import { backUp } from './tournament/backup.js';
import { applyPartialFix } from './tournament/partial-fixes.js';

type PlayerCommand = Exclude<
  Command,
  { type: 'StartGame' | 'StartFromPosition' | 'EndOfMatchDraw' | 'Backup' | 'PartialFix' }
>;

export type DecideResult =
  { ok: true; events: GameEvent[]; state: GameState } | { ok: false; rejection: Rejection };

/** Applies the rules to a command. A rejected command changes nothing. */
export function decide(command: Command, state: GameState, ctx: RulesContext): DecideResult {
  const run: Run = {
    state,
    owned: {},
    events: [],
    agenda: [],
    ctx,
    reactions: EVENT_REACTIONS,
    scheduled: [],
  };
  try {
    play(run, command);
    return { ok: true, events: run.events, state: run.state };
  } catch (error) {
    if (error instanceof RuleViolation) return { ok: false, rejection: error.rejection };
    throw error;
  }
}

/** One command: its handling, then the work it began, until the game waits for a player. */
function play(run: Run, command: Command): void {
  const before = run.state;
  handle(run, command);
  // 729.3: a game choice is recorded, or refused if it would go on with a fragmented loop.
  const choice = gameChoiceMade(run, before, command);
  if (choice && !run.state.over) emit(run, choice);
  runAgenda(run);
  // 729.2c: a shortcut every player accepted is taken within the command that settled it.
  takeShortcut(run, play);
}

/** A player loses the game outside the state-based actions (104.3a, 104.3k): the game ends, or they leave it (800.4a). */
function loses(run: Run, loss: EventOf<'PlayerConceded' | 'PlayerLost'>, before: GameState): void {
  emit(run, loss);
  endGameIfDecided(run);
  if (run.state.over) return;
  leaveGame(run, loss.player);
  run.agenda = agendaAfterLeaving(run, loss.player, before);
}

/** MTR 2.4: the game is a draw once the last of the additional turns after time was called is over. */
function endOfMatchDraw(run: Run, lastTurn: number): void {
  if (run.state.turn.number <= lastTurn)
    reject('TURNS_LEFT', 'MTR 2.4', `turn ${lastTurn} is not over: the additional turns go on`);
  emit(run, {
    type: 'GameEnded',
    draw: true,
    reason: `MTR 2.4: unfinished after turn ${lastTurn}, the last additional turn`,
  });
}

function handle(run: Run, command: Command): void {
  const state = run.state;
  if (command.type === 'StartGame') return startGame(run, command);
  if (command.type === 'StartFromPosition') return startFromPosition(run, command.initial);
  if (!state.players.length) reject('NO_GAME', '103', 'the game has not started');
  if (state.over) reject('GAME_OVER', '104.1', 'the game is over');
  if (command.type === 'EndOfMatchDraw') return endOfMatchDraw(run, command.lastTurn);
  // IPG 1.4: a head judge backs the game up; IPG 2.5: a judge's partial fix of a game rule violation.
  if (command.type === 'Backup') return backUp(run, command);
  if (command.type === 'PartialFix') return applyPartialFix(run, command);
  const player = state.players.find((p) => p.id === command.player);
  if (!player) reject('UNKNOWN_PLAYER', '102.1', `no player ${command.player} in this game`);
  if (player.left) reject('PLAYER_LEFT', '800.4a', `${player.id} has left the game`);
  // 104.3a: a player may concede at any time, even while a decision is pending.
  if (command.type === 'Concede') return loses(run, { type: 'PlayerConceded', player: player.id }, state);
  // 104.3k: in a tournament, a player may lose the game as a result of a judge's penalty, at any time.
  if (command.type === 'GameLossPenalty') {
    const reason = `104.3k: a game loss penalty (${command.infraction})`;
    return loses(run, { type: 'PlayerLost', player: player.id, reason }, state);
  }
  // 730.1: a casting (or activation) taken step by step may be cancelled while it asks its player a choice.
  if (command.type === 'CancelCasting') return cancelCasting(run, command);
  const decision = state.decision;
  if (decision) return answer(run, command, decision);
  switch (command.type) {
    case 'PassPriority':
      if (!hasPriority(state, command.player))
        reject('NO_PRIORITY', '117.3d', `${command.player} does not have priority`);
      return passPriority(run, command.player, mandatoryPass(run, command.player));
    case 'PlayLand':
      return playLand(run, command);
    case 'TurnFaceUp':
      return turnFaceUp(run, command);
    case 'Suspend':
      return suspendCard(run, command);
    case 'CastSpell':
      return castSpell(run, command);
    case 'AnnounceSpell':
      return announceSpell(run, command);
    case 'AnnounceAbility':
      return announceAbility(run, command);
    case 'ActivateAbility':
      return activateAbility(run, command);
    case 'ActivateManaAbility':
      return activateManaAbility(run, command);
    case 'ProposeShortcut':
      return proposeShortcut(run, command, play);
    default:
      reject('NO_DECISION_PENDING', '117.1', `${command.type} answers a decision, and none is pending`);
  }
}

function answer(run: Run, command: PlayerCommand, decision: NonNullable<GameState['decision']>): void {
  if (command.player !== decision.player) {
    reject('NOT_YOUR_DECISION', '101.4', `${decision.player} must answer "${decision.prompt}" first`);
  }
  run.agenda = [...run.state.agenda];
  const expected = answeringCommands(decision.kind);
  if (!expected.includes(command.type))
    reject(
      'DECISION_PENDING',
      '117.1',
      `${decision.player} must answer "${decision.prompt}" (${expected.join(' or ')})`,
    );
  if ('decision' in command && command.decision !== undefined && command.decision !== decision.id) {
    reject('STALE_DECISION', '117.1', `decision ${command.decision} is not the pending one (${decision.id})`);
  }
  const choice = choiceOf(command);
  const answer = choice ? checkAnswer(decision, choice) : undefined;
  const mandatory = mandatoryDeclaration(run, decision);
  if (run.state.over) return;
  emit(run, {
    type: 'DecisionAnswered',
    decision: decision.id,
    player: decision.player,
    answer: choice ?? command,
    ...(mandatory ? { mandatory } : {}),
  });
  if (command.type === 'DeclareAttackers') declareAttackers(run, command);
  else if (command.type === 'DeclareBlockers') declareBlockers(run, command);
  else if (command.type === 'PayCost') run.payCost = command;
  // 601.2g, 605.3a: a mana ability activated while paying; the payment is asked again after it.
  else if (command.type === 'ActivateManaAbility') activateManaAbility(run, command, true);
  else run.answer = answer;
}

/** A command that answers a decision, as the answer it gives. */
function choiceOf(command: PlayerCommand): ChoiceAnswer | undefined {
  if (command.type === 'MakeChoice') return command.answer;
  if (command.type === 'ChooseReplacement') return { kind: 'options', ids: [command.effect] };
  return undefined;
}
