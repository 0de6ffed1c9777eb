// Item 5 of issue 14: a restart over many games resumes the projections from their checkpoint;
// it folds none of the games again, with the read models in a file or in memory (restored from
// the copy the store keeps: SQLite in a table, EventStoreDB in a stream), and its views are those
// of a rebuild from scratch.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStoreConfig } from '@mtg/event-store';
import { EventStoreDbTestServer } from '@mtg/event-store/testing/eventstoredb-server.js';
import { RED_GREEN, WHITE_BLUE_BLACK } from '@mtg/rules';
import { GameModule } from '../game.module.js';
import { GameQueries } from '../games/game-queries.js';
import { GameService } from '../games/game-service.js';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import { GameStateProjection } from './game-state.projection.js';
import { ProjectionRunner } from './projection-runner.js';

const GAMES = 20;

// Twenty games, their streams, snapshots and a rebuild on each store: seconds on a quiet machine,
// over 30 s on one shared with other jobs.
jest.setTimeout(120_000);

describe('a restart over many games', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mtg-restart-'));
  let esdb: EventStoreDbTestServer;

  beforeAll(async () => {
    esdb = await EventStoreDbTestServer.start();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await esdb.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const storeOf = (kind: string, readModels: string): EventStoreConfig =>
    kind === 'sqlite'
      ? { kind: 'sqlite', path: join(directory, `${readModels}.db`), synchronous: 'NORMAL' }
      : { kind: 'eventstoredb', url: esdb.url, namespace: `${readModels}-` };

  const start = async (store: EventStoreConfig, readModels: string): Promise<INestApplicationContext> => {
    const module = await Test.createTestingModule({
      imports: [GameModule.forRoot({ store, readModels, tokens: { secret: 's3cret' } })],
    }).compile();
    return module.init();
  };

  const create = (app: INestApplicationContext, seed: number) =>
    app.get(GameService).create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed,
    });

  const views = (app: INestApplicationContext, ids: readonly string[]) =>
    ids.map((id) => app.get(GameQueries).view(id, { kind: 'spectator' }));

  it.each([
    ['sqlite', 'file'],
    ['sqlite', 'memory'],
    ['eventstoredb', 'memory'],
  ])('on %s, read models in %s: folds no game again, and shows what a rebuild shows', async (kind, where) => {
    const folded: RecordedGameEvent[] = [];
    const apply = GameStateProjection.prototype.apply;
    jest.spyOn(GameStateProjection.prototype, 'apply').mockImplementation(function (
      this: GameStateProjection,
      db,
      events: readonly RecordedGameEvent[],
    ) {
      folded.push(...events);
      apply.call(this, db, events);
    });
    const store = storeOf(kind, where);
    const readModels = where === 'file' ? join(directory, `${kind}-read-models.db`) : ':memory:';

    const first = await start(store, readModels);
    const ids: string[] = [];
    let last = -1n;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = await create(first, seed);
      ids.push(game.gameId);
      last = game.position;
    }
    await first.get(ProjectionRunner).caughtUp(last);
    const before = views(first, ids);
    await first.close();
    expect(new Set(folded.map((e) => e.gameId)).size).toBe(GAMES);

    folded.length = 0;
    const second = await start(store, readModels);
    try {
      // One more game after the restart: its events alone are read.
      const next = await create(second, GAMES + 1);
      ids.push(next.gameId);
      await second.get(ProjectionRunner).caughtUp(next.position);
      expect(folded.map((e) => e.gameId)).toEqual(folded.map(() => next.gameId));
      expect(folded.at(-1)?.position).toBe(next.position);
      expect(views(second, ids.slice(0, GAMES))).toEqual(before);

      const rebuilt = await start(store, join(directory, `${kind}-${where}-rebuilt.db`));
      try {
        await rebuilt.get(ProjectionRunner).caughtUp(next.position);
        expect(views(second, ids)).toEqual(views(rebuilt, ids));
      } finally {
        await rebuilt.close();
      }
    } finally {
      await second.close();
    }
  });
});
