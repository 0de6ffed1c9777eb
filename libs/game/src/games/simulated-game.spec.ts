// Issue 19: simulated games are recorded through the game service, as games over the API are:
// the stream replays to the game the players played, and a second run appends nothing.
import { describe, expect, it } from '@jest/globals';
import { MemoryEventStore } from '@mtg/event-store';
import { cardCatalogue } from '@mtg/oracle';
import {
  evolve,
  heuristicPlayer,
  initialState,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type GameEvent,
} from '@mtg/rules';
import { cardSupportOf } from '../cards/card-support.js';
import { gameStream } from '../streams.js';
import { GameRepository } from './game-repository.js';
import { GameService } from './game-service.js';
import { recordSimulatedGame } from './simulated-game.js';
import { tallyGame } from '../analytics/game-tally.js';

const ctx = { cards: cardCatalogue };
const support = { catalogue: cardCatalogue, unsupported: () => undefined } satisfies ReturnType<
  typeof cardSupportOf
>;

describe('recordSimulatedGame', () => {
  it('records a whole seeded game for its seats; a second run skips it', async () => {
    const store = new MemoryEventStore();
    const service = new GameService(store, new GameRepository(store), ctx, { secret: 'test' }, support);
    const options = {
      gameId: 'sim-1',
      seed: 41,
      decks: [
        { player: 'alice', cards: RED_GREEN },
        { player: 'bob', cards: WHITE_BLUE_BLACK },
      ],
      players: { alice: heuristicPlayer, bob: heuristicPlayer },
      turnCap: 40,
    };
    const first = await recordSimulatedGame(store, service, ctx, options);
    expect(first.skipped).toBe(false);
    const recorded = await store.readStream(gameStream('sim-1'));
    let state = initialState();
    for (const e of recorded) state = evolve(state, e.data as GameEvent);
    expect(state.over).toBe(true);
    expect(state.winner).toBe(first.winner);
    expect(state.turn.number).toBe(first.turns);
    expect(recorded[recorded.length - 1]!.type).toBe('GameEnded');
    // Each command is recorded with its seat as the actor.
    expect(new Set(recorded.map((e) => (e.metadata as { actor?: string }).actor))).toEqual(
      new Set(['organiser', 'seat:alice', 'seat:bob']),
    );
    const again = await recordSimulatedGame(store, service, ctx, options);
    expect(again).toMatchObject({ skipped: true, winner: first.winner });
    expect((await store.readStream(gameStream('sim-1'))).length).toBe(recorded.length);
  });

  it('104.3a: at the turn cap the active player concedes, so that the recorded game ends', async () => {
    const store = new MemoryEventStore();
    const service = new GameService(store, new GameRepository(store), ctx, { secret: 'test' }, support);
    const game = await recordSimulatedGame(store, service, ctx, {
      gameId: 'sim-cap',
      seed: 42,
      decks: [
        { player: 'alice', cards: RED_GREEN },
        { player: 'bob', cards: WHITE_BLUE_BLACK },
      ],
      players: { alice: heuristicPlayer, bob: heuristicPlayer },
      turnCap: 3,
    });
    const events = (await store.readStream(gameStream('sim-cap'))).map((e) => e.data as GameEvent);
    const conceded = events.find((e) => e.type === 'PlayerConceded');
    expect(conceded).toBeDefined();
    const loser = (conceded as { player: string }).player;
    expect(game.winner).toBe(loser === 'alice' ? 'bob' : 'alice');
    expect(tallyGame('sim-cap', events, ctx)?.game).toMatchObject({
      winner: game.winner,
      endReason: 'conceded',
    });
  });
});
