import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { CommandBus } from '@nestjs/cqrs';
import type { INestApplicationContext } from '@nestjs/common';
import { RED_GREEN, WHITE_BLUE_BLACK, type Command } from '@mtg/rules';
import type { EventStore } from '@mtg/event-store';
import { GameModule } from './game.module.js';
import { CreateGameCommand, gameCommand } from './commands/game-commands.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { GameQueries } from './games/game-queries.js';
import { EVENT_STORE } from './storage/event-store.module.js';
import { auditStream, gameStream } from './streams.js';
import {
  CommandRejectedError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  InvalidRequestError,
} from './errors.js';
import { readModelsPathFor } from './storage/store-config.js';
import {
  commandDigest,
  type CreatedGame,
  type RefusedCommand,
  type SubmitResult,
} from './games/game-service.js';
import { commandKey, fold } from './games/game-repository.js';

type RefusedCommandRecord = { command: RefusedCommand };

describe('GameModule (CQRS command handlers, projections, process managers) on the memory store', () => {
  let app: INestApplicationContext;
  let bus: CommandBus;

  beforeEach(async () => {
    const module = await Test.createTestingModule({
      imports: [
        GameModule.forRoot({
          store: { kind: 'memory' },
          readModels: ':memory:',
          tokens: { secret: 's3cret', judgeToken: 'judge' },
        }),
      ],
    }).compile();
    app = await module.init();
    bus = app.get(CommandBus);
  });

  afterEach(async () => {
    await app.close();
  });

  const create = () =>
    bus.execute(
      new CreateGameCommand({
        players: ['alice', 'bob'],
        decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
        seed: 7,
        startingPlayer: 'alice',
      }),
    ) as Promise<CreatedGame>;

  const seat = (gameId: string, player: string) => ({ kind: 'seat' as const, gameId, player });

  it('creates a game, accepts a mulligan decision, and projects the views', async () => {
    const game = await create();
    expect(Object.keys(game.tokens)).toEqual(['alice', 'bob']);
    const result = (await bus.execute(
      gameCommand({
        gameId: game.gameId,
        actor: seat(game.gameId, 'alice'),
        commandId: 'k1',
        command: { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } },
      }),
    )) as SubmitResult;
    expect(result.revision).toBeGreaterThan(game.revision);
    await app.get(ProjectionRunner).caughtUp(result.events[result.events.length - 1]!.position);
    const view = app.get(GameQueries).view(game.gameId, { kind: 'seat', player: 'bob' });
    expect(view.revision).toBe(result.revision);
    expect(view.players[0]!.hand).toBeUndefined();
    expect(view.players[1]!.hand).toHaveLength(7);
    expect(app.get(GameQueries).list()).toEqual([
      expect.objectContaining({ id: game.gameId, players: ['alice', 'bob'] }),
    ]);
  });

  it('a retried command (same id) returns the first result and appends nothing', async () => {
    const game = await create();
    const submit = () =>
      bus.execute(
        gameCommand({
          gameId: game.gameId,
          actor: seat(game.gameId, 'alice'),
          commandId: 'same',
          command: { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } },
        }),
      ) as Promise<SubmitResult>;
    const first = await submit();
    const second = await submit();
    expect(second.replayed).toBe(true);
    expect(second.revision).toBe(first.revision);
    expect(second.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
  });

  it('a key already used for another command is refused, and nothing is appended', async () => {
    const game = await create();
    const submit = (yes: boolean) =>
      bus.execute(
        gameCommand({
          gameId: game.gameId,
          actor: seat(game.gameId, 'alice'),
          commandId: 'reused',
          command: { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes } },
        }),
      ) as Promise<SubmitResult>;
    const first = await submit(true);
    await expect(submit(false)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    const stream = await app.get<EventStore>(EVENT_STORE).readStream(gameStream(game.gameId));
    expect(Number(stream[stream.length - 1]!.revision)).toBe(first.revision);
  });

  it('Idempotency-Keys are per seat: the other seat using a key is another command, a retry still replays', async () => {
    const game = await create();
    const keep = (player: string) =>
      bus.execute(
        gameCommand({
          gameId: game.gameId,
          actor: seat(game.gameId, player),
          commandId: 'shared-key',
          command: { type: 'MakeChoice', player, answer: { kind: 'yes-no', yes: true } },
        }),
      ) as Promise<SubmitResult>;
    const alice = await keep('alice');
    const bob = await keep('bob');
    expect(bob.replayed).toBe(false);
    expect(bob.revision).toBeGreaterThan(alice.revision);
    expect(bob.events.map((e) => e.id)).not.toEqual(expect.arrayContaining(alice.events.map((e) => e.id)));
    expect(await keep('alice')).toMatchObject({ replayed: true, revision: alice.revision });
    // Folded again from the stream (another instance, a restart), the keys are still per seat.
    const stream = await app.get<EventStore>(EVENT_STORE).readStream(gameStream(game.gameId));
    const { commands } = fold(stream);
    expect(commands.get(commandKey('seat:alice', 'shared-key'))).toMatchObject({
      to: BigInt(alice.revision),
    });
    expect(commands.get(commandKey('seat:bob', 'shared-key'))).toMatchObject({ to: BigInt(bob.revision) });
  });

  it('a created game is in the views once the projections reach its position', async () => {
    const game = await create();
    await app.get(ProjectionRunner).caughtUp(game.position);
    expect(app.get(GameQueries).view(game.gameId, { kind: 'spectator' }).revision).toBe(game.revision);
  });

  it('a retry answers with the revision its command left the game at, even after later commands', async () => {
    const game = await create();
    const keep = (player: string, commandId: string) =>
      bus.execute(
        gameCommand({
          gameId: game.gameId,
          actor: seat(game.gameId, player),
          commandId,
          command: { type: 'MakeChoice', player, answer: { kind: 'yes-no', yes: true } },
        }),
      ) as Promise<SubmitResult>;
    const first = await keep('alice', 'a');
    const later = await keep('bob', 'b');
    expect(later.revision).toBeGreaterThan(first.revision);
    const retried = await keep('alice', 'a');
    expect(retried).toMatchObject({ replayed: true, revision: first.revision });
  });

  it('an unknown card is an invalid request naming the card, with the rules reason', async () => {
    const attempt = bus.execute(
      new CreateGameCommand({
        players: ['alice', 'bob'],
        decks: { alice: ['Mountain', 'Nope Card'], bob: ['Island'] },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(attempt).rejects.toMatchObject({
      message: expect.stringContaining('Nope Card'),
      rejection: { code: 'UNKNOWN_CARD' },
    });
  });

  it('read models live beside the SQLite event store, in ./data with EventStoreDB, or in memory', () => {
    expect(readModelsPathFor({ kind: 'sqlite', path: 'data/events.db' })).toBe('data/read-models.db');
    expect(readModelsPathFor({ kind: 'eventstoredb', url: 'kurrentdb://localhost:2113' })).toBe(
      './data/read-models.db',
    );
    expect(readModelsPathFor({ kind: 'memory' })).toBe(':memory:');
  });

  it('rejections go to the audit stream, with their rule, and not to the game stream', async () => {
    const game = await create();
    const attempt = bus.execute(
      gameCommand({
        gameId: game.gameId,
        actor: seat(game.gameId, 'bob'),
        commandId: 'x',
        command: { type: 'PassPriority', player: 'bob' },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(CommandRejectedError);
    const audit = await app.get<EventStore>(EVENT_STORE).readStream(auditStream(game.gameId));
    expect(audit[0]).toMatchObject({
      type: 'CommandRejected',
      data: { rejection: { code: 'NOT_YOUR_DECISION' } },
    });
  });

  it('a refused command is audited in a bounded form: type, digest, size and its first 2 KiB', async () => {
    const game = await create();
    const command: Command = {
      type: 'CastSpell',
      player: 'bob',
      card: 'o1',
      targets: Array(5000).fill('o99999'),
    };
    const attempt = bus.execute(
      gameCommand({ gameId: game.gameId, actor: seat(game.gameId, 'bob'), commandId: 'big', command }),
    );
    await expect(attempt).rejects.toBeInstanceOf(CommandRejectedError);
    const [record] = await app.get<EventStore>(EVENT_STORE).readStream(auditStream(game.gameId));
    expect(record!.data).toMatchObject({
      command: {
        type: 'CastSpell',
        player: 'bob',
        digest: commandDigest(command),
        bytes: JSON.stringify(command).length,
        truncated: true,
      },
      rejection: { code: 'NOT_YOUR_DECISION' },
    });
    expect(JSON.stringify(command).length).toBeGreaterThan(40_000);
    expect(JSON.stringify(record!.data).length).toBeLessThan(3 * 1024);
    expect(JSON.stringify(command).startsWith((record!.data as RefusedCommandRecord).command.head)).toBe(
      true,
    );
  });

  it('a seat cannot act for another seat', async () => {
    const game = await create();
    const attempt = bus.execute(
      gameCommand({
        gameId: game.gameId,
        actor: seat(game.gameId, 'bob'),
        commandId: 'y',
        command: { type: 'Concede', player: 'alice' },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('a finished game has its result recorded in the audit stream by the process manager', async () => {
    const game = await create();
    const done = (await bus.execute(
      gameCommand({
        gameId: game.gameId,
        actor: seat(game.gameId, 'bob'),
        commandId: 'c',
        command: { type: 'Concede', player: 'bob' },
      }),
    )) as SubmitResult;
    expect(done.events.map((e) => e.type)).toContain('GameEnded');
    const store = app.get<EventStore>(EVENT_STORE);
    for (let i = 0; i < 50; i++) {
      const audit = await store.readStream(auditStream(game.gameId)).catch(() => []);
      if (audit.some((e) => e.type === 'GameResultRecorded')) {
        expect(audit.find((e) => e.type === 'GameResultRecorded')!.data).toMatchObject({ winner: 'alice' });
        return;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('no GameResultRecorded in the audit stream');
  });
});
