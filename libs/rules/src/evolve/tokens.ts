// Tokens created (111.1), onto the battlefield.
import { putObject } from '../data/state/updates.js';
import type { EventHandlers } from './handlers.js';

export const tokenEvents = {
  TokenCreated: (owned, state, event) => ({
    ...putObject(owned, state, event.object),
    battlefield: [...state.battlefield, event.object.id],
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  }),
} satisfies Partial<EventHandlers>;
