// Issue 19: 17lands' card metrics (GP, OH, GD, GIH, GNS win rates, IWD) and the game metrics, on
// small tables whose answers are computed by hand.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AnalyticsStore } from './analytics-store.js';
import { queryCardMetrics, queryGameMetrics, queryManaSpentByDeck, winRate } from './card-metrics.js';

describe('winRate: a rate with its 95% Wilson score interval', () => {
  it('7 wins in 10 games: 70%, between 39.7% and 89.2%', () => {
    const r = winRate(7, 10);
    expect(r.rate).toBe(0.7);
    expect(r.low).toBeCloseTo(0.3968, 4);
    expect(r.high).toBeCloseTo(0.8922, 4);
  });

  it('no win in 5 games: the interval starts at 0 and is not empty', () => {
    const r = winRate(0, 5);
    expect(r).toMatchObject({ rate: 0, low: 0 });
    expect(r.high).toBeCloseTo(0.4345, 4);
  });

  it('no win in 3 games: the interval starts at exactly 0; every rate lies in its interval', () => {
    expect(winRate(0, 3).low).toBe(0);
    for (let games = 1; games <= 60; games++)
      for (let wins = 0; wins <= games; wins++) {
        const r = winRate(wins, games);
        expect(r.low! <= r.rate! && r.rate! <= r.high!).toBe(true);
      }
  });

  it('no game: no rate', () => {
    expect(winRate(0, 0)).toEqual({ games: 0, wins: 0, rate: null, low: null, high: null });
  });
});

describe('card and game metrics over the analytical store', () => {
  let store: AnalyticsStore;

  beforeAll(async () => {
    store = await AnalyticsStore.open(':memory:');
    // Four games of deck D (sides a) against deck E; Bolt in deck D in every game:
    // g1 won, Bolt in the opening hand; g2 won, Bolt drawn; g3 lost, Bolt drawn; g4 lost, never seen.
    await store.connection.run(`INSERT INTO card_games VALUES
      ('g1', 'a', 'D', 'Bolt', true, 2, 1, 0, 1), ('g2', 'a', 'D', 'Bolt', true, 2, 0, 1, 1),
      ('g3', 'a', 'D', 'Bolt', false, 2, 0, 2, 0), ('g4', 'a', 'D', 'Bolt', false, 2, 0, 0, 0),
      ('g1', 'a', 'D', 'Bear', true, 1, 0, 0, 0), ('g1', 'b', 'E', 'Bolt', false, 1, 1, 1, 1)`);
    // Rows inserted by hand, not by the store's writes: their card counts are counted afresh.
    await store.recount();
    await store.connection
      .run(`INSERT INTO games (game_id, ended_at, players, decks, on_play, turns, winner, draw, end_reason) VALUES
      ('g1', '2026-01-01', ['a', 'b'], ['D', 'E'], 'a', 8, 'a', false, 'life'),
      ('g2', '2026-01-01', ['a', 'b'], ['D', 'E'], 'b', 10, 'a', false, 'life'),
      ('g3', '2026-01-01', ['a', 'b'], ['D', 'E'], 'a', 12, 'b', false, 'library')`);
    await store.connection
      .run(`INSERT INTO replay (game_id, player, deck, on_play, num_mulligans, won, num_turns,
        user_turn_1_mana_spent, user_turn_2_mana_spent, active_turns) VALUES
      ('g1', 'a', 'D', true, 0, true, 8, 1, 2, [1, 3, 5, 7]), ('g1', 'b', 'E', false, 1, false, 8, 0, 2, [2, 4, 6, 8]),
      ('g2', 'a', 'D', false, 2, true, 10, 0, 4, [2, 4, 6, 8, 10]), ('g2', 'b', 'E', true, 0, false, 10, 1, NULL, [1, 3, 5, 7, 9]),
      ('g3', 'a', 'D', true, 0, false, 12, 1, 3, [1, 3, 5, 7, 9, 11]), ('g3', 'b', 'E', false, 0, true, 12, 2, 1, [2, 4, 6, 8, 10, 12])`);
  });
  afterAll(() => store.close());

  it('counts each game once per card, whatever the copies: GP, OH, GD, GIH, GNS and IWD', async () => {
    const metrics = await queryCardMetrics(store, { deck: 'D' });
    const bolt = metrics.find((m) => m.card === 'Bolt')!;
    expect([bolt.gp.games, bolt.gp.wins]).toEqual([4, 2]);
    expect([bolt.oh.games, bolt.oh.wins]).toEqual([1, 1]);
    expect([bolt.gd.games, bolt.gd.wins]).toEqual([2, 1]);
    expect([bolt.gih.games, bolt.gih.wins, bolt.gih.rate]).toEqual([3, 2, 2 / 3]);
    expect([bolt.gns.games, bolt.gns.wins, bolt.gns.rate]).toEqual([1, 0, 0]);
    expect(bolt.iwd).toBeCloseTo(2 / 3, 10);
    expect(bolt.cast).toBe(2);
    const bear = metrics.find((m) => m.card === 'Bear')!;
    expect([bear.gih.games, bear.gns.games, bear.gns.rate, bear.iwd]).toEqual([0, 1, 1, null]);
  });

  it('without a deck, every side that had the card counts', async () => {
    const bolt = (await queryCardMetrics(store)).find((m) => m.card === 'Bolt')!;
    expect([bolt.gp.games, bolt.gp.wins, bolt.oh.games, bolt.gih.games]).toEqual([5, 2, 2, 4]);
  });

  it('mulligan rate, win rates on the play and on the draw, game length, mana spent per turn', async () => {
    const all = await queryGameMetrics(store);
    expect([all.sides, all.games]).toEqual([6, 3]);
    expect(all.mulliganRate).toBeCloseTo(2 / 6, 10);
    expect(all.meanMulligans).toBeCloseTo(3 / 6, 10);
    expect([all.onThePlay.games, all.onThePlay.wins]).toEqual([3, 1]);
    expect([all.onTheDraw.games, all.onTheDraw.wins]).toEqual([3, 2]);
    expect(all.meanTurns).toBe(10);
    expect(all.turns).toEqual([
      { turns: 8, games: 1 },
      { turns: 10, games: 1 },
      { turns: 12, games: 1 },
    ]);
    expect(all.manaSpentPerTurn).toEqual([
      { turn: 1, mean: 5 / 6, sides: 6 },
      { turn: 2, mean: 12 / 5, sides: 5 },
    ]);
    expect(all.endReasons).toEqual([
      { reason: 'life', games: 2 },
      { reason: 'library', games: 1 },
    ]);
    const d = await queryGameMetrics(store, { deck: 'D' });
    expect([d.sides, d.onThePlay.wins, d.onThePlay.games, d.onTheDraw.wins, d.onTheDraw.games]).toEqual([
      3, 1, 2, 1, 1,
    ]);
    expect(d.mulliganRate).toBeCloseTo(1 / 3, 10);
  });
  it('mana spent per turn by deck: each deck its own means, over its sides that played the turn', async () => {
    expect(await queryManaSpentByDeck(store)).toEqual([
      {
        deck: 'D',
        games: 3,
        turns: [
          { turn: 1, mean: 2 / 3, sides: 3 },
          { turn: 2, mean: 3, sides: 3 },
        ],
      },
      {
        deck: 'E',
        games: 3,
        turns: [
          { turn: 1, mean: 1, sides: 3 },
          { turn: 2, mean: 1.5, sides: 2 },
        ],
      },
    ]);
    expect((await queryManaSpentByDeck(store, { deck: 'E' })).map((d) => d.deck)).toEqual(['E']);
  });
});
