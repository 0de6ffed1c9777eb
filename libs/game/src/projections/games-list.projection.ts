// The list of games: status, players, turn, result.
import type { ReadModelDb } from '../read-models/read-model-db.js';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import type { Projection } from './projection.js';

export interface GameSummary {
  id: string;
  status: 'starting' | 'playing' | 'over';
  players: string[];
  turn: number;
  step: string;
  active: string;
  winner?: string;
  draw: boolean;
  revision: number;
  created: string;
  updated: string;
}

interface Row {
  id: string;
  status: GameSummary['status'];
  players: string;
  turn: number;
  step: string;
  active: string;
  winner: string | null;
  draw: number;
  revision: number;
  created: string;
  updated: string;
}

export class GamesListProjection implements Projection {
  readonly name = 'games-list';

  apply(db: ReadModelDb, events: readonly RecordedGameEvent[]): void {
    const get = db.prepare('SELECT * FROM games WHERE id = ?');
    const put = db.prepare(
      `INSERT INTO games (id, status, players, turn, step, active, winner, draw, revision, created, updated)
       VALUES (@id, @status, @players, @turn, @step, @active, @winner, @draw, @revision, @created, @updated)
       ON CONFLICT (id) DO UPDATE SET status = @status, turn = @turn, step = @step, active = @active,
         winner = @winner, draw = @draw, revision = @revision, updated = @updated`,
    );
    for (const recorded of events) {
      const row = get.get(recorded.gameId) as Row | undefined;
      if (row && row.revision >= Number(recorded.revision)) continue; // already projected
      const next = summarize(row, recorded);
      if (next) put.run(next);
    }
  }

  reset(db: ReadModelDb): void {
    db.exec('DELETE FROM games');
  }
}

function summarize(row: Row | undefined, recorded: RecordedGameEvent): Row | undefined {
  const e = recorded.event;
  const time = recorded.metadata.time ?? new Date(0).toISOString();
  if (e.type === 'GameStarted') {
    const s = e.initial;
    return {
      id: recorded.gameId,
      status: s.turn.number > 0 ? 'playing' : 'starting',
      players: JSON.stringify(s.players.map((p) => p.id)),
      turn: s.turn.number,
      step: s.turn.step,
      active: s.turn.active,
      winner: null,
      draw: 0,
      revision: Number(recorded.revision),
      created: time,
      updated: time,
    };
  }
  if (!row) return undefined;
  const next: Row = { ...row, revision: Number(recorded.revision), updated: time };
  if (e.type === 'TurnBegan') Object.assign(next, { status: 'playing', turn: e.number, active: e.active });
  if (e.type === 'StepBegan') next.step = e.step;
  if (e.type === 'GameEnded')
    Object.assign(next, { status: 'over', winner: e.winner ?? null, draw: e.draw ? 1 : 0 });
  return next;
}

export function listGames(db: ReadModelDb, options: { status?: string; limit?: number } = {}): GameSummary[] {
  const rows = (
    options.status
      ? db
          .prepare('SELECT * FROM games WHERE status = ? ORDER BY created DESC LIMIT ?')
          .all(options.status, options.limit ?? 100)
      : db.prepare('SELECT * FROM games ORDER BY created DESC LIMIT ?').all(options.limit ?? 100)
  ) as Row[];
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    players: JSON.parse(r.players) as string[],
    turn: r.turn,
    step: r.step,
    active: r.active,
    ...(r.winner ? { winner: r.winner } : {}),
    draw: r.draw === 1,
    revision: r.revision,
    created: r.created,
    updated: r.updated,
  }));
}
