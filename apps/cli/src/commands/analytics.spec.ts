// Issue 19: `mtg analytics rebuild` fills the analytical store from a SQLite store of simulated
// games; `mtg analytics cards` prints 17lands' metrics of their cards; `mtg analytics charts` draws them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@mtg/event-store';
import { cardSupportOf, GameRepository, GameService, recordSimulatedGame, type CardMetrics } from '@mtg/game';
import { loadCardPool } from '@mtg/oracle';
import { heuristicPlayer, RED_GREEN, WHITE_BLUE_BLACK, type PlayerId } from '@mtg/rules';
import { output } from '../testing/output.js';
import { analyticsCards, analyticsCharts, analyticsRebuild } from './analytics.js';

describe('mtg analytics rebuild and cards', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-analytics-'));
  const env = { STORE: 'sqlite', SQLITE_PATH: join(dir, 'events.db') };
  const winners: (PlayerId | undefined)[] = [];

  beforeAll(async () => {
    const pool = loadCardPool();
    const ctx = { cards: pool.catalogue };
    const store = await openEventStore({ kind: 'sqlite', path: env.SQLITE_PATH });
    const service = new GameService(
      store,
      new GameRepository(store),
      ctx,
      { secret: 's' },
      cardSupportOf(pool),
    );
    for (const seed of [51, 52]) {
      const game = await recordSimulatedGame(store, service, ctx, {
        gameId: `sim-${seed}`,
        seed,
        decks: [
          { player: 'alice', cards: RED_GREEN },
          { player: 'bob', cards: WHITE_BLUE_BLACK },
        ],
        players: { alice: heuristicPlayer, bob: heuristicPlayer },
        turnCap: 40,
      });
      winners.push(game.winner);
    }
    await store.close();
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to print the metrics of a store not built yet', async () => {
    const err = output();
    expect(await analyticsCards({}, env, output(), err)).toBe(1);
    expect(err.text()).toContain('run mtg analytics rebuild');
  });

  it("rebuilds the store's two games, and again to the same counts", async () => {
    for (let run = 0; run < 2; run++) {
      const out = output();
      expect(await analyticsRebuild(env, out, output())).toBe(0);
      expect(out.text()).toMatch(/2 games, 4 replay rows, \d+ card_games rows; \d+ events folded/);
      expect(out.text()).toMatch(
        /appenders \d+ rows\/s .* INSERT \.\.\. SELECT of the same rows \d+ rows\/s/,
      );
    }
  });

  it("prints each card's win rates: a card of alice's deck won the games alice won", async () => {
    const out = output();
    expect(await analyticsCards({ json: true }, env, out, output())).toBe(0);
    const { cards } = JSON.parse(out.text()) as { cards: CardMetrics[] };
    const mountain = cards.find((c) => c.card === 'Mountain')!;
    expect(mountain.gp).toMatchObject({ games: 2, wins: winners.filter((w) => w === 'alice').length });
    const table = output();
    expect(await analyticsCards({}, env, table, output())).toBe(0);
    expect(table.text()).toMatch(/^card\s+GP WR\s+OH WR\s+GD WR\s+GIH WR\s+GNS WR\s+IWD\s+cast/);
    expect(table.text()).toContain('2 games, 4 sides');
  });

  it('writes the three charts as SVG files, titled, in a directory it creates', async () => {
    const charts = join(dir, 'charts', 'all');
    const out = output();
    expect(await analyticsCharts({ out: charts }, env, out, output())).toBe(0);
    const titles = {
      'gih-win-rate': 'GIH win rate by card',
      'game-length': 'Game length',
      'mana-spent': 'Mana spent per turn by deck',
    };
    for (const [name, title] of Object.entries(titles)) {
      const path = join(charts, `${name}.svg`);
      expect(out.text()).toContain(`wrote ${path}`);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toMatch(/^<svg role="img"/);
      expect(svg).toContain(`<title id="${name}-title">${title}</title>`);
      expect(svg).toContain('2 games');
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    }
    expect(readFileSync(join(charts, 'gih-win-rate.svg'), 'utf8')).toContain('>Mountain</text>');
  });

  it('refuses a directory it cannot write (exit 2), writing nothing', async () => {
    const err = output();
    const under = join(env.SQLITE_PATH, 'charts');
    expect(await analyticsCharts({ out: under }, env, output(), err)).toBe(2);
    expect(err.text()).toContain(`cannot write the charts to ${under}: ENOTDIR`);
    expect(existsSync(under)).toBe(false);
  });
});
