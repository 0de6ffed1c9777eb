// The worker threads of `mtg simulate` (node:worker_threads): K workers, each with its own
// connection to the store (SQLite in WAL mode serialises their appends, each waiting on the others'
// with a busy timeout), are handed the plan's games one at a time, the next to the first free, once
// all are ready. A game's record does not depend on the worker that plays it, so K workers record the
// streams one does. When a worker fails, or the run is stopped, no game is handed out any more and
// each worker finishes the game it plays: the games recorded are whole, but the one that failed.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { FromWorker, GameOutcome, SimulationPlan, ToWorker } from './simulation-plan.js';

/**
 * The worker's entry, beside this file in the built output (apps/cli/dist/simulate/): a worker
 * thread runs JavaScript, so the sources (run by the specs) start the built worker too.
 */
const WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? '../../dist/simulate/simulate-worker.js' : './simulate-worker.js',
  import.meta.url,
);

export interface WorkersRun {
  /** When every worker was ready (performance.now()), or undefined if they never were. */
  readyAt?: number;
  /** The process's CPU time then (all its threads), for a rate per core busy. */
  readyCpu?: NodeJS.CpuUsage;
  /** What stopped the run: a worker's failure, with the game it was recording. */
  failure?: string;
}

/** Plays games 0 to games-1 of the plan on `workers` threads; `onGame` is told of each as it ends. */
export async function runWorkers(
  plan: SimulationPlan,
  games: number,
  workers: number,
  /** Told of each game as it ends, and when every worker was ready. */
  onGame: (game: GameOutcome, readyAt: number) => void,
  stop?: AbortSignal,
): Promise<WorkersRun> {
  const run: WorkersRun = {};
  const threads = Array.from({ length: workers }, () => new Worker(WORKER_ENTRY, { workerData: plan }));
  let next = 0;
  const starting = new Set(threads);
  const started: Worker[] = [];
  const fail = (why: string) => {
    run.failure ??= why;
  };
  const handOut = (worker: Worker) => {
    const more = run.failure === undefined && !stop?.aborted && next < games;
    worker.postMessage((more ? { kind: 'game', index: next++ } : { kind: 'stop' }) satisfies ToWorker);
  };
  // All start together, so that a run's rate counts the games played, not the starts.
  const hasStarted = (worker: Worker) => {
    if (!starting.delete(worker) || starting.size > 0) return;
    run.readyAt = performance.now();
    run.readyCpu = process.cpuUsage();
    for (const thread of started) handOut(thread);
  };
  const ended = threads.map(
    (worker, n) =>
      new Promise<void>((resolve) => {
        worker.on('message', (message: FromWorker) => {
          if (message.kind === 'ready') {
            started.push(worker);
            hasStarted(worker);
            return;
          }
          if (message.kind === 'game') onGame(message, run.readyAt!);
          else fail(`${message.gameId ? `game ${message.gameId}` : `worker ${n + 1}`}: ${message.message}`);
          // A worker that could not start has closed; one that failed a game is told to stop.
          if (starting.has(worker)) hasStarted(worker);
          else handOut(worker);
        });
        worker.on('error', (error) => fail(`worker ${n + 1}: ${error.message}`));
        worker.on('exit', (code) => {
          if (code !== 0) fail(`worker ${n + 1} stopped with exit code ${code}`);
          hasStarted(worker);
          resolve();
        });
      }),
  );
  await Promise.all(ended);
  return run;
}
