// Item 5 of issue 14: a restart over many games resumes the projections from their checkpoint;
// it folds none of the games again, with the read models in a file or in memory (restored from
// the copy the SQLite store keeps).
import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { RED_GREEN, WHITE_BLUE_BLACK } from '@mtg/rules';
import { GameModule } from '../game.module.js';
import { GameQueries } from '../games/game-queries.js';
import { GameService } from '../games/game-service.js';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import { GameStateProjection } from './game-state.projection.js';
import { ProjectionRunner } from './projection-runner.js';

const GAMES = 20;

describe('a restart over many games', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mtg-restart-'));

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  const start = async (readModels: string): Promise<INestApplicationContext> => {
    const module = await Test.createTestingModule({
      imports: [
        GameModule.forRoot({
          store: { kind: 'sqlite', path: join(directory, `${readModels}.db`), synchronous: 'NORMAL' },
          readModels: readModels === 'file' ? join(directory, 'read-models.db') : ':memory:',
          tokens: { secret: 's3cret' },
        }),
      ],
    }).compile();
    return module.init();
  };

  const create = (app: INestApplicationContext, seed: number) =>
    app.get(GameService).create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed,
    });

  it.each(['file', 'memory'])('folds no game again, read models in %s', async (readModels) => {
    const folded: string[] = [];
    const apply = GameStateProjection.prototype.apply;
    jest.spyOn(GameStateProjection.prototype, 'apply').mockImplementation(function (
      this: GameStateProjection,
      db,
      events: readonly RecordedGameEvent[],
    ) {
      folded.push(...events.map((e) => e.gameId));
      apply.call(this, db, events);
    });

    const first = await start(readModels);
    const ids: string[] = [];
    let last = -1n;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = await create(first, seed);
      ids.push(game.gameId);
      last = game.position;
    }
    await first.get(ProjectionRunner).caughtUp(last);
    const views = ids.map((id) => first.get(GameQueries).view(id, { kind: 'spectator' }));
    await first.close();
    expect(new Set(folded).size).toBe(GAMES);

    folded.length = 0;
    const second = await start(readModels);
    try {
      // One more game after the restart: it alone is folded.
      const next = await create(second, GAMES + 1);
      await second.get(ProjectionRunner).caughtUp(next.position);
      expect(new Set(folded)).toEqual(new Set([next.gameId]));
      expect(ids.map((id) => second.get(GameQueries).view(id, { kind: 'spectator' }))).toEqual(views);
    } finally {
      await second.close();
    }
  });
});
