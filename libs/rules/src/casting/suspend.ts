// Suspend (702.62a, 116.2f): a special action a player may take with a card with suspend in their
// hand, any time they have priority, if they could begin to cast that card: they pay its suspend cost
// and exile it with N time counters on it. It doesn't use the stack; the card is suspended (702.62b),
// face up in exile, and its abilities there count the time counters down.
import type { Ability } from '@mtg/cards';
import { refusal, refusalOf, type Command, type Rejection } from '../data/commands/command.js';
import type { GameObject } from '../data/state/game-state.js';
import type { ManaPayment } from '../data/state/casting.js';
import { objectOf } from '../data/state/objects.js';
import { emit, problemOf, reject, type Run } from '../engine/run.js';
import { addCounters, enactMove } from '../game-actions/actions.js';
import { definitionOf } from '../layers/definition.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { checkNotProhibited } from '../objects/prohibitions.js';
import { faceCastableNow } from './cast-spell.js';
import { payPlanned, planManaPayment } from './pay-mana.js';
import { checkNoSplitSecond } from './split-second.js';
import { hasPriority } from './timing.js';

type SuspendCard = Extract<Command, { type: 'Suspend' }>;
type Suspend = Extract<Ability, { kind: 'suspend' }>;

/** What suspending takes: the card, its suspend ability and the mana payment of its suspend cost. */
interface Suspension {
  card: GameObject;
  suspend: Suspend;
  plan: ManaPayment;
}

/** The suspend ability of the card, if it has one (702.62a). */
export function suspendOf(run: Run, card: GameObject): Suspend | undefined {
  if (card.token || card.isCopy) return undefined;
  return definitionOf(run.ctx, card).abilities.find((a): a is Suspend => a.kind === 'suspend');
}

/**
 * 116.2f, 702.62a: the suspension the player may make now, else the refusal: returned, not thrown,
 * since the legal actions ask it of every card with suspend in the player's hand.
 */
function checkSuspend(run: Run, command: SuspendCard): Suspension | Rejection {
  const { player } = command;
  if (!hasPriority(run.state, player))
    return refusal('NO_PRIORITY', '116.2f', `${player} does not have priority`);
  const card = objectOf(run.state, command.card);
  if (!card || card.zone !== 'hand' || card.owner !== player)
    return refusal('NOT_IN_HAND', '116.2f', `${command.card} is not a card in ${player}'s hand`);
  const suspend = suspendOf(run, card);
  if (!suspend) return refusal('NO_SUSPEND', '702.62a', `${card.name} has no suspend`);
  // 116.2f: only if the player could begin to cast the card now: its timing (307.1) and its own restrictions.
  if (!faceCastableNow(run, player, card, undefined))
    return refusal('SORCERY_TIMING', '116.2f', `${card.name} can't be cast now, so it can't be suspended`);
  // 702.62c: effects that would prohibit casting it (split second, "can't cast") prohibit suspending it.
  const prohibited = problemOf(() => {
    checkNoSplitSecond(run, 'cast a spell');
    checkNotProhibited(run, card.id, '601.3');
  });
  if (prohibited) return { ...prohibited, rule: '702.62c' };
  const plan = planManaPayment(run, player, manaCostOf(suspend.cost), 0, command.payment);
  if (!plan) return refusal('COST_UNPAYABLE', '702.62a', `${player} can't pay ${suspend.cost} to suspend it`);
  return { card, suspend, plan };
}

/** Why the player may not suspend the card now, if they may not (for the legal actions). */
export function suspendProblem(run: Run, command: SuspendCard): Rejection | undefined {
  return refusalOf(checkSuspend(run, command));
}

export function suspendCard(run: Run, command: SuspendCard): void {
  const suspension = checkSuspend(run, command);
  if ('code' in suspension) reject(suspension.code, suspension.rule, suspension.message);
  const { card, suspend, plan } = suspension;
  payPlanned(run, command.player, plan);
  emit(run, { type: 'CardSuspended', player: command.player, card: card.id, name: card.name });
  // 702.62a: exiled (face up, 406.3) with N time counters on it; the special action doesn't use the stack.
  const exiled = enactMove(run, card.id, 'exile', { reason: 'exile' });
  if (exiled) addCounters(run, exiled, 'time', suspend.time);
  // 116.3c: after a special action, the player receives priority again.
  run.agenda.push({ kind: 'priority', player: command.player });
}
