// The events of a game as a viewer may see them: shuffled orders, the random generator, other
// players' hidden cards, the ids of hidden objects and the engine's pending work are left out (the
// judge sees everything).
import type { GameEvent, RulesContext } from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { decisionView, gameView } from './game-view.js';
import { withoutHiddenIds, type EventStates } from './hidden-objects.js';

export interface EventView {
  revision: number;
  type: string;
  data: unknown;
}

/** The event as `viewer` may see it, with the game states right before and after it. */
export function eventView(
  event: GameEvent,
  revision: bigint,
  states: EventStates,
  viewer: Viewer,
  ctx: RulesContext,
): EventView {
  return {
    revision: Number(revision),
    type: event.type,
    data: viewer.kind === 'judge' ? event : redact(event, revision, states, viewer, ctx),
  };
}

function redact(
  event: GameEvent,
  revision: bigint,
  states: EventStates,
  viewer: Viewer,
  ctx: RulesContext,
): unknown {
  return withoutHiddenIds(event, shownPart(event, revision, states, viewer, ctx), states, viewer, ctx);
}

function shownPart(
  event: GameEvent,
  revision: bigint,
  states: EventStates,
  viewer: Viewer,
  ctx: RulesContext,
): unknown {
  switch (event.type) {
    case 'GameStarted':
      return { type: event.type, initial: gameView(states.after, revision, viewer, ctx) };
    case 'GameBackedUp':
      // IPG 1.4: the game as the viewer may see it after the backup; the cards put back on top of a
      // library are their owner's to know (the others see whose, and whether chosen at random).
      return {
        ...event,
        state: gameView(states.after, revision, viewer, ctx),
        returned: event.returned.map((r) =>
          viewer.kind === 'seat' && viewer.player === r.player
            ? r
            : { player: r.player, object: r.object, random: r.random },
        ),
      };
    case 'LibraryShuffled':
      // 103.3, 701.20a: a shuffled library's order is nobody's to see, nor the generator behind it.
      return { type: event.type, player: event.player, count: event.order.length };
    case 'CoinFlipped':
      // 705.2: every player sees who flipped and whether they won, not the generator behind it.
      return { type: event.type, player: event.player, won: event.won };
    case 'RandomOrderChosen':
      // 701.55a: cards put on the bottom in a random order: only how many.
      return { type: event.type, player: event.player, count: event.objects.length };
    case 'ChosenAtRandom':
      // 701.8b: which cards were picked, as far as the viewer can see them, not the generator behind it.
      return { type: event.type, player: event.player, objects: event.objects, among: event.from.length };
    case 'DecisionRequested':
      return { type: event.type, decision: decisionView(states.after, viewer) };
    case 'IllegalActionReversed':
      // 730.1: what stands of a reversed action is seen as those events are.
      return { ...event, kept: event.kept.map((e) => redact(e, revision, states, viewer, ctx)) };
    case 'Scried':
    case 'LibraryArranged': {
      // 701.18a, 401.4: only the player who scried (or looked) sees which cards went where; the others see how many.
      if (viewer.kind === 'seat' && viewer.player === event.player) return event;
      const { top, bottom, ...rest } = event;
      return { ...rest, onTop: top.length, onBottom: bottom.length };
    }
    case 'PriorityPassed':
    case 'DecisionAnswered': {
      // The state a mandatory action was taken in names every library's and hand's cards (104.4b).
      const { mandatory: _state, ...rest } = event;
      return rest;
    }
    case 'GameChoiceMade': {
      // 729.3: the fingerprint stands for the whole state, hidden cards included.
      const { fingerprint: _state, ...rest } = event;
      return rest;
    }
    case 'HandLookedAt': {
      // Only the player who looked and the hand's owner see the cards.
      const { cards, ...rest } = event;
      const sees = viewer.kind === 'seat' && (viewer.player === event.player || viewer.player === event.of);
      return sees ? event : { ...rest, count: cards.length };
    }
    default:
      return event;
  }
}
