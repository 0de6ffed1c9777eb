// Issue 19, item 7: the card metrics read pre-aggregated counts (card_counts), kept by each write of
// card_games. Whatever the writes (replacing games, removing them, appending), and after the store
// is reopened (its rows folded) or was written before card_counts existed (counted afresh), the
// metrics equal those of counts made here from the rows written.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalyticsStore } from './analytics-store.js';
import { cardMetrics, queryCardMetrics, type CardCounts, type CardMetrics } from './card-metrics.js';
import type { CardGameRow, GameTally } from './game-tally.js';

const DECKS = {
  a: { deck: 'D', cards: ['Bolt', 'Bear', 'Mountain'] },
  b: { deck: 'E', cards: ['Bolt', 'Swamp'] },
};

/** Game `i` in version `v`: every card of both decks, seen, drawn, cast and won by a rule of i and v. */
function tally(i: number, v: number): GameTally {
  const gameId = `g${i}`;
  const winner = (i + v) % 3 === 0 ? 'b' : 'a';
  const cards = (['a', 'b'] as const).flatMap((player) =>
    DECKS[player].cards.map((card, c): CardGameRow => ({
      gameId,
      player,
      deck: DECKS[player].deck,
      card,
      won: player === winner,
      inDeck: 1 + c,
      inOpeningHand: (i + c + v) % 4 === 0 ? 1 : 0,
      drawn: (i * (c + 1) + v) % 3 === 0 ? 2 : 0,
      cast: (i + v + c) % 2,
    })),
  );
  const game = {
    gameId,
    endedAt: '2026-12-07T10:00:00.000Z',
    players: ['a', 'b'],
    decks: ['D', 'E'],
    onPlay: 'a',
    turns: 6,
    winner,
    draw: false,
    endReason: '704.5a',
  };
  return { game, replay: [], cards };
}

/** The metrics of `rows`, counted here (a row per game, side and card). */
function expected(rows: readonly CardGameRow[], deck?: string): CardMetrics[] {
  const counts = new Map<string, CardCounts>();
  for (const r of rows.filter((r) => deck === undefined || r.deck === deck)) {
    const c = counts.get(r.card) ?? {
      card: r.card,
      ...{ gp: 0, gp_wins: 0, oh: 0, oh_wins: 0, gd: 0, gd_wins: 0, gih: 0, gih_wins: 0, cast: 0 },
    };
    counts.set(r.card, c);
    const w = r.won ? 1 : 0;
    c.gp++;
    c.gp_wins += w;
    if (r.inOpeningHand > 0) [c.oh, c.oh_wins] = [c.oh + 1, c.oh_wins + w];
    if (r.drawn > 0) [c.gd, c.gd_wins] = [c.gd + 1, c.gd_wins + w];
    if (r.inOpeningHand > 0 || r.drawn > 0) [c.gih, c.gih_wins] = [c.gih + 1, c.gih_wins + w];
    if (r.cast > 0) c.cast++;
  }
  return [...counts.values()]
    .map(cardMetrics)
    .sort((x, y) => y.gih.games - x.gih.games || (x.card < y.card ? -1 : 1));
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

describe('card_counts: the card metrics pre-aggregated by each write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-card-counts-'));
  const path = join(dir, 'analytics.duckdb');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // What the store holds at the end: v1 of g0-g9 and g25-g59, v2 of g10-g19; g20-g24 removed.
  const kept = [...range(0, 10), ...range(25, 60)]
    .map((i) => tally(i, 1))
    .concat(range(10, 20).map((i) => tally(i, 2)));
  const rows = kept.flatMap((t) => t.cards);

  const check = async (store: AnalyticsStore) => {
    expect(await queryCardMetrics(store)).toEqual(expected(rows));
    expect(await queryCardMetrics(store, { deck: 'E' })).toEqual(expected(rows, 'E'));
  };

  it('after games are replaced, removed and appended, the metrics are those of the rows kept', async () => {
    const store = await AnalyticsStore.open(path);
    try {
      await store.replace(
        range(0, 20).map((i) => `g${i}`),
        range(0, 20).map((i) => tally(i, 1)),
      );
      await store.replace(
        range(20, 40).map((i) => `g${i}`),
        range(20, 40).map((i) => tally(i, 1)),
      );
      await store.append(range(40, 60).map((i) => tally(i, 1)));
      // Backed up games: written again (other counts), and some no longer over.
      await store.replace(
        range(10, 25).map((i) => `g${i}`),
        range(10, 20).map((i) => tally(i, 2)),
      );
      expect(await store.count('card_games')).toBe(rows.length);
      await check(store);
    } finally {
      store.close();
    }
  });

  it('reopened, its rows are folded into one per deck and card, the metrics the same', async () => {
    const store = await AnalyticsStore.open(path);
    try {
      const [{ n }] = await store.rows<{ n: number }>('SELECT COUNT(*)::INTEGER AS n FROM card_counts');
      expect(n).toBe(5);
      await check(store);
    } finally {
      store.close();
    }
  });

  it('a store written before card_counts existed gets its counts from card_games when opened', async () => {
    const old = await AnalyticsStore.open(path);
    await old.connection.run('DROP TABLE card_counts');
    old.close();
    const store = await AnalyticsStore.open(path);
    try {
      await check(store);
    } finally {
      store.close();
    }
  });
});
