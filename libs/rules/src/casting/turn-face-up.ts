// Turning a face-down permanent face up (702.37e, 116.2b): a special action its controller may take any
// time they have priority. They show its morph cost, pay it, and turn it face up; it doesn't use the
// stack, and it is the same permanent (708.8).
import type { Ability } from '@mtg/cards';
import { refusal, refusalOf, type Command, type Rejection } from '../data/commands/command.js';
import { emit, reject, type Run } from '../engine/run.js';
import { addCounters } from '../game-actions/actions.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { isFaceDown } from '../data/state/face-down.js';
import type { GameObject } from '../data/state/game-state.js';
import type { ManaPayment } from '../data/state/casting.js';
import { objectOf } from '../data/state/objects.js';
import { payPlanned, planManaPayment } from './pay-mana.js';
import { hasPriority } from './timing.js';

type TurnFaceUp = Extract<Command, { type: 'TurnFaceUp' }>;
type Morph = Extract<Ability, { kind: 'morph' }>;

/** What turning it face up takes: the permanent, its morph ability (as if face up) and the mana payment. */
interface FaceUpTurn {
  permanent: GameObject;
  morph: Morph;
  plan: ManaPayment;
}

/**
 * The morph ability the permanent would have face up (702.37e): its card's, whatever effects apply to
 * it face down; none for a face-down object that isn't a card with morph.
 */
function morphOf(run: Run, permanent: GameObject): Morph | undefined {
  if (permanent.token || permanent.isCopy) return undefined;
  const card = run.ctx.cards.require(permanent.name);
  return card.abilities.find((a): a is Morph => a.kind === 'morph');
}

/**
 * 116.2b, 702.37e: the turn the player may take now, else the refusal: returned, not thrown, since the
 * legal actions ask it of every face-down permanent the player controls.
 */
function checkTurnFaceUp(run: Run, command: TurnFaceUp): FaceUpTurn | Rejection {
  const { player } = command;
  if (!hasPriority(run.state, player))
    return refusal('NO_PRIORITY', '116.2b', `${player} does not have priority`);
  const permanent = objectOf(run.state, command.object);
  if (!permanent || !isFaceDown(permanent) || permanent.zone !== 'battlefield')
    return refusal('NOT_FACE_DOWN', '702.37e', `${command.object} is not a face-down permanent`);
  if (permanent.controller !== player)
    return refusal('NOT_CONTROLLER', '702.37e', `${player} doesn't control ${command.object}`);
  const morph = morphOf(run, permanent);
  // 702.37e: a permanent that wouldn't have a morph cost face up can't be turned face up this way.
  if (!morph) return refusal('NO_MORPH_COST', '702.37e', `${command.object} has no morph cost face up`);
  const plan = planManaPayment(run, player, manaCostOf(morph.cost), 0, command.payment);
  if (!plan)
    return refusal('COST_UNPAYABLE', '702.37e', `${player} can't pay ${morph.cost} to turn it face up`);
  return { permanent, morph, plan };
}

/** Why the player may not turn the permanent face up now, if they may not (for the legal actions). */
export function turnFaceUpProblem(run: Run, command: TurnFaceUp): Rejection | undefined {
  return refusalOf(checkTurnFaceUp(run, command));
}

export function turnFaceUp(run: Run, command: TurnFaceUp): void {
  const turn = checkTurnFaceUp(run, command);
  if ('code' in turn) reject(turn.code, turn.rule, turn.message);
  const { permanent, morph, plan } = turn;
  payPlanned(run, command.player, plan);
  // 708.8: it is turned face up, the same permanent; "when turned face up" abilities trigger.
  emit(run, { type: 'TurnedFaceUp', player: command.player, object: permanent.id, name: permanent.name });
  // 702.37b: turned face up for its megamorph cost, it gets a +1/+1 counter.
  if (morph.megamorph) addCounters(run, permanent.id, '+1/+1', 1);
  // 116.3c: after a special action, the player receives priority again.
  run.agenda.push({ kind: 'priority', player: command.player });
}
