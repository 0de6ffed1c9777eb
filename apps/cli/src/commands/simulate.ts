// `mtg simulate --games N --decks FILE FILE [--players heuristic|random] --store STORE [--seed S]`:
// N seeded games between two decklists, each recorded through the game service as a game over
// the API is (`recordSimulatedGame`), with a progress bar (games per second, time left). Game i is
// `sim-<seed+i>-<deck ids>`: a second run with the same seed and decks skips the games recorded.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { openEventStore } from '@mtg/event-store';
import { cardSupportOf, deckId, GameRepository, GameService, recordSimulatedGame } from '@mtg/game';
import { loadCardPool } from '@mtg/oracle';
import { PLAYERS, type PlayerName } from '@mtg/rules';
import { readDecklist, UsageError } from './play.js';
import { storeConfig } from './store-copy.js';

export interface SimulateOptions {
  games: number;
  decks: string[];
  players: [PlayerName, PlayerName];
  store: string;
  seed: number;
  turns: number;
}

const SEATS = ['alice', 'bob'] as const;

export async function simulate(options: SimulateOptions): Promise<number> {
  let decks: string[][];
  try {
    if (options.decks.length !== 2) throw new UsageError('--decks takes two decklist files');
    decks = options.decks.map(readDecklist);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`mtg simulate: ${error.message}\n`);
    return 2;
  }
  const pool = loadCardPool();
  const cards = cardSupportOf(pool);
  const ctx = { cards: pool.catalogue };
  const store = await openEventStore(storeConfig(options.store));
  const service = new GameService(
    store,
    new GameRepository(store),
    ctx,
    { secret: randomBytes(32).toString('hex') },
    cards,
  );
  const pair = decks.map(deckId).join('-');
  const bar = new SingleBar({
    format:
      'simulate [{bar}] {value}/{total} games | {rate} games/s | left {eta_formatted} | skipped {skipped}',
    stream: process.stderr,
    etaBuffer: 50,
  });
  const started = performance.now();
  let skipped = 0;
  const wins: Record<string, number> = {};
  bar.start(options.games, 0, { rate: '0.0', skipped });
  try {
    for (let i = 0; i < options.games; i++) {
      const seed = options.seed + i;
      const game = await recordSimulatedGame(store, service, ctx, {
        gameId: `sim-${seed}-${pair}`,
        seed,
        decks: SEATS.map((player, s) => ({ player, cards: decks[s]! })),
        players: Object.fromEntries(SEATS.map((player, s) => [player, PLAYERS[options.players[s]!]])),
        turnCap: options.turns,
      });
      if (game.skipped) skipped++;
      const key = game.winner ?? 'neither';
      wins[key] = (wins[key] ?? 0) + 1;
      const seconds = (performance.now() - started) / 1000;
      bar.increment({ rate: ((i + 1 - skipped) / seconds).toFixed(1), skipped });
    }
  } catch (error) {
    bar.stop();
    process.stderr.write(`mtg simulate: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  const recorded = options.games - skipped;
  process.stdout.write(
    `${recorded} games recorded, ${skipped} already recorded (skipped) in ${seconds.toFixed(1)} s ` +
      `(${(recorded / seconds).toFixed(2)} games/s); decks ${pair.replace('-', ' (alice), ')} (bob); ` +
      `wins: ${Object.entries(wins)
        .map(([p, n]) => `${p} ${n}`)
        .join(', ')}\n`,
  );
  return 0;
}
