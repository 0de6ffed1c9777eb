// Issue 19: seeded games between heuristic players, recorded as game streams, projected into the
// analytical store; its rows are checked against what happened, counted independently from the
// games' steps (winner, turns, who was on the play, cards drawn per turn, opening hands).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MemoryEventStore } from '@mtg/event-store';
import { cardCatalogue } from '@mtg/oracle';
import {
  heuristicPlayer,
  objectOf,
  playGame,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type GameEvent,
  type GameState,
} from '@mtg/rules';
import { openReadModelDb, type ReadModelDb } from '../read-models/read-model-db.js';
import { gameStream } from '../streams.js';
import { AnalyticsFeeder } from './analytics.projection.js';
import { AnalyticsStore, replayColumn } from './analytics-store.js';

const ctx = { cards: cardCatalogue };
const SEEDS = [31, 32, 33];

interface Happened {
  gameId: string;
  state: GameState;
  events: GameEvent[];
  /** `${player}:${turn}` -> cards drawn in that turn (draws before turn 1 are the opening hands'). */
  draws: Map<string, number>;
  onPlay?: string;
  openingHands: Record<string, number>;
  /** The game's turns each player took, in order. */
  turnsTaken: Record<string, number[]>;
}

function play(seed: number): Happened {
  const happened: Happened = {
    gameId: `sim-${seed}`,
    state: undefined!,
    events: [],
    draws: new Map(),
    openingHands: {},
    turnsTaken: {},
  };
  const result = playGame(ctx, {
    seed,
    decks: [
      { player: 'alice', cards: RED_GREEN },
      { player: 'bob', cards: WHITE_BLUE_BLACK },
    ],
    players: { alice: heuristicPlayer, bob: heuristicPlayer },
    turnCap: 40,
    onStep: (before, _command, events, after) => {
      let turn = before.turn.number;
      for (const e of events) {
        if (e.type === 'TurnBegan') {
          turn = e.number;
          (happened.turnsTaken[e.active] ??= []).push(turn);
          if (turn === 1) {
            happened.onPlay = e.active;
            // The step ends in turn 1's first main phase, where the player on the play hasn't drawn (103.8a).
            for (const p of after.players) happened.openingHands[p.id] = p.hand.length;
          }
        }
        if (e.type === 'ZoneChanged' && e.reason === 'draw' && turn >= 1) {
          const key = `${objectOf(before, e.object)!.owner}:${turn}`;
          happened.draws.set(key, (happened.draws.get(key) ?? 0) + 1);
        }
      }
    },
  });
  happened.state = result.state;
  happened.events = result.events;
  return happened;
}

async function record(store: MemoryEventStore, game: Happened): Promise<bigint> {
  const { position } = await store.append(
    gameStream(game.gameId),
    game.events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e,
      metadata: { time: '2026-12-07T06:00:00.000Z' },
    })),
  );
  return position;
}

describe('the analytics projection writes what seeded games did', () => {
  const games = SEEDS.map(play);
  let events: MemoryEventStore;
  let db: ReadModelDb;
  let analytics: AnalyticsStore;
  let feeder: AnalyticsFeeder;
  let last = 0n;

  const dump = async () => ({
    games: await analytics.rows('SELECT * FROM games ORDER BY game_id'),
    replay: await analytics.rows('SELECT * FROM replay ORDER BY game_id, player'),
    cards: await analytics.rows('SELECT * FROM card_games ORDER BY game_id, player, card'),
  });

  beforeAll(async () => {
    events = new MemoryEventStore();
    db = openReadModelDb(':memory:');
    analytics = await AnalyticsStore.open(':memory:');
    feeder = new AnalyticsFeeder(events, db, analytics, ctx);
    feeder.start();
    for (const game of games) last = await record(events, game);
    await feeder.caughtUp(last);
  });
  afterAll(async () => {
    await feeder.stop();
    analytics.close();
    db.close();
  });

  it('the games ended (so that they are projected)', () => {
    expect(games.every((g) => g.state.over)).toBe(true);
  });

  it('one games row per game: players, on the play, turns, winner', async () => {
    const rows = await analytics.rows<Record<string, unknown>>('SELECT * FROM games ORDER BY game_id');
    expect(rows.map((r) => [r.game_id, r.players, r.on_play, r.turns, r.winner, r.draw])).toEqual(
      games.map((g) => [
        g.gameId,
        ['alice', 'bob'],
        g.onPlay,
        g.state.turn.number,
        g.state.winner ?? null,
        g.state.draw === true,
      ]),
    );
  });

  it('replay rows: per side, who won, on the play, and the cards drawn in each turn', async () => {
    for (const game of games) {
      const rows = await analytics.rows<Record<string, number | boolean | string | null>>(
        'SELECT * FROM replay WHERE game_id = $id ORDER BY player',
        { id: game.gameId },
      );
      expect(rows.map((r) => r.player)).toEqual(['alice', 'bob']);
      for (const row of rows) {
        const player = row.player as string;
        expect(row.won).toBe(game.state.winner === player);
        expect(row.on_play).toBe(game.onPlay === player);
        const turns = Math.min(game.state.turn.number, 30);
        expect(row.num_turns).toBe(turns);
        expect(row.active_turns).toEqual(game.turnsTaken[player]);
        for (let n = 1; n <= turns; n++)
          expect([n, row[replayColumn(n, 'cards_drawn')]]).toEqual([
            n,
            game.draws.get(`${player}:${n}`) ?? 0,
          ]);
        // 103.5 (London mulligan): the hand kept has seven cards less one per mulligan.
        expect(row.num_mulligans).toBe(7 - game.openingHands[player]!);
        if (turns < 30) expect(row[replayColumn(turns + 1, 'cards_drawn')]).toBeNull();
        // The life at the end of the last turn is the life the game ended with.
        expect(row[replayColumn(turns, 'eot_life')]).toBe(
          game.state.players.find((p) => p.id === player)!.life,
        );
      }
    }
  });

  it('card_games rows: the whole deck, the opening hand, and every card drawn', async () => {
    for (const game of games) {
      const sums = await analytics.rows<{ player: string; deck: number; hand: number; drawn: number }>(
        `SELECT player, SUM(in_deck)::INTEGER AS deck, SUM(in_opening_hand)::INTEGER AS hand,
           SUM(drawn)::INTEGER AS drawn FROM card_games WHERE game_id = $id GROUP BY player ORDER BY player`,
        { id: game.gameId },
      );
      expect(sums.map((s) => [s.deck, s.hand, s.drawn])).toEqual(
        ['alice', 'bob'].map((p) => [
          (p === 'alice' ? RED_GREEN : WHITE_BLUE_BLACK).length,
          game.openingHands[p],
          [...game.draws].filter(([key]) => key.startsWith(`${p}:`)).reduce((n, [, d]) => n + d, 0),
        ]),
      );
    }
  });

  it('writing a game again replaces its rows; a rebuild from the store gives the same tables', async () => {
    const before = await dump();
    db.prepare('INSERT INTO analytics_pending (game_id) VALUES (?)').run(games[0]!.gameId);
    await feeder.feed();
    expect(await dump()).toEqual(before);
    await feeder.stop();
    await feeder.reset();
    expect(await analytics.count('games')).toBe(0);
    feeder = new AnalyticsFeeder(events, db, analytics, ctx);
    feeder.start();
    await feeder.caughtUp(last);
    expect(await dump()).toEqual(before);
  });
});
