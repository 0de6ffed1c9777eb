// Issue 19: the analytics charts, drawn by ECharts from a store of seeded games between heuristic
// players recorded through the game service and projected into the analytical store: a bar and an
// error bar per card in hand, a bar per game length, a line per deck; an empty store says "no games".
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MemoryEventStore } from '@mtg/event-store';
import { cardCatalogue } from '@mtg/oracle';
import { heuristicPlayer, RED_GREEN, WHITE_BLUE_BLACK } from '@mtg/rules';
import { cardSupportOf } from '../cards/card-support.js';
import { GameRepository } from '../games/game-repository.js';
import { GameService } from '../games/game-service.js';
import { recordSimulatedGame } from '../games/simulated-game.js';
import { openReadModelDb, type ReadModelDb } from '../read-models/read-model-db.js';
import { AnalyticsFeeder } from './analytics.projection.js';
import { AnalyticsStore } from './analytics-store.js';
import { queryCardMetrics } from './card-metrics.js';
import { analyticsChart, CHART_NAMES, gameLengthChart, renderChart } from './charts.js';
import { deckId } from './game-tally.js';

const ctx = { cards: cardCatalogue };
const support = { catalogue: cardCatalogue, unsupported: () => undefined } satisfies ReturnType<
  typeof cardSupportOf
>;
const RED_GREEN_ID = deckId(RED_GREEN);
const WHITE_BLUE_BLACK_ID = deckId(WHITE_BLUE_BLACK);

/** The SVG is well formed: every element opened is closed, in order (CDATA left aside). */
function expectWellFormed(svg: string): void {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
  expect(svg).toMatch(/^<svg role="img" aria-labelledby="[\w-]+-title" aria-describedby="[\w-]+-desc" /);
}

/** The data items ECharts drew for the series of index `series` (a bar, an error bar of three lines, a line), not its reference line. */
function marks(svg: string, series: number): string[] {
  const items = (svg.match(new RegExp(`<[^>]*ecmeta_series_index="${series}"[^>]*>`, 'g')) ?? [])
    .filter((mark) => !mark.includes('ecmeta_silent'))
    .map((mark) => /ecmeta_data_index="(\d+)"/.exec(mark)?.[1] ?? mark);
  return [...new Set(items)];
}

