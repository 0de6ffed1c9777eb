// The list of games: status, players, turn, result.
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { statement } from '../read-models/statements.js';
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
  /** Who created the game (an organiser's key id), none for games created before API keys. */
  organiser: string | null;
  /** When the game ended; its seat tokens expire some time after. */
  ended: string | null;
}

export class GamesListProjection implements Projection {
  readonly name = 'games-list';

  apply(db: ReadModelDb, events: readonly RecordedGameEvent[]): void {
    const get = db.prepare('SELECT * FROM games WHERE id = ?');
    const put = db.prepare(
      `INSERT INTO games (id, status, players, turn, step, active, winner, draw, revision, created, updated,
         organiser, ended)
       VALUES (@id, @status, @players, @turn, @step, @active, @winner, @draw, @revision, @created, @updated,
         @organiser, @ended)
       ON CONFLICT (id) DO UPDATE SET status = @status, turn = @turn, step = @step, active = @active,
         winner = @winner, draw = @draw, revision = @revision, updated = @updated, ended = @ended`,
    );
    // Each game's row is read once and written once per batch.
    const rows = new Map<string, Row>();
    for (const recorded of events) {
      const row = rows.get(recorded.gameId) ?? (get.get(recorded.gameId) as Row | undefined);
      if (row && row.revision >= Number(recorded.revision)) continue; // already projected
      const next = summarize(row, recorded);
      if (next) rows.set(recorded.gameId, next);
    }
    for (const row of rows.values()) put.run(row);
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
      organiser: typeof recorded.metadata.organiser === 'string' ? recorded.metadata.organiser : null,
      ended: null,
    };
  }
  if (!row) return undefined;
  const next: Row = { ...row, revision: Number(recorded.revision), updated: time };
  if (e.type === 'TurnBegan') Object.assign(next, { status: 'playing', turn: e.number, active: e.active });
  if (e.type === 'StepBegan') next.step = e.step;
  if (e.type === 'GameEnded')
    Object.assign(next, { status: 'over', winner: e.winner ?? null, draw: e.draw ? 1 : 0, ended: time });
  return next;
}

export interface ListOptions {
  status?: string;
  limit?: number;
  /** Only this game (a seat's). */
  id?: string;
  /** Only the games this organiser created. */
  organiser?: string;
  /** Only the games of this match (their ids are `<match>.<n>`). */
  match?: string;
}

export function listGames(db: ReadModelDb, options: ListOptions = {}): GameSummary[] {
  const filters = (['status', 'id', 'organiser'] as const).filter((f) => options[f] !== undefined);
  const conditions = [
    ...filters.map((f) => `${f} = @${f}`),
    ...(options.match !== undefined ? [`substr(id, 1, length(@match) + 1) = @match || '.'`] : []),
  ];
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = db
    .prepare(`SELECT * FROM games ${where} ORDER BY created DESC LIMIT @limit`)
    .all({ ...options, limit: options.limit ?? 100 }) as Row[];
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

/** When the game ended (ms since the epoch); undefined while it goes on, or if there is no such game. */
export function gameEndedAt(db: ReadModelDb, gameId: string): number | undefined {
  const row = statement(db, 'SELECT ended FROM games WHERE id = ?').get(gameId) as
    { ended: string | null } | undefined;
  return row?.ended ? Date.parse(row.ended) : undefined;
}

/** The game's seats and organiser, for whoever revokes its tokens; undefined if there is no such game. */
export function gameSeats(
  db: ReadModelDb,
  gameId: string,
): { players: string[]; organiser?: string } | undefined {
  const row = statement(db, 'SELECT players, organiser FROM games WHERE id = ?').get(gameId) as
    Pick<Row, 'players' | 'organiser'> | undefined;
  if (!row) return undefined;
  return {
    players: JSON.parse(row.players) as string[],
    ...(row.organiser ? { organiser: row.organiser } : {}),
  };
}
