// A player's life (119), speed (702.179), the monarch (722), draws from an empty library (704.5b), and loss (104.3).
import { playerById, withPlayer } from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';

export const playerEvents = {
  LifeGained: (_, state, event) =>
    withPlayer(state, event.player, { life: playerById(state, event.player).life + event.amount }),
  LifeLost: (_, state, event) =>
    withPlayer(state, event.player, { life: playerById(state, event.player).life - event.amount }),
  SpeedChanged: (_, state, event) => withPlayer(state, event.player, { speed: event.speed }),
  // 722.3: only one player is the monarch at a time.
  BecameMonarch: (_, state, event) => ({
    ...state,
    players: state.players.map(({ monarch: _was, ...p }) =>
      p.id === event.player ? { ...p, monarch: true } : p,
    ),
  }),
  DrawFromEmptyLibraryAttempted: (_, state, event) =>
    withPlayer(state, event.player, { drewFromEmptyLibrary: true }),
  EmptyLibraryDrawChecked: (_, state, event) =>
    withPlayer(state, event.player, { drewFromEmptyLibrary: false }),
  PlayerConceded: (_, state, event) =>
    withPlayer(state, event.player, { lost: true, left: true, lossReason: 'conceded' }),
  PlayerLost: (_, state, event) =>
    withPlayer(state, event.player, { lost: true, left: true, lossReason: event.reason }),
} satisfies Partial<EventHandlers>;
