// Card and game metrics as 17lands defines them, over the analytical store's tables: win rates of
// the games in which a card was in the deck (GP), in the opening hand (OH), drawn (GD), in hand
// (GIH: opening hand or drawn), not seen (GNS), and IWD = GIH WR - GNS WR; each win rate with its
// count and a 95% Wilson score interval. A drawn game (no winner) counts as a game not won.
import type { AnalyticsStore } from './analytics-store.js';
import { replayColumn } from './analytics-store.js';
import { REPLAY_TURNS } from './game-tally.js';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** A win rate: games, wins, rate (null without games) and its 95% Wilson score interval. */
export interface WinRate {
  games: number;
  wins: number;
  rate: number | null;
  low: number | null;
  high: number | null;
}

/** The win rate of `wins` in `games`, with the Wilson score interval (better than the normal one near 0, 1 and for few games). */
export function winRate(wins: number, games: number, z = Z95): WinRate {
  if (games === 0) return { games, wins, rate: null, low: null, high: null };
  const p = wins / games;
  const z2n = (z * z) / games;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2n / (4 * games))) / (1 + z2n);
  // The interval holds p (it always does; at p = 0 or 1 rounding could leave it a hair outside).
  return {
    games,
    wins,
    rate: p,
    low: Math.min(p, Math.max(0, centre - half)),
    high: Math.max(p, Math.min(1, centre + half)),
  };
}

export interface CardMetrics {
  card: string;
  /** Games played: the card was in the deck. */
  gp: WinRate;
  /** In the opening hand (the hand kept, 103.5). */
  oh: WinRate;
  /** Drawn after the opening hand. */
  gd: WinRate;
  /** In hand: in the opening hand or drawn. */
  gih: WinRate;
  /** Not seen: in the deck, neither in the opening hand nor drawn. */
  gns: WinRate;
  /** Improvement when drawn: GIH WR - GNS WR (null unless both have games). */
  iwd: number | null;
  /** Games in which it was cast. */
  cast: number;
}

/** Counts per card, as the card metrics query returns them. */
export interface CardCounts {
  card: string;
  gp: number;
  gp_wins: number;
  oh: number;
  oh_wins: number;
  gd: number;
  gd_wins: number;
  gih: number;
  gih_wins: number;
  cast: number;
}

/** The 17lands metrics of one card from its counts. */
export function cardMetrics(c: CardCounts): CardMetrics {
  const gih = winRate(c.gih_wins, c.gih);
  const gns = winRate(c.gp_wins - c.gih_wins, c.gp - c.gih);
  return {
    card: c.card,
    gp: winRate(c.gp_wins, c.gp),
    oh: winRate(c.oh_wins, c.oh),
    gd: winRate(c.gd_wins, c.gd),
    gih,
    gns,
    iwd: gih.rate === null || gns.rate === null ? null : gih.rate - gns.rate,
    cast: c.cast,
  };
}

/** The counts summed per card, but `casts` (a keyword: read as "cast"). */
const COUNTS = ['gp', 'gp_wins', 'oh', 'oh_wins', 'gd', 'gd_wins', 'gih', 'gih_wins'] as const;

export interface AnalyticsFilter {
  /** Only the sides that played this deck id (`deckId`). */
  deck?: string;
}

const deckClause = (filter: AnalyticsFilter) => (filter.deck === undefined ? '' : 'WHERE deck = $deck');
const deckValues = (filter: AnalyticsFilter): Record<string, string> =>
  filter.deck === undefined ? {} : { deck: filter.deck };

/** Every card's metrics (by card name), most games in hand first. */
export async function queryCardMetrics(
  store: AnalyticsStore,
  filter: AnalyticsFilter = {},
): Promise<CardMetrics[]> {
  // The pre-aggregated counts (card-counts.ts): a few rows per deck and card, whatever the games.
  const counts = await store.rows<CardCounts>(
    `SELECT card, ${COUNTS.map((c) => `SUM(${c})::INTEGER AS ${c}`).join(', ')}, SUM(casts)::INTEGER AS "cast"
     FROM card_counts ${deckClause(filter)} GROUP BY card HAVING SUM(gp) > 0 ORDER BY gih DESC, card`,
    deckValues(filter),
  );
  return counts.map(cardMetrics);
}

/** The mean mana a side spent in a turn of the game, over the sides whose game lasted that long. */
export interface ManaSpentTurn {
  turn: number;
  mean: number;
  sides: number;
}

/** Per turn of the replay table, the mean mana spent (`m<turn>`) and the sides counted (`n<turn>`). */
const MANA_SPENT_AVERAGES = Array.from({ length: REPLAY_TURNS }, (_, i) => {
  const column = replayColumn(i + 1, 'mana_spent');
  return `AVG(${column})::DOUBLE AS m${i + 1}, COUNT(${column})::INTEGER AS n${i + 1}`;
}).join(', ');

