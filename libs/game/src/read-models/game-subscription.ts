import type { AllSubscription, EventStore } from '@mtg/event-store';
import { GAME_STREAM_PREFIX } from '../streams.js';

/** A catch-up subscription to the game streams of `$all`, after `from` (or from the start). */
export function subscribeToGames(store: EventStore, from: bigint | undefined): AllSubscription {
  return store.subscribeToAll({
    ...(from !== undefined ? { fromPosition: from } : {}),
    filter: { streamNamePrefix: [GAME_STREAM_PREFIX] },
  });
}
