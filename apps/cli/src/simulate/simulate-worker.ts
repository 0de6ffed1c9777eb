// A worker thread of `mtg simulate` (started by simulation-workers.ts from the built file): it opens
// its own connection to the store and its own game service, then plays and records each game the
// main thread hands it, one at a time, as `recordSimulatedGame` records a game over the API.
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { openEventStore } from '@mtg/event-store';
import { cardSupportOf, GameRepository, GameService, recordSimulatedGame } from '@mtg/game';
import { loadCardPool } from '@mtg/oracle';
import { PLAYERS } from '@mtg/rules';
import {
  simulatedGameId,
  simulationStore,
  type FromWorker,
  type SimulationPlan,
  type ToWorker,
} from './simulation-plan.js';

const port = parentPort!;
const plan = workerData as SimulationPlan;
const post = (message: FromWorker) => port.postMessage(message);
const failed = (error: unknown, gameId?: string) =>
  post({ kind: 'failed', ...(gameId ? { gameId } : {}), message: (error as Error).message ?? String(error) });

async function serve(): Promise<void> {
  const pool = loadCardPool();
  const ctx = { cards: pool.catalogue };
  const store = await openEventStore(simulationStore(plan));
  const service = new GameService(
    store,
    new GameRepository(store),
    ctx,
    { secret: randomBytes(32).toString('hex') },
    cardSupportOf(pool),
  );
  const players = Object.fromEntries(plan.decks.map((deck, s) => [deck.player, PLAYERS[plan.players[s]!]]));
  port.on('message', async (message: ToWorker) => {
    if (message.kind === 'stop') {
      await store.close();
      port.close();
      return;
    }
    const seed = plan.seed + message.index;
    const gameId = simulatedGameId(seed, plan.pair);
    try {
      const game = await recordSimulatedGame(store, service, ctx, {
        gameId,
        seed,
        decks: plan.decks,
        players,
        turnCap: plan.turns,
      });
      post({
        kind: 'game',
        index: message.index,
        gameId,
        skipped: game.skipped,
        ...(game.winner ? { winner: game.winner } : {}),
      });
    } catch (error) {
      failed(error, gameId);
    }
  });
  post({ kind: 'ready' });
}

serve().catch((error: unknown) => {
  failed(error);
  port.close();
});
