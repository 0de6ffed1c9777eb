// The game: started, left by a player (800.4a), ended (104), backed up by a judge (IPG 1.4).
import type { EventOf } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import { withoutObjects, type OwnedObjects } from '../data/state/updates.js';
import { withoutAction } from './actions.js';
import type { EventHandlers } from './handlers.js';
import { stateFromRecord } from '../data/state/objects.js';

export const gameEvents = {
  GameStarted: (_, _state, event) => stateFromRecord(event.initial),
  // IPG 1.4: the game as the backup restored it.
  GameBackedUp: (_, _state, event) => stateFromRecord(event.state),
  // IPG 2.5: the fix is done by the events that follow.
  PartialFixApplied: (_, state) => state,
  PlayerLeftGame: (owned, state, event) =>
    // 104.3a: a player who leaves abandons the action they were taking.
    leftGame(owned, state.action?.player === event.player ? withoutAction(state) : state, event),
  GameEnded: (_, state, event) => ({
    ...withoutAction(state),
    over: true,
    winner: event.winner,
    draw: event.draw,
    players: state.players.map((p) => (p.id === event.winner ? { ...p, won: true } : p)),
    turn: { ...state.turn, priority: null },
    decision: null,
    agenda: [],
  }),
} satisfies Partial<EventHandlers>;

function leftGame(owned: OwnedObjects, state: GameState, event: EventOf<'PlayerLeftGame'>): GameState {
  const gone = new Set(event.objects);
  const keep = (ids: string[]) => ids.filter((id) => !gone.has(id));
  return {
    ...withoutObjects(owned, state, event.objects),
    battlefield: keep(state.battlefield),
    stack: keep(state.stack),
    exile: keep(state.exile),
    ...(state.command ? { command: keep(state.command) } : {}),
    players: state.players.map((p) => ({
      ...p,
      library: keep(p.library),
      hand: keep(p.hand),
      graveyard: keep(p.graveyard),
    })),
    pendingTriggers: state.pendingTriggers.filter((t) => t.controller !== event.player),
    ...(state.delayedTriggers
      ? { delayedTriggers: state.delayedTriggers.filter((t) => t.controller !== event.player) }
      : {}),
    // 800.4k: a player who left begins no turn, extra ones included.
    ...(state.extraTurns ? { extraTurns: state.extraTurns.filter((p) => p !== event.player) } : {}),
    decision: state.decision?.player === event.player ? null : state.decision,
    agenda: state.decision?.player === event.player ? [] : state.agenda,
    turn: state.turn.priority === event.player ? { ...state.turn, priority: null } : state.turn,
  };
}
