// Issue 19, IPG 1.4: a game a judge backed up is tallied as it was played in the end: the draws the
// backup undid are not counted (the state still folds through them).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@mtg/event-store';
import { legalActions, RED_GREEN, WHITE_BLUE_BLACK, type GameEvent, type RulesContext } from '@mtg/rules';
import { GameModule, RULES_CONTEXT } from '../game.module.js';
import { fold } from '../games/game-repository.js';
import { GameService } from '../games/game-service.js';
import { JudgeInterventions } from '../judging/judge-interventions.js';
import { EVENT_STORE } from '../storage/event-store.module.js';
import { gameStream } from '../streams.js';
import { tallyGame } from './game-tally.js';

const isDraw = (e: GameEvent) => e.type === 'ZoneChanged' && e.reason === 'draw' && e.to === 'hand';

describe('IPG 1.4: the analytics of a backed-up game', () => {
  let app: INestApplicationContext;
  let store: EventStore;
  let ctx: RulesContext;

  beforeAll(async () => {
    const module = await Test.createTestingModule({
      imports: [
        GameModule.forRoot({ store: { kind: 'memory' }, readModels: ':memory:', tokens: { secret: 's' } }),
      ],
    }).compile();
    app = await module.init();
    store = app.get<EventStore>(EVENT_STORE);
    ctx = app.get<RulesContext>(RULES_CONTEXT);
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts the draws that stand, not those the backup undid', async () => {
    const service = app.get(GameService);
    const { gameId } = await service.create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed: 11,
    });
    const records = () => store.readStream(gameStream(gameId));
    const turnOf = (recorded: readonly RecordedEvent[], i: number) =>
      recorded.slice(0, i + 1).reduce((n, r) => ((r.data as GameEvent).type === 'TurnBegan' ? n + 1 : n), 0);
    // Play (the first action that is not a pass) until a draw of turn 2 or later, and a few commands after.
    let drawAt = -1;
    for (let i = 0, after = 0; after < 3; i++) {
      const recorded = await records();
      if (drawAt < 0)
        drawAt = recorded.findIndex((r, j) => isDraw(r.data as GameEvent) && turnOf(recorded, j) >= 2);
      if (drawAt >= 0) after++;
      const { state } = fold(recorded);
      const player = state.decision?.player ?? state.turn.priority!;
      const actions = legalActions(state, player, ctx).filter((a) => a.type !== 'Concede');
      const command = actions.find((a) => a.type !== 'PassPriority') ?? actions[0]!;
      await service.submit({ gameId, actor: { kind: 'seat', gameId, player }, command, commandId: `c${i}` });
    }
    // The head judge backs up to the last moment the game waited for a player before that draw.
    const before = await records();
    const to = before.findLastIndex((_, i) => i < drawAt && before[i + 1]!.metadata.command !== undefined);
    const backup = await app
      .get(JudgeInterventions)
      .backUp(gameId, { kind: 'judge', role: 'head' }, { kind: 'full', to });
    expect(backup.undone.map((u) => u.revision)).toContain(drawAt);
    await service.submit({
      gameId,
      actor: { kind: 'seat', gameId, player: 'alice' },
      command: { type: 'Concede', player: 'alice' },
      commandId: 'concede',
    });
    const events = (await records()).map((r) => r.data as GameEvent);
    const undone = new Set(backup.undone.map((u) => u.revision));
    const firstTurn = events.findIndex((e) => e.type === 'TurnBegan');
    const standing = events.filter((e, i) => i > firstTurn && isDraw(e) && !undone.has(i)).length;
    const tally = tallyGame(gameId, events, ctx)!;
    expect(tally.game).toMatchObject({ winner: 'bob', endReason: 'conceded' });
    const drawn = tally.replay.reduce((n, side) => n + side.turns.reduce((m, t) => m + t.cards_drawn, 0), 0);
    expect(drawn).toBe(standing);
    expect(tally.cards.reduce((n, c) => n + c.drawn, 0)).toBe(standing);
  });
});