/** The turns some side played, from a row of MANA_SPENT_AVERAGES. */
function manaSpentTurns(row: Record<string, unknown>): ManaSpentTurn[] {
  return Array.from({ length: REPLAY_TURNS }, (_, i) => ({
    turn: i + 1,
    mean: (row[`m${i + 1}`] as number | null) ?? 0,
    sides: (row[`n${i + 1}`] as number | null) ?? 0,
  })).filter((t) => t.sides > 0);
}

export interface GameMetrics {
  /** Sides counted (two per two-player game). */
  sides: number;
  games: number;
  /** Sides that took at least one mulligan, and the mean of mulligans taken. */
  mulliganRate: number | null;
  meanMulligans: number | null;
  onThePlay: WinRate;
  onTheDraw: WinRate;
  /** Game length in turns (the game's turn count): mean, and how many games lasted each count. */
  meanTurns: number | null;
  turns: { turns: number; games: number }[];
  /** Mean mana spent by a side in each turn of the game, while games lasted that long. */
  manaSpentPerTurn: ManaSpentTurn[];
  /** How games ended (GameEnded's reasons), with counts. */
  endReasons: { reason: string; games: number }[];
}

/** Mulligan rates, win rates on the play and on the draw, game length and mana spent per turn. */
export async function queryGameMetrics(
  store: AnalyticsStore,
  filter: AnalyticsFilter = {},
): Promise<GameMetrics> {
  const where = deckClause(filter);
  const values = deckValues(filter);
  const [sides] = await store.rows<{
    sides: number;
    games: number;
    mulliganed: number;
    mulligans: number | null;
    play: number;
    play_wins: number;
    draw: number;
    draw_wins: number;
  }>(
    `SELECT COUNT(*)::INTEGER AS sides, COUNT(DISTINCT game_id)::INTEGER AS games,
       COUNT(*) FILTER (num_mulligans > 0)::INTEGER AS mulliganed, AVG(num_mulligans)::DOUBLE AS mulligans,
       COUNT(*) FILTER (on_play)::INTEGER AS play, COUNT(*) FILTER (on_play AND won)::INTEGER AS play_wins,
       COUNT(*) FILTER (NOT on_play)::INTEGER AS draw, COUNT(*) FILTER (NOT on_play AND won)::INTEGER AS draw_wins
     FROM replay ${where}`,
    values,
  );
  const gameIds = `SELECT DISTINCT game_id FROM replay ${where}`;
  const turns = await store.rows<{ turns: number; games: number }>(
    `SELECT turns, COUNT(*)::INTEGER AS games FROM games WHERE game_id IN (${gameIds}) GROUP BY turns ORDER BY turns`,
    values,
  );
  const [spent] = await store.rows<Record<string, number | null>>(
    `SELECT ${MANA_SPENT_AVERAGES} FROM replay ${where}`,
    values,
  );
  const reasons = await store.rows<{ reason: string; games: number }>(
    `SELECT end_reason AS reason, COUNT(*)::INTEGER AS games FROM games WHERE game_id IN (${gameIds})
     GROUP BY end_reason ORDER BY games DESC, reason`,
    values,
  );
  const s = sides!;
  const games = turns.reduce((n, t) => n + t.games, 0);
  return {
    sides: s.sides,
    games: s.games,
    mulliganRate: s.sides ? s.mulliganed / s.sides : null,
    meanMulligans: s.mulligans,
    onThePlay: winRate(s.play_wins, s.play),
    onTheDraw: winRate(s.draw_wins, s.draw),
    meanTurns: games ? turns.reduce((n, t) => n + t.turns * t.games, 0) / games : null,
    turns,
    manaSpentPerTurn: manaSpentTurns(spent!),
    endReasons: reasons,
  };
}

/** A deck's mean mana spent in each turn of the game. */
export interface DeckManaSpent {
  deck: string;
  /** The games the deck was played in. */
  games: number;
  turns: ManaSpentTurn[];
}

/** Mana spent per turn by deck (the sides that played it), decks by id. */
export async function queryManaSpentByDeck(
  store: AnalyticsStore,
  filter: AnalyticsFilter = {},
): Promise<DeckManaSpent[]> {
  const rows = await store.rows<Record<string, unknown>>(
    `SELECT deck, COUNT(DISTINCT game_id)::INTEGER AS games, ${MANA_SPENT_AVERAGES} FROM replay ${deckClause(filter)} GROUP BY deck ORDER BY deck`,
    deckValues(filter),
  );
  return rows.map((row) => ({
    deck: row.deck as string,
    games: row.games as number,
    turns: manaSpentTurns(row),
  }));
}
