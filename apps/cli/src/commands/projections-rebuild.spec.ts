import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { CommandBus } from '@nestjs/cqrs';
import {
  CreateGameCommand,
  GameModule,
  ProjectionRunner,
  gameCommand,
  openReadModelDb,
  readModelsPathFor,
  GameQueries,
} from '@mtg/game';
import { EventStoreDbTestServer } from '@mtg/event-store/testing/eventstoredb-server.js';
import { RED_GREEN, WHITE_BLUE_BLACK } from '@mtg/rules';
import { projectionsRebuild } from './projections-rebuild.js';
import { output } from '../testing/output.js';

describe('mtg projections rebuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-rebuild-'));
  const store = { kind: 'sqlite' as const, path: join(dir, 'events.db') };
  const env = { STORE: 'sqlite', SQLITE_PATH: store.path };

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('empties the read models and replays the whole store into them', async () => {
    // Two games played by the game service on SQLite.
    const module = await Test.createTestingModule({
      imports: [GameModule.forRoot({ store, readModels: readModelsPathFor(store), tokens: { secret: 's' } })],
    }).compile();
    const app = await module.init();
    const bus = app.get(CommandBus);
    const games = [];
    for (const seed of [1, 2]) {
      const game = await bus.execute(
        new CreateGameCommand({
          players: ['alice', 'bob'],
          decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
          seed,
          startingPlayer: 'alice',
        }),
      );
      const kept = await bus.execute(
        gameCommand({
          gameId: game.gameId,
          actor: { kind: 'seat', gameId: game.gameId, player: 'alice' },
          commandId: 'keep',
          command: { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } },
        }),
      );
      await app.get(ProjectionRunner).caughtUp(kept.events[kept.events.length - 1]!.position);
      games.push({ id: game.gameId, revision: kept.revision });
    }
    const before = app.get(GameQueries).view(games[0]!.id, { kind: 'judge' });
    await app.close();

    // The read models are lost (their checkpoint says they are up to date).
    const damaged = openReadModelDb(readModelsPathFor(store));
    damaged.exec('DELETE FROM games; DELETE FROM game_states;');
    damaged.close();

    const out = output();
    expect(await projectionsRebuild(env, out, output())).toBe(0);
    const events = games.reduce((n, g) => n + g.revision + 1, 0);
    expect(out.text()).toMatch(
      new RegExp(`${events} events replayed, 2 games listed, 2 game states, checkpoint \\d+`),
    );

    const db = openReadModelDb(readModelsPathFor(store));
    const rows = db.prepare('SELECT id, revision FROM games ORDER BY id').all();
    db.close();
    expect(rows).toEqual(
      games.map((g) => ({ id: g.id, revision: g.revision })).sort((a, b) => a.id.localeCompare(b.id)),
    );

    // The server's view of a game is the same after the rebuild.
    const again = await Test.createTestingModule({
      imports: [GameModule.forRoot({ store, readModels: readModelsPathFor(store), tokens: { secret: 's' } })],
    }).compile();
    const app2 = await again.init();
    expect(app2.get(GameQueries).view(games[0]!.id, { kind: 'judge' })).toEqual(before);
    await app2.close();
  });

  it('rebuilds from EventStoreDB into READ_MODELS_PATH', async () => {
    const server = await EventStoreDbTestServer.start();
    const esdb = { kind: 'eventstoredb' as const, url: server.url };
    const readModels = join(dir, 'esdb', 'read-models.db');
    try {
      const module = await Test.createTestingModule({
        imports: [GameModule.forRoot({ store: esdb, readModels: ':memory:', tokens: { secret: 's' } })],
      }).compile();
      const app = await module.init();
      const game = await app.get(CommandBus).execute(
        new CreateGameCommand({
          players: ['alice', 'bob'],
          decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
          seed: 3,
          startingPlayer: 'alice',
        }),
      );
      await app.close();

      const out = output();
      const env = { STORE: 'eventstoredb', EVENTSTORE_URL: server.url, READ_MODELS_PATH: readModels };
      expect(await projectionsRebuild(env, out, output())).toBe(0);
      expect(out.text()).toContain(
        `rebuilt ${readModels} from ${server.url}: ${game.revision + 1} events replayed, 1 game listed`,
      );
      const db = openReadModelDb(readModels);
      expect(db.prepare('SELECT id, revision FROM games').all()).toEqual([
        { id: game.gameId, revision: game.revision },
      ]);
      db.close();
    } finally {
      await server.stop();
    }
  });

  it('says what is wrong instead of rebuilding nothing', async () => {
    const err = output();
    expect(
      await projectionsRebuild(
        { STORE: 'sqlite', SQLITE_PATH: join(dir, 'missing', 'events.db') },
        output(),
        err,
      ),
    ).toBe(1);
    expect(err.text()).toContain('no event store');
    const noUrl = output();
    expect(await projectionsRebuild({ STORE: 'eventstoredb' }, output(), noUrl)).toBe(2);
    expect(noUrl.text()).toContain('EVENTSTORE_URL');
  });
});
