// A fragmented loop (729.3; seed 421.5): each player involved takes an independent action, and
// together they bring the game back to a state it was in before. The active player (or, if they are
// not involved, the first player in turn order who is) must then make a different game choice.
//
// Each game choice a player makes (an action while holding priority other than passing it, or an
// answer to a decision that offers another) is recorded with a fingerprint of the state it is made
// in and of the choice itself, object ids left out. A player about to make a choice recorded before
// is back at the same point of a loop; the choices recorded since are the loop's, and if they are
// of two players or more, it is a fragmented loop (one player's own loop is theirs to shortcut,
// 729.2). It is found the second time the state is reached, as in 729.3's example ("this returns
// the game to a game state it was at before. The active player must make a different game choice").
// The player who must break it is refused the same choice there; every other choice stays open to
// them, and the others may repeat theirs (their repeat leads back to that player's point).
// Choices within a shortcut are not recorded: its repetitions were agreed (729.2). The record
// starts afresh each turn.
import { hasPriority } from '../casting/timing.js';
import type { Command, Rejection } from '../data/commands/command.js';
import { reject, type Run } from '../engine/run.js';
import type { EventOf } from '../data/events/game-event.js';
import type { Decision } from '../data/state/decision.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { objectFingerprint, stateFingerprint, textFingerprint } from '../data/state/fingerprint.js';
import { objectOf } from '../data/state/objects.js';

const PRIORITY_ACTIONS: readonly Command['type'][] = [
  'PlayLand',
  'CastSpell',
  'AnnounceSpell',
  'ActivateAbility',
  'AnnounceAbility',
  'ActivateManaAbility',
];
const ANSWERS: readonly Command['type'][] = [
  'MakeChoice',
  'ChooseReplacement',
  'DeclareAttackers',
  'DeclareBlockers',
];

/**
 * The record of the game choice `command` made in `state` (the state before it, never written: the
 * one the command was decided in), or undefined if it made none; refuses it if it goes on with a
 * fragmented loop its player must break (729.3).
 */
export function gameChoiceMade(
  run: Run,
  state: GameState,
  command: Command,
): EventOf<'GameChoiceMade'> | undefined {
  // 729.2: a shortcut's choices were agreed; 730.1: an action reversed at once was never taken.
  if (run.presets || run.events.some((e) => e.type === 'IllegalActionReversed')) return undefined;
  const choice = gameChoice(state, command);
  if (!choice) return undefined;
  const loop = fragmentedLoop(state, choice, command);
  if (loop) reject(loop.code, loop.rule, loop.message);
  return choice;
}

/** The record of the game choice `command` would make in `state`, if it makes one. */
function gameChoice(state: GameState, command: Command): EventOf<'GameChoiceMade'> | undefined {
  if (!('player' in command) || !isGameChoice(state, command)) return undefined;
  const { player } = command;
  const fingerprint = textFingerprint(
    `${stateFingerprint(state, player)}\n${choiceDescription(state, command)}`,
  );
  return { type: 'GameChoiceMade', player, fingerprint };
}

/**
 * 729.3: the refusal of a game choice that goes on with a fragmented loop its player must break, for
 * the legal actions (which don't offer it) and for `decide`.
 */
export function fragmentedLoopProblem(state: GameState, command: Command): Rejection | undefined {
  if (!state.gameChoices?.length) return undefined;
  const choice = gameChoice(state, command);
  return choice && fragmentedLoop(state, choice, command);
}

function fragmentedLoop(
  state: GameState,
  { player, fingerprint }: EventOf<'GameChoiceMade'>,
  command: Command,
): Rejection | undefined {
  // 601.2a, 602.2a: an action announced step by step commits to no choice yet; the answers that
  // follow are its choices, refused there.
  if (command.type === 'AnnounceSpell' || command.type === 'AnnounceAbility') return undefined;
  const made = state.gameChoices ?? [];
  const last = made.findLastIndex((c) => c.fingerprint === fingerprint);
  if (last < 0) return undefined;
  const involved = new Set([...made.slice(last + 1).map((c) => c.player), player]);
  if (involved.size < 2 || loopBreaker(state, involved) !== player) return undefined;
  return {
    code: 'FRAGMENTED_LOOP',
    rule: '729.3',
    message: `the choices of ${[...involved].join(' and ')} brought the game back to a state it was in before (a fragmented loop): ${player}, ${player === state.turn.active ? 'the active player' : 'the first player in turn order involved in it'}, must make a different game choice so the loop does not continue`,
  };
}

function isGameChoice(state: GameState, command: Command & { player: PlayerId }): boolean {
  if (PRIORITY_ACTIONS.includes(command.type)) return hasPriority(state, command.player);
  const { decision } = state;
  return ANSWERS.includes(command.type) && decision?.player === command.player && offersAnother(decision);
}

/**
 * Whether a decision lets its player answer otherwise: "you may" does, a list does when there are
 * more to pick from than are picked. Paying a cost, the opening hand and a shortcut's answer are
 * not choices a loop is made of.
 */
function offersAnother(decision: Decision): boolean {
  if (['payment', 'mulligan', 'bottom-cards', 'shortcut'].includes(decision.kind)) return false;
  return decision.kind === 'yes-no' || decision.max > decision.min || decision.options.length > decision.max;
}

/** The command as players see it: the objects it names as their fingerprints, the decision's id left out. */
function choiceDescription(state: GameState, command: Command): string {
  return JSON.stringify(command, (key, value: unknown) => {
    if (key === 'decision') return undefined;
    return typeof value === 'string' && objectOf(state, value) ? objectFingerprint(state, value) : value;
  });
}

/** 729.3: the active player if involved in the loop, else the first player in turn order who is. */
function loopBreaker(state: GameState, involved: ReadonlySet<PlayerId>): PlayerId | undefined {
  const order = state.players.map((p) => p.id);
  const at = order.indexOf(state.turn.active);
  return [...order.slice(at), ...order.slice(0, at)].find((p) => involved.has(p));
}
