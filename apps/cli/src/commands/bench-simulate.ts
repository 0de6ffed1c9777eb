// `mtg bench simulate`: the speed of `mtg simulate` in games per second per core (issue 19, item
// 7): N seeded games between the bench decks (heuristic players), each played and recorded through
// the game service into a temporary SQLite store (in the synchronous mode `mtg simulate` writes with, NORMAL unless --sync), first on one
// worker thread, then on K; timed from the moment every worker is ready, in wall-clock time and in
// the CPU time the process's threads used (on a machine shared with other jobs, the rate per core).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEventStore, type SqliteSynchronous } from '@mtg/event-store';
import { deckId } from '@mtg/game';
import { RED_GREEN, WHITE_BLUE_BLACK } from '@mtg/rules';
import { simulationStore, type SimulationPlan } from '../simulate/simulation-plan.js';
import { runWorkers } from '../simulate/simulation-workers.js';

export interface BenchSimulateOptions {
  games: number;
  workers?: number;
  seed: number;
  turns: number;
  sync: SqliteSynchronous;
}

interface Timing {
  workers: number;
  seconds: number;
  gamesPerSecond: number;
  /** Games per second of CPU time the process's threads used: the rate of a core of its own, however busy the machine. */
  gamesPerCpuSecond: number;
}

/** The games played and recorded by `workers` workers into a new store at `path`, timed. */
async function timeWorkers(plan: SimulationPlan, games: number, workers: number): Promise<Timing> {
  await (await openEventStore(simulationStore(plan))).close();
  const run = await runWorkers(plan, games, workers, () => {});
  if (run.failure !== undefined) throw new Error(run.failure);
  const seconds = (performance.now() - run.readyAt!) / 1000;
  const cpu = process.cpuUsage(run.readyCpu);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { workers, seconds, gamesPerSecond: games / seconds, gamesPerCpuSecond: games / cpuSeconds };
}

export async function benchSimulate(options: BenchSimulateOptions): Promise<number> {
  const cores = availableParallelism();
  const workers = options.workers ?? cores;
  const dir = mkdtempSync(join(tmpdir(), 'mtg-bench-simulate-'));
  const decks = [
    { player: 'alice', cards: RED_GREEN },
    { player: 'bob', cards: WHITE_BLUE_BLACK },
  ];
  const plan = (name: string): SimulationPlan => ({
    store: `sqlite:${join(dir, name)}`,
    sync: options.sync,
    decks,
    pair: decks.map((deck) => deckId(deck.cards)).join('-'),
    players: ['heuristic', 'heuristic'],
    seed: options.seed,
    turns: options.turns,
  });
  try {
    process.stdout.write(
      `${options.games} games (seeds ${options.seed}-${options.seed + options.games - 1}, turn cap ${options.turns}), ` +
        `heuristic players, bench decks, SQLite synchronous=${options.sync}; ${cores} cores available, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
    );
    const timings: Timing[] = [];
    for (const k of [...new Set([1, workers])]) {
      const timing = await timeWorkers(plan(`workers-${k}.db`), options.games, k);
      timings.push(timing);
      const perCore = timing.gamesPerSecond / Math.min(k, cores);
      process.stdout.write(
        `${k} worker${k > 1 ? 's' : ''}: ${timing.seconds.toFixed(1)} s, ${timing.gamesPerSecond.toFixed(2)} games/s, ` +
          `${perCore.toFixed(2)} games/s per core, ${timing.gamesPerCpuSecond.toFixed(2)} games per CPU second` +
          (k > 1 ? `, ${(timing.gamesPerSecond / timings[0]!.gamesPerSecond).toFixed(2)} x one worker` : '') +
          '\n',
      );
    }
    return 0;
  } catch (error) {
    process.stderr.write(`mtg bench simulate: ${(error as Error).message}\n`);
    return 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
