// The state of every game, folded from its events; each viewer's view is computed from it on read.
// Written once per batch for each game the batch touched. The states last read or written are
// kept parsed (at most HOT_GAMES per read-model database), checked against the stored revision.
import { evolveOwning, initialState, upcastStoredState, type GameState, type OwnedObjects } from '@mtg/rules';
import { DEFAULT_HOT_GAMES, LruCache, type LruOptions } from '../games/lru-cache.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { statement } from '../read-models/statements.js';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import type { Projection } from './projection.js';

export interface ProjectedGame {
  state: GameState;
  revision: bigint;
}

interface TouchedGame extends ProjectedGame {
  /** What the batch's evolutions of this game write in place: only its last state is kept. */
  owned: OwnedObjects;
}

const parsed = new WeakMap<ReadModelDb, LruCache<string, ProjectedGame>>();

/** Keeps at most `hotGames` projected states of `db` parsed in memory (default DEFAULT_HOT_GAMES). */
export function cacheGameStates(db: ReadModelDb, hotGames: number, idle: LruOptions = {}): void {
  parsed.set(db, new LruCache(hotGames, idle));
}

function cacheOf(db: ReadModelDb): LruCache<string, ProjectedGame> {
  let cache = parsed.get(db);
  if (!cache) parsed.set(db, (cache = new LruCache(DEFAULT_HOT_GAMES)));
  return cache;
}

export class GameStateProjection implements Projection {
  readonly name = 'game-states';

  apply(db: ReadModelDb, events: readonly RecordedGameEvent[]): void {
    const touched = new Map<string, TouchedGame>();
    for (const recorded of events) {
      const batched = touched.get(recorded.gameId);
      const current = batched ?? loadGameState(db, recorded.gameId);
      if (current && current.revision >= recorded.revision) continue; // already projected
      if (!current && recorded.event.type !== 'GameStarted') continue;
      const owned = batched?.owned ?? {};
      const state = evolveOwning(owned, current?.state ?? initialState(), recorded.event);
      touched.set(recorded.gameId, { state, revision: recorded.revision, owned });
    }
    const put = statement(
      db,
      `INSERT INTO game_states (id, revision, state) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, state = excluded.state`,
    );
    const cache = cacheOf(db);
    for (const [id, { state, revision }] of touched) {
      put.run(id, Number(revision), JSON.stringify(state));
      cache.set(id, { state, revision });
    }
  }

  reset(db: ReadModelDb): void {
    db.exec('DELETE FROM game_states');
    cacheOf(db).clear();
  }
}

/** The game's projected state: the parsed one if it is still the stored revision, else parsed anew. */
export function loadGameState(db: ReadModelDb, gameId: string): ProjectedGame | undefined {
  const revision = statement(db, 'SELECT revision FROM game_states WHERE id = ?').get(gameId) as
    { revision: number } | undefined;
  if (revision === undefined) return undefined;
  const cache = cacheOf(db);
  const cached = cache.get(gameId);
  if (cached?.revision === BigInt(revision.revision)) return cached;
  const row = statement(db, 'SELECT revision, state FROM game_states WHERE id = ?').get(gameId) as {
    revision: number;
    state: string;
  };
  // States stored by an older version hold their objects in one record: brought to today's shape.
  const game = {
    state: upcastStoredState(JSON.parse(row.state) as GameState),
    revision: BigInt(row.revision),
  };
  cache.set(gameId, game);
  return game;
}
