// The states of a game at past revisions, for time travel (issue 18) and the console's timeline
// (issue 20): a state is folded from the nearest kept state before it, not from the start. A game's
// stream only grows (a backup appends compensating events, nothing is ever rewritten), so a kept
// state stays true; states are immutable, so a kept one is shared, never copied.
import { evolve, initialState, type GameEvent, type GameState } from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import { LruCache } from './lru-cache.js';

/** A state is kept every this many revisions of a game, as a fold passes it. */
export const KEEP_EVERY = 64;
/** The games whose past states are kept (the least recently stepped through leave first). */
export const GAMES_KEPT = 32;

/** Reads the game stream's events from a revision, `count` of them. */
export type ReadEvents = (gameId: string, from: bigint, count: number) => Promise<RecordedEvent[]>;

export class PastStates {
  readonly #kept = new LruCache<string, Map<number, GameState>>(GAMES_KEPT);

  constructor(private readonly read: ReadEvents) {}

  /** The game's state right after the event of `revision` (folded from the nearest kept state). */
  async at(gameId: string, revision: number): Promise<GameState> {
    const kept = this.#kept.get(gameId) ?? new Map<number, GameState>();
    this.#kept.set(gameId, kept);
    const from = Math.floor(revision / KEEP_EVERY) * KEEP_EVERY;
    const nearest = [...kept.keys()].filter((r) => r <= from).reduce((a, b) => Math.max(a, b), -1);
    let state = nearest < 0 ? initialState() : kept.get(nearest)!;
    const records = await this.read(gameId, BigInt(nearest + 1), revision - nearest);
    for (const record of records) {
      state = evolve(state, record.data as GameEvent);
      const at = Number(record.revision);
      if (at % KEEP_EVERY === KEEP_EVERY - 1) kept.set(at, state);
    }
    return state;
  }
}
