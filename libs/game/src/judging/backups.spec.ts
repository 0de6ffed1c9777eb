// IPG 1.4 (Backing Up) in the service: the revision a backup goes back to is one where the game
// waited for a player, after its start and before now; the backup is the judge's command built from
// the record, verified like any other; a backup that does not carry the game as the record gives it
// is named by the verification; after it, each player knows the cards they put back (MTR 4.1).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@mtg/event-store';
import { legalActions, RED_GREEN, WHITE_BLUE_BLACK, type EventOf, type RulesContext } from '@mtg/rules';
import { GameModule, RULES_CONTEXT } from '../game.module.js';
import { GameService } from '../games/game-service.js';
import { fold } from '../games/game-repository.js';
import { EVENT_STORE } from '../storage/event-store.module.js';
import { gameStream } from '../streams.js';
import { eventHash, GENESIS_HASH } from '../integrity/event-chain.js';
import { verifyGame } from '../integrity/verification.js';
import { knowledgeAt } from '../views/knowledge.js';
import { backupPoint } from './backups.js';
import { JudgeInterventions } from './judge-interventions.js';

const JUDGE = { kind: 'judge' as const };

describe('IPG 1.4: backups of a recorded game', () => {
  let app: INestApplicationContext;
  let store: EventStore;
  let ctx: RulesContext;

  beforeAll(async () => {
    const module = await Test.createTestingModule({
      imports: [
        GameModule.forRoot({
          store: { kind: 'memory' },
          readModels: ':memory:',
          tokens: { secret: 's3cret' },
        }),
      ],
    }).compile();
    app = await module.init();
    store = app.get<EventStore>(EVENT_STORE);
    ctx = app.get<RulesContext>(RULES_CONTEXT);
  });

  afterAll(async () => {
    await app.close();
  });

  const records = (gameId: string) => store.readStream(gameStream(gameId));

  /** A game of `commands` commands after its start: the first legal action that is not a pass, else a pass. */
  async function played(commands: number): Promise<string> {
    const service = app.get(GameService);
    const { gameId } = await service.create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed: 11,
    });
    for (let i = 0; i < commands; i++) {
      const { state } = fold(await records(gameId));
      const player = state.decision?.player ?? state.turn.priority!;
      const actions = legalActions(state, player, ctx).filter((a) => a.type !== 'Concede');
      const command = actions.find((a) => a.type !== 'PassPriority') ?? actions[0]!;
      await service.submit({ gameId, actor: { kind: 'seat', gameId, player }, command, commandId: `c${i}` });
    }
    return gameId;
  }

  /** The revisions where the game waited for a player: the last event of each command. */
  const waited = (recorded: readonly RecordedEvent[]) =>
    recorded.flatMap((r, i) =>
      !recorded[i + 1] || recorded[i + 1]!.metadata.command ? [Number(r.revision)] : [],
    );

  it('IPG 1.4: refuses a revision in the middle of an action, naming the last one where the game waited', async () => {
    const recorded = await records(await played(6));
    const points = waited(recorded);
    const inside = points[2]! - 1;
    expect(points).not.toContain(inside);
    expect(() => backupPoint(recorded, { kind: 'full', to: inside })).toThrow(
      `at revision ${inside} the game was carrying out an action; it last waited for a player at revision ${points[1]}`,
    );
    expect(backupPoint(recorded, { kind: 'simple' })).toBe(points[points.length - 2]);
  });

  it('IPG 1.4: a backup is verified with the game; one that does not carry the game as the record gives it is named', async () => {
    const gameId = await played(25);
    const before = await records(gameId);
    const to = waited(before)[5]!;
    const backup = await app.get(JudgeInterventions).backUp(gameId, JUDGE, { kind: 'full', to });
    expect(backup).toMatchObject({ judge: 'judge', to, from: before.length - 1 });
    const after = await records(gameId);
    expect(verifyGame(gameId, after, ctx)).toMatchObject({ verified: true, problems: [] });

    // Who knew what: each card put back on top is known to its owner, at its place.
    expect(backup.returned.length).toBeGreaterThan(0);
    const knowledge = knowledgeAt(after, Number(after[after.length - 1]!.revision));
    for (const [at, r] of backup.returned.entries())
      expect(knowledge.players.find((p) => p.player === r.player)!.libraries[r.player]).toContainEqual({
        object: r.object,
        card: r.name,
        position: at,
      });

    // A forger gives bob 5 life in the backup's state, in its command and its event alike, and makes
    // the whole chain again: the rules would produce that event from that command, but the record
    // gives bob another life total at the revision backed up to.
    const i = after.length - 1;
    const command = after[i]!.metadata.command as { target: { players: { id: string; life: number }[] } };
    const event = after[i]!.data as EventOf<'GameBackedUp'>;
    const lifeFive = <P extends { id: string; life: number }>(players: P[]) =>
      players.map((p) => (p.id === 'bob' ? { ...p, life: 5 } : p));
    const forgedCommand = {
      ...command,
      target: { ...command.target, players: lifeFive(command.target.players) },
    };
    const forgedEvent = { ...event, state: { ...event.state, players: lifeFive(event.state.players) } };
    let previous = GENESIS_HASH;
    const forged = after.map((e, k) => {
      const content =
        k === i ? { ...e, data: forgedEvent, metadata: { ...e.metadata, command: forgedCommand } } : e;
      const hash = eventHash(previous, content);
      previous = hash;
      return { ...content, metadata: { ...content.metadata, hash } };
    });
    expect(verifyGame(gameId, forged, ctx)).toMatchObject({
      chain: 'intact',
      replay: 'differs',
      verified: false,
      problems: [{ revision: i, kind: 'backup not of the record' }],
    });
  });
});
