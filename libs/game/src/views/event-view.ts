// The events of a game as a viewer may see them: shuffled orders, other players' hidden cards and
// the engine's pending work are left out (the judge sees everything).
import type { GameEvent, GameState, RulesContext } from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { decisionView, gameView } from './game-view.js';

export interface EventView {
  revision: number;
  type: string;
  data: unknown;
}

/** The event as `viewer` may see it; `after` is the game state right after it. */
export function eventView(
  event: GameEvent,
  revision: bigint,
  after: GameState,
  viewer: Viewer,
  ctx: RulesContext,
): EventView {
  return {
    revision: Number(revision),
    type: event.type,
    data: viewer.kind === 'judge' ? event : redact(event, revision, after, viewer, ctx),
  };
}

function redact(
  event: GameEvent,
  revision: bigint,
  after: GameState,
  viewer: Viewer,
  ctx: RulesContext,
): unknown {
  switch (event.type) {
    case 'GameStarted':
      return { type: event.type, initial: gameView(event.initial, revision, viewer, ctx) };
    case 'LibraryShuffled': {
      const { order, rng: _rng, ...rest } = event;
      return { ...rest, count: order.length };
    }
    case 'DecisionRequested':
      return { type: event.type, decision: decisionView(after, viewer) };
    case 'IllegalActionReversed':
      // 730.1: what stands of a reversed action is seen as those events are.
      return { ...event, kept: event.kept.map((e) => redact(e, revision, after, viewer, ctx)) };
    case 'Scried': {
      // 701.18a: only the player who scried sees which cards went where; the others see how many.
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
