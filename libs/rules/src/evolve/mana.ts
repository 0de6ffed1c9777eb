// Mana pools: mana added, spent and emptied.
import type { ManaPool } from '../data/state/game-state.js';
import { playerById, withPlayer } from '../data/state/updates.js';
import { actionTaken, afterChoice } from './actions.js';
import type { EventHandlers } from './handlers.js';

export const EMPTY_POOL: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

export const manaEvents = {
  ManaAdded: (_, state, event) =>
    withPlayer(actionTaken(afterChoice(state)), event.player, {
      manaPool: addMana(playerById(state, event.player).manaPool, event.mana, 1),
    }),
  ManaSpent: (_, state, event) =>
    withPlayer(state, event.player, {
      manaPool: addMana(playerById(state, event.player).manaPool, event.mana, -1),
    }),
  ManaPoolsEmptied: (_, state) => ({
    ...state,
    players: state.players.map((p) => ({ ...p, manaPool: EMPTY_POOL })),
  }),
} satisfies Partial<EventHandlers>;

function addMana(pool: ManaPool, mana: readonly (keyof ManaPool)[], sign: 1 | -1): ManaPool {
  const next = { ...pool };
  for (const type of mana) next[type] += sign;
  return next;
}
