// Effects on a player's hand: revealing it or a card of it at random (701.16a), looking at it, and putting cards from it on
// top of the library (Brainstorm).
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import type { PlayerId } from '../data/state/game-state.js';
import type { EffectContext, RevealedCard, Task } from '../data/state/task.js';
import { chooseAtRandom } from '../game-actions/random-choices.js';
import { revealCard, seenCard, tellTheRest } from './revealed-cards.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;

/** 701.16a: "[Player] reveals their hand": every card of it is shown to every player. */
export function revealHand(run: Run, player: PlayerId): void {
  for (const id of playerById(run.state, player).hand)
    emit(run, { type: 'CardRevealed', object: id, name: objectOf(run.state, id)!.name });
}

/**
 * 701.16a, 701.8b: "[Player] reveals a card at random from their hand": the game's random source picks
 * it, every player sees it; "that card" from then on (none from an empty hand).
 */
export function revealAtRandom(run: Run, ctx: EffectContext, players: readonly PlayerId[]): void {
  const revealed: RevealedCard[] = [];
  for (const player of players) {
    const [card] = chooseAtRandom(run, player, playerById(run.state, player).hand, 1);
    if (card === undefined) continue;
    revealCard(run, card);
    revealed.push(seenCard(run, card));
  }
  tellTheRest(run, ctx, { revealed });
}

/** "Look at [player]'s hand": the looking player sees its cards; the event is theirs to see (views hide it). */
export function lookAtHand(run: Run, viewer: PlayerId, player: PlayerId): void {
  const hand = playerById(run.state, player).hand;
  emit(run, {
    type: 'HandLookedAt',
    player: viewer,
    of: player,
    cards: hand.map((id) => objectOf(run.state, id)!.name),
  });
}

/**
 * "Put N cards from your hand on top of your library in any order": the player chooses the cards and
 * their order (a `cards` decision: the first card named ends on top); with N cards or fewer in hand,
 * only the order is theirs to choose, so it is asked all the same unless there is one card or none.
 */
export function putFromHandOnLibrary(run: Run, task: EffectTask, count: number): void {
  const player = task.ctx.controller;
  const hand = playerById(run.state, player).hand;
  const n = Math.min(count, hand.length);
  if (n === 0) return;
  const answer = takeAnswer(run);
  const chosen =
    n === 1 && hand.length === 1
      ? [...hand]
      : answer?.kind === 'options' && answer.ids.length === n && answer.ids.every((id) => hand.includes(id))
        ? answer.ids
        : undefined;
  if (!chosen || new Set(chosen).size !== n) {
    ask(run, task, {
      player,
      kind: 'cards',
      prompt: `${task.ctx.sourceName}: choose ${n} card(s) to put on top of your library, the first on top`,
      options: hand.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min: n,
      max: n,
    });
    return;
  }
  // Each card put on top goes above the ones before: the last one put is the top card.
  for (const id of [...chosen].reverse()) moveObject(run, id, 'library', { reason: 'put', position: 'top' });
}
