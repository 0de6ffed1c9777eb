// IPG 1.4 (Backing Up) in the service: the revision a backup goes back to is one where the game
// waited for a player, after its start and before now; the backup is the judge's command built from
// the record, verified like any other; a backup that does not carry the game as the record gives it
// is named by the verification; after it, each player knows the cards they put back (MTR 4.1).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@mtg/event-store';
import {
  legalActions,
  objectOf,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type Command,
  type EventOf,
  type GameEvent,
  type RulesContext,
} from '@mtg/rules';
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

const JUDGE = { kind: 'judge', role: 'head' } as const;

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

  it('IPG 1.4: a card drawn since, then played, was known to all: it goes back on top itself, not a random card', async () => {
    const service = app.get(GameService);
    const deck = [...Array(20).fill('Mountain'), ...Array(20).fill('Raging Goblin')] as string[];
    const { gameId } = await service.create({
      players: ['alice', 'bob'],
      decks: { alice: deck, bob: deck },
      seed: 3,
      startingPlayer: 'alice',
    });
    let key = 0;
    const send = async (player: string, command: Record<string, unknown>) =>
      service.submit({
        gameId,
        actor: { kind: 'seat', gameId, player },
        command: { player, ...command } as Command,
        commandId: `k${key++}`,
      });
    const now = async () => fold(await records(gameId)).state;
    // Both keep, nobody attacks or blocks, every player passes until bob has priority in his first
    // main phase (he drew, 504.1).
    const answers: Record<string, Record<string, unknown>> = {
      'declare-attackers': { type: 'DeclareAttackers', attackers: [] },
      'declare-blockers': { type: 'DeclareBlockers', blocks: [] },
    };
    const keep = { type: 'MakeChoice', answer: { kind: 'yes-no', yes: true } };
    for (
      let state = await now();
      !(state.turn.active === 'bob' && state.turn.step === 'main1');
      state = await now()
    )
      if (state.decision) await send(state.decision.player, answers[state.decision.kind] ?? keep);
      else await send(state.turn.priority!, { type: 'PassPriority' });
    const recorded = await records(gameId);
    const drawAt = recorded.findLastIndex((r) => (r.data as GameEvent).type === 'ZoneChanged');
    const draw = recorded[drawAt]!.data as EventOf<'ZoneChanged'>;
    expect(draw).toMatchObject({ reason: 'draw', to: 'hand' });
    const to = waited(recorded)
      .filter((r) => r < drawAt)
      .pop()!;
    // Bob plays the card he drew: a land, or a Raging Goblin with a Mountain of his hand.
    const state = await now();
    const name = objectOf(state, draw.newObject!)!.name;
    if (name === 'Mountain') await send('bob', { type: 'PlayLand', card: draw.newObject });
    else {
      const mountain = state.players[1]!.hand.find((id) => objectOf(state, id)!.name === 'Mountain');
      await send('bob', { type: 'PlayLand', card: mountain });
      await send('bob', { type: 'CastSpell', card: draw.newObject });
    }

    const backup = await app.get(JudgeInterventions).backUp(gameId, JUDGE, { kind: 'full', to });
    expect(backup.returned).toEqual([
      { player: 'bob', object: expect.any(String), name, random: false, drawn: name },
    ]);
    const restored = await now();
    expect(objectOf(restored, restored.players[1]!.library[0]!)!.name).toBe(name);
    expect(restored.battlefield).toEqual([]);
    expect(verifyGame(gameId, await records(gameId), ctx)).toMatchObject({ verified: true });
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
