// Issue 18, item 1: tamper evidence. Each event of a game stream chains to the one before it by a
// SHA-256 in its metadata, and the commands are recorded with their events; the verification checks
// the chain and runs the rules again on the commands, on SQLite and EventStoreDB. A changed,
// removed or inserted event, and an event the rules would not produce, are named with their revision.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore, EventStoreConfig, RecordedEvent } from '@mtg/event-store';
import { EventStoreDbTestServer } from '@mtg/event-store/testing/eventstoredb-server.js';
import { legalActions, RED_GREEN, WHITE_BLUE_BLACK, type RulesContext } from '@mtg/rules';
import { GameModule, RULES_CONTEXT } from '../game.module.js';
import { GameQueries } from '../games/game-queries.js';
import { GameService } from '../games/game-service.js';
import { fold } from '../games/game-repository.js';
import { EVENT_STORE } from '../storage/event-store.module.js';
import { gameStream } from '../streams.js';
import { eventHash, GENESIS_HASH, recordedHash } from './event-chain.js';
import { verifyGame } from './verification.js';

const JUDGE = { kind: 'judge' as const, role: 'head' as const };

describe('tamper-evident games (issue 18, item 1)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mtg-verify-'));
  let esdb: EventStoreDbTestServer;
  const apps: INestApplicationContext[] = [];

  beforeAll(async () => {
    esdb = await EventStoreDbTestServer.start();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await esdb.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const start = async (store: EventStoreConfig): Promise<INestApplicationContext> => {
    const module = await Test.createTestingModule({
      imports: [GameModule.forRoot({ store, readModels: ':memory:', tokens: { secret: 's3cret' } })],
    }).compile();
    const app = await module.init();
    apps.push(app);
    return app;
  };

  /** A game of `commands` commands after its start: each time, the first legal action that is not a pass, else a pass. */
  const played = async (app: INestApplicationContext, commands: number): Promise<string> => {
    const service = app.get(GameService);
    const store = app.get<EventStore>(EVENT_STORE);
    const ctx = app.get<RulesContext>(RULES_CONTEXT);
    const { gameId } = await service.create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed: 11,
      organiser: 'org-1',
    });
    for (let i = 0; i < commands; i++) {
      const { state } = fold(await store.readStream(gameStream(gameId)));
      const player = state.decision?.player ?? state.turn.priority!;
      const actions = legalActions(state, player, ctx).filter((a) => a.type !== 'Concede');
      const command = actions.find((a) => a.type !== 'PassPriority') ?? actions[0]!;
      await service.submit({ gameId, actor: { kind: 'seat', gameId, player }, command, commandId: `c${i}` });
    }
    return gameId;
  };

  const records = async (app: INestApplicationContext, gameId: string) =>
    app.get<EventStore>(EVENT_STORE).readStream(gameStream(gameId));

  it.each(['sqlite', 'eventstoredb'])(
    'verifies a game played on %s: the chain is intact from the genesis, and the rules give exactly its events',
    async (kind) => {
      const store: EventStoreConfig =
        kind === 'sqlite'
          ? { kind: 'sqlite', path: join(directory, 'verified.db'), synchronous: 'NORMAL' }
          : { kind: 'eventstoredb', url: esdb.url, namespace: 'verify-' };
      const app = await start(store);
      const gameId = await played(app, 30);
      const events = await records(app, gameId);
      expect(recordedHash(events[0]!)).toBe(eventHash(GENESIS_HASH, events[0]!));
      expect(events[0]!.metadata.command).toMatchObject({ type: 'StartGame', gameId });
      // Who may see each object an event names, as the views decide (the judge sees all).
      const started = fold(events.slice(0, 1)).state;
      const seenBy = events[0]!.metadata.seenBy as Record<string, string[]>;
      const alice = started.players.find((p) => p.id === 'alice')!;
      expect(seenBy[alice.library[0]!]).toEqual([]);
      const draw = events.find((e) => e.type === 'ZoneChanged' && (e.data as { to: string }).to === 'hand')!;
      const drawn = (draw.data as { newObject: string }).newObject;
      const drawer = fold(events.slice(0, Number(draw.revision) + 1)).state.players.find((p) =>
        p.hand.includes(drawn),
      )!;
      expect((draw.metadata.seenBy as Record<string, string[]>)[drawn]).toEqual([drawer.id]);
      const verification = await app.get(GameQueries).verification(gameId, JUDGE);
      expect(verification).toMatchObject({
        gameId,
        events: events.length,
        chain: 'intact',
        chainedFrom: 0,
        replay: 'matches',
        commands: 31,
        verified: true,
        problems: [],
        head: { revision: events.length - 1, hash: recordedHash(events[events.length - 1]!) },
      });
      await expect(
        app
          .get(GameQueries)
          .verification(gameId, { kind: 'organiser', organiser: 'org-1', keyId: 'k' } as never),
      ).resolves.toMatchObject({ verified: true });
      await expect(
        app
          .get(GameQueries)
          .verification(gameId, { kind: 'organiser', organiser: 'org-2', keyId: 'k' } as never),
      ).rejects.toThrow('only the organiser who created this game may verify it');
      await expect(
        app.get(GameQueries).verification(gameId, { kind: 'seat', gameId, player: 'alice' }),
      ).rejects.toThrow('only the judge');
    },
  );

  describe('a game whose records were tampered with', () => {
    let app: INestApplicationContext;
    let gameId: string;
    let original: RecordedEvent[];
    let ctx: RulesContext;
    const path = join(directory, 'tampered.db');

    beforeAll(async () => {
      app = await start({ kind: 'sqlite', path, synchronous: 'NORMAL' });
      gameId = await played(app, 30);
      original = await records(app, gameId);
      ctx = app.get<RulesContext>(RULES_CONTEXT);
    });

    const at = (type: string) => original.findIndex((e, i) => i > 10 && e.type === type);
    const withData = (e: RecordedEvent, data: unknown): RecordedEvent => ({ ...e, data });
    const rehashed = (events: RecordedEvent[]): RecordedEvent[] => {
      let previous = GENESIS_HASH;
      return events.map((e) => {
        const hash = eventHash(previous, e);
        previous = hash;
        return { ...e, metadata: { ...e.metadata, hash } };
      });
    };

    it('names a changed event, changed in the SQLite file itself, by its revision (and the rules would not produce it)', async () => {
      const i = at('PriorityGiven');
      const db = new Database(path);
      const row = db
        .prepare('SELECT data FROM events WHERE stream = ? AND revision = ?')
        .get(gameStream(gameId), i) as { data: string };
      const forged = JSON.parse(row.data) as { player: string };
      forged.player = forged.player === 'alice' ? 'bob' : 'alice';
      db.prepare('UPDATE events SET data = ? WHERE stream = ? AND revision = ?').run(
        JSON.stringify(forged),
        gameStream(gameId),
        i,
      );
      db.close();
      const verification = await app.get(GameQueries).verification(gameId, JUDGE);
      expect(verification).toMatchObject({ chain: 'broken', replay: 'differs', verified: false });
      expect(verification.problems).toEqual([
        expect.objectContaining({ revision: i, kind: 'changed' }),
        expect.objectContaining({ revision: i, kind: 'not produced by the rules' }),
      ]);
    });

    it('names a removed event: a missing revision', () => {
      const i = at('StepBegan');
      const verification = verifyGame(
        gameId,
        original.filter((_, k) => k !== i),
        ctx,
      );
      expect(verification.chain).toBe('broken');
      expect(verification.problems[0]).toMatchObject({ revision: i, kind: 'missing' });
    });

    it('names an inserted event, the revisions after it renumbered: the chain breaks right after it, and the rules would not produce it', () => {
      const i = at('StepBegan');
      const forgedContent = {
        ...original[i - 1]!,
        id: 'forged',
        revision: BigInt(i),
        data: { type: 'PlayerLost', player: 'bob' },
      };
      const forged = {
        ...forgedContent,
        metadata: {
          ...forgedContent.metadata,
          hash: eventHash(recordedHash(original[i - 1]!)!, forgedContent),
        },
      };
      const events = [
        ...original.slice(0, i),
        forged,
        ...original.slice(i).map((e) => ({ ...e, revision: e.revision + 1n })),
      ];
      const verification = verifyGame(gameId, events, ctx);
      expect(verification).toMatchObject({ chain: 'broken', replay: 'differs' });
      expect(verification.problems).toEqual([
        expect.objectContaining({ revision: i, kind: 'not produced by the rules' }),
        expect.objectContaining({ revision: i + 1, kind: 'inserted or removed' }),
      ]);
    });

    it('names an event the rules would not produce, even when the forger made the whole chain again', () => {
      const i = at('DamageDealt') > 0 ? at('DamageDealt') : at('PriorityGiven');
      const forgedData = { ...(original[i]!.data as object), forged: true };
      const events = rehashed(original.map((e, k) => (k === i ? withData(e, forgedData) : e)));
      const verification = verifyGame(gameId, events, ctx);
      expect(verification).toMatchObject({ chain: 'intact', replay: 'differs', verified: false });
      expect(verification.problems).toEqual([
        expect.objectContaining({ revision: i, kind: 'not produced by the rules' }),
      ]);
    });

    it('names a command the rules refuse, recorded in place of another', () => {
      const i = original.findIndex(
        (e, k) => k > 10 && (e.metadata.command as { type?: string })?.type === 'PassPriority',
      );
      const command = original[i]!.metadata.command as { player: string };
      const other = command.player === 'alice' ? 'bob' : 'alice';
      const events = rehashed(
        original.map((e, k) =>
          k === i
            ? { ...e, metadata: { ...e.metadata, command: { type: 'PassPriority', player: other } } }
            : e,
        ),
      );
      const verification = verifyGame(gameId, events, ctx);
      expect(verification.problems).toEqual([
        expect.objectContaining({
          revision: i,
          kind: 'refused by the rules',
          message: expect.stringContaining('117'),
        }),
      ]);
    });

    it('says a game recorded before the chain is not verified: no hash, no command to run again', () => {
      const older = original.map((e) => {
        const { hash: _hash, command: _command, ...metadata } = e.metadata;
        return { ...e, metadata };
      });
      expect(verifyGame(gameId, older, ctx)).toMatchObject({
        chain: 'absent',
        chainedFrom: null,
        head: null,
        replay: 'partial',
        verified: false,
        problems: [{ revision: 0, kind: 'no command' }],
      });
    });
  });
});