/** The texts of the SVG (axis labels, legend, titles), unescaped. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, t]) =>
    t!.replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'"),
  );

describe('the analytics charts', () => {
  let analytics: AnalyticsStore;
  let db: ReadModelDb;

  beforeAll(async () => {
    const events = new MemoryEventStore();
    const service = new GameService(events, new GameRepository(events), ctx, { secret: 'test' }, support);
    for (const seed of [61, 62, 63, 64])
      await recordSimulatedGame(events, service, ctx, {
        gameId: `sim-${seed}`,
        seed,
        decks: [
          { player: 'alice', cards: RED_GREEN },
          { player: 'bob', cards: WHITE_BLUE_BLACK },
        ],
        players: { alice: heuristicPlayer, bob: heuristicPlayer },
        turnCap: 40,
      });
    db = openReadModelDb(':memory:');
    analytics = await AnalyticsStore.open(':memory:');
    const feeder = new AnalyticsFeeder(events, db, analytics, ctx);
    feeder.start();
    const [last] = await events.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 1 });
    await feeder.caughtUp(last!.position);
    await feeder.stop();
  }, 120_000);
  afterAll(() => {
    analytics.close();
    db.close();
  });

  it('the four games were projected', async () => {
    expect(await analytics.count('games')).toBe(4);
  });

  it('GIH WR: a bar, an error bar and a label per card in hand, best first', async () => {
    const inHand = (await queryCardMetrics(analytics)).filter((c) => c.gih.games > 0);
    const svg = await analyticsChart(analytics, 'gih-win-rate');
    expectWellFormed(svg);
    expect(svg).toContain('<title id="gih-win-rate-title">GIH win rate by card</title>');
    expect(marks(svg, 0)).toHaveLength(inHand.length);
    expect(marks(svg, 1)).toHaveLength(inHand.length);
    const labels = texts(svg);
    for (const card of inHand) expect(labels).toContain(card.card);
    // The description reads the rates: the best card first, with its interval and games.
    const best = [...inHand].sort((a, b) => b.gih.rate! - a.gih.rate! || a.card.localeCompare(b.card))[0]!;
    const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
    expect(svg).toContain(
      `(4 games): ${best.card} ${pct(best.gih.rate!)} (${pct(best.gih.low!)} to ${pct(best.gih.high!)}, ${best.gih.games} games)`,
    );
  });

  it('GIH WR with ?minGames and ?deck: only the cards of that deck in hand in that many games', async () => {
    const kept = (await queryCardMetrics(analytics, { deck: RED_GREEN_ID })).filter((c) => c.gih.games >= 3);
    expect(kept.length).toBeGreaterThan(0);
    const svg = await analyticsChart(analytics, 'gih-win-rate', { deck: RED_GREEN_ID, minGames: 3 });
    expect(marks(svg, 0)).toHaveLength(kept.length);
    expect(texts(svg)).toContain(
      `95% Wilson intervals; 4 games, deck ${RED_GREEN_ID}, cards in hand in at least 3 games`,
    );
    const none = await analyticsChart(analytics, 'gih-win-rate', { minGames: 5 });
    expect(texts(none)).toContain('no card in hand in at least 5 games');
    expect(marks(none, 0)).toHaveLength(0);
  });

  it('game length: a bar per length the games had, and a gap for a length none had', async () => {
    const lengths = await analytics.rows<{ turns: number }>(
      'SELECT DISTINCT turns FROM games ORDER BY turns',
    );
    const svg = await analyticsChart(analytics, 'game-length');
    expectWellFormed(svg);
    expect(svg).toContain('<title id="game-length-title">Game length</title>');
    expect(marks(svg, 0)).toHaveLength(lengths.length);
    const labels = texts(svg);
    for (const { turns } of lengths) expect(labels).toContain(String(turns));
    const gapped = renderChart(
      gameLengthChart({
        games: 3,
        meanTurns: 9,
        turns: [
          { turns: 8, games: 2 },
          { turns: 11, games: 1 },
        ],
      }),
    );
    expect(marks(gapped, 0)).toHaveLength(2);
    expect(texts(gapped)).toEqual(expect.arrayContaining(['8', '9', '10', '11']));
  });

  it('mana spent per turn: a line per deck, named in the legend; ?deck draws that deck alone', async () => {
    const svg = await analyticsChart(analytics, 'mana-spent');
    expectWellFormed(svg);
    expect(svg).toContain('<title id="mana-spent-title">Mana spent per turn by deck</title>');
    expect(texts(svg)).toEqual(
      expect.arrayContaining([`${RED_GREEN_ID}, 4 games`, `${WHITE_BLUE_BLACK_ID}, 4 games`]),
    );
    expect(marks(svg, 0).length).toBeGreaterThan(0);
    expect(marks(svg, 1).length).toBeGreaterThan(0);
    const one = await analyticsChart(analytics, 'mana-spent', { deck: WHITE_BLUE_BLACK_ID });
    expect(texts(one)).toContain(`${WHITE_BLUE_BLACK_ID}, 4 games`);
    expect(texts(one)).not.toContain(`${RED_GREEN_ID}, 4 games`);
    expect(marks(one, 1)).toHaveLength(0);
  });

  it('an empty store: every chart says "no games"', async () => {
    const empty = await AnalyticsStore.open(':memory:');
    try {
      for (const name of CHART_NAMES) {
        const svg = await analyticsChart(empty, name);
        expectWellFormed(svg);
        expect(texts(svg)).toContain('no games');
        expect(svg).toMatch(/<desc id="[\w-]+-desc">[^<]*: no games\.<\/desc>/);
      }
    } finally {
      empty.close();
    }
  });
});
