// Item 5 of issue 14: games not played for a while leave memory (HOT_GAMES, HOT_GAMES_IDLE_MS) and come back on
// demand, folded from their stream, the same as they were; so do the parsed projected states.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore } from '@mtg/event-store';
import { RED_GREEN, WHITE_BLUE_BLACK } from '@mtg/rules';
import { GameModule, READ_MODEL_DB } from '../game.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { loadGameState } from '../projections/game-state.projection.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { EVENT_STORE } from '../storage/event-store.module.js';
import { GameQueries } from './game-queries.js';
import { GameRepository } from './game-repository.js';
import { GameService } from './game-service.js';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('keeps at most its capacity, the least recently used leaving first', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('lets go of the entries unused for longer than maxIdleMs, at the next read or write', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, { maxIdleMs: 1000, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    now = 600;
    expect(cache.get('a')).toBe(1); // used again: idle from 600
    now = 1_500;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
    now = 1_601;
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([undefined, 3, 1]);
  });
});

describe('hot games (HOT_GAMES = 2)', () => {
  let app: INestApplicationContext;

  beforeEach(async () => {
    const module = await Test.createTestingModule({
      imports: [
        GameModule.forRoot({
          store: { kind: 'memory' },
          readModels: ':memory:',
          tokens: { secret: 's3cret' },
          hotGames: 2,
        }),
      ],
    }).compile();
    app = await module.init();
  });

  afterEach(async () => {
    await app.close();
  });

  const create = (seed: number) =>
    app.get(GameService).create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed,
      startingPlayer: 'alice',
    });

  it('evicts the least recently used game and reloads it from its stream, the same as it was', async () => {
    const games = app.get(GameRepository);
    const first = await create(1);
    const before = await games.load(first.gameId);
    const legal = await app.get(GameQueries).legalActions(first.gameId, {
      kind: 'seat',
      gameId: first.gameId,
      player: 'alice',
    });
    await create(2);
    await create(3);
    expect(games.hotCount).toBe(2);

    const reads = jest.spyOn(app.get<symbol, EventStore>(EVENT_STORE), 'readStream');
    const reloaded = await games.load(first.gameId);
    expect(reads).toHaveBeenCalledTimes(1); // it had left: folded again
    expect(reloaded).not.toBe(before);
    expect(reloaded.state).toEqual(before.state);
    expect(reloaded.revision).toBe(before.revision);
    expect(
      await app
        .get(GameQueries)
        .legalActions(first.gameId, { kind: 'seat', gameId: first.gameId, player: 'alice' }),
    ).toEqual(legal);
    await games.load(first.gameId);
    expect(reads).toHaveBeenCalledTimes(1); // hot again: not read
  });

  it('keeps at most HOT_GAMES projected states parsed, and serves the same views from the table', async () => {
    const created = [await create(1), await create(2), await create(3)];
    await app.get(ProjectionRunner).caughtUp(created[2]!.position);
    const db = app.get<symbol, ReadModelDb>(READ_MODEL_DB);
    const queries = app.get(GameQueries);
    const spectator = { kind: 'spectator' } as const;
    const views = created.map((game) => queries.view(game.gameId, spectator));

    const parse = jest.spyOn(JSON, 'parse');
    expect(loadGameState(db, created[2]!.gameId)).toBe(loadGameState(db, created[2]!.gameId)); // kept parsed
    expect(parse).not.toHaveBeenCalled();
    expect(queries.view(created[0]!.gameId, spectator)).toEqual(views[0]); // had left: parsed again
    expect(parse).toHaveBeenCalledTimes(1);
    expect(created.map((game) => queries.view(game.gameId, spectator))).toEqual(views);
  });
});
