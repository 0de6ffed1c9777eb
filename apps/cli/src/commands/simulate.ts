// `mtg simulate --games N (--decks FILE FILE | --pool SET) [--players heuristic|random] --store STORE
// [--workers K] [--seed S]`: N seeded games between two decks, played and recorded on K worker
// threads, each game through the game service as a game over the API is (`recordSimulatedGame`),
// with a progress bar (games per second, time left). Game i is `sim-<seed+i>-<deck ids>`: a second
// run with the same seed and decks skips the games recorded.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { openEventStore, type SqliteSynchronous } from '@mtg/event-store';
import { deckId } from '@mtg/game';
import { loadCardPool } from '@mtg/oracle';
import type { PlayerName } from '@mtg/rules';
import { sealedDecks } from '../simulate/sealed-decks.js';
import { simulationStore, type SimulationPlan } from '../simulate/simulation-plan.js';
import { runWorkers } from '../simulate/simulation-workers.js';
import { readDecklist, UsageError } from './play.js';

export interface SimulateOptions {
  games: number;
  decks?: string[];
  pool?: string;
  players: [PlayerName, PlayerName];
  store: string;
  sync: SqliteSynchronous;
  seed: number;
  turns: number;
  workers?: number;
}

const SEATS = ['alice', 'bob'] as const;

/** The two decks: read from their files, or built from sealed pools (their lists printed). */
function decksOf(options: SimulateOptions): string[][] {
  if (options.pool !== undefined) {
    const { set, decks } = sealedDecks(options.pool, options.seed, SEATS, loadCardPool());
    for (const [s, deck] of decks.entries())
      process.stdout.write(
        `# ${SEATS[s]}: a sealed pool of ${set.code} (${set.name}), seed ${options.seed}: deck ` +
          `${deckId(deck.cards)}, ${deck.colors.join('')}\n${decklistText(deck.cards)}\n`,
      );
    return decks.map((deck) => deck.cards);
  }
  if (options.decks?.length !== 2) throw new UsageError('give --decks two decklist files, or --pool SET');
  return options.decks.map(readDecklist);
}

/** A deck in the text form, `4 Lightning Bolt` a line, in the deck's order. */
function decklistText(cards: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return [...counts].map(([card, n]) => `${n} ${card}\n`).join('');
}

export async function simulate(options: SimulateOptions): Promise<number> {
  let decks: string[][];
  try {
    decks = decksOf(options);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`mtg simulate: ${error.message}\n`);
    return 2;
  }
  // The store is created (and migrated) once, before the workers open their connections to it.
  await (await openEventStore(simulationStore(options))).close();
  const pair = decks.map(deckId).join('-');
  const plan: SimulationPlan = {
    store: options.store,
    sync: options.sync,
    decks: SEATS.map((player, s) => ({ player, cards: decks[s]! })),
    pair,
    players: options.players,
    seed: options.seed,
    turns: options.turns,
  };
  const workers = Math.min(options.workers ?? availableParallelism(), options.games);
  const bar = new SingleBar({
    format:
      'simulate [{bar}] {value}/{total} games | {rate} games/s | left {eta_formatted} | skipped {skipped}',
    stream: process.stderr,
    etaBuffer: 50,
  });
  let skipped = 0;
  let ended = 0;
  const wins: Record<string, number> = {};
  const seconds = (readyAt = performance.now()) => (performance.now() - readyAt) / 1000;
  const interrupted = new AbortController();
  const interrupt = () => interrupted.abort();
  process.once('SIGINT', interrupt);
  bar.start(options.games, 0, { rate: '0.0', skipped });
  const run = await runWorkers(
    plan,
    options.games,
    workers,
    (game, readyAt) => {
      ended++;
      if (game.skipped) skipped++;
      const key = game.winner ?? 'neither';
      wins[key] = (wins[key] ?? 0) + 1;
      bar.increment({ rate: ((ended - skipped) / seconds(readyAt)).toFixed(1), skipped });
    },
    interrupted.signal,
  ).finally(() => {
    process.off('SIGINT', interrupt);
    bar.stop();
  });
  const elapsed = seconds(run.readyAt);
  const recorded = ended - skipped;
  const done = `${recorded} games recorded, ${skipped} already recorded (skipped)`;
  if (run.failure !== undefined || interrupted.signal.aborted) {
    const rest = run.failure
      ? 'the game that failed may be recorded in part: run again with the same seed to finish it and record the rest'
      : 'run again with the same seed to record the rest';
    process.stderr.write(`mtg simulate: ${run.failure ?? 'interrupted'}; ${done}; ${rest}\n`);
    return run.failure !== undefined ? 1 : 130;
  }
  process.stdout.write(
    `${done} in ${elapsed.toFixed(1)} s on ${workers} worker${workers > 1 ? 's' : ''} ` +
      `(${(recorded / elapsed).toFixed(2)} games/s); decks ${pair.replace('-', ' (alice), ')} (bob); ` +
      `wins: ${Object.keys(wins)
        .sort()
        .map((p) => `${p} ${wins[p]}`)
        .join(', ')}\n`,
  );
  return 0;
}
