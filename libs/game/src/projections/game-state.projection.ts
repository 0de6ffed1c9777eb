// The state of every game, folded from its events; each viewer's view is computed from it on read.
// Written once per batch for each game the batch touched.
import { evolveOwning, initialState, type GameState, type OwnedObjects } from '@mtg/rules';
import type { ReadModelDb } from '../read-models/read-model-db.js';
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
    const put = db.prepare(
      `INSERT INTO game_states (id, revision, state) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, state = excluded.state`,
    );
    for (const [id, game] of touched) put.run(id, Number(game.revision), JSON.stringify(game.state));
  }

  reset(db: ReadModelDb): void {
    db.exec('DELETE FROM game_states');
  }
}

export function loadGameState(db: ReadModelDb, gameId: string): ProjectedGame | undefined {
  const row = db.prepare('SELECT revision, state FROM game_states WHERE id = ?').get(gameId) as
    { revision: number; state: string } | undefined;
  return row ? { state: JSON.parse(row.state) as GameState, revision: BigInt(row.revision) } : undefined;
}
