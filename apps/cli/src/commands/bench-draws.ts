import { performance } from 'node:perf_hooks';
import { cardCatalogue } from '@mtg/oracle';
import { decide, manyDraws } from '@mtg/rules';

export interface BenchDrawsOptions {
  cards: number;
  runs: number;
}

/** Issue 5: 10,000 draws one by one with two draw replacements in play, well under a second. */
export const DRAWS_TARGET_MS = 1000;

export interface DrawFigures {
  cards: number;
  /** The first run, in a process where the engine's code has not run the draws yet: elapsed time. */
  firstMs: number;
  /** Its CPU time (the process's, garbage collection included): what other processes don't change. */
  firstCpuMs: number;
  /** The fastest of the runs. */
  bestMs: number;
  events: number;
}

/** Times the resolution of the spell of `manyDraws`: the draws, their replacements and the events. */
export function measureDraws(cards: number, runs: number): DrawFigures {
  const { ctx, before, resolve } = manyDraws(cards, cardCatalogue);
  const times: number[] = [];
  let firstCpuMs = 0;
  let events = 0;
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const result = decide(resolve, before, ctx);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    if (i === 0) firstCpuMs = (used.user + used.system) / 1000;
    if (!result.ok) throw new Error(result.rejection.message);
    const hand = result.state.players.find((p) => p.id === 'alice')!.hand.length;
    if (hand !== cards) throw new Error(`${hand} cards in hand after drawing ${cards}`);
    events = result.events.length;
  }
  return { cards, firstMs: times[0]!, firstCpuMs, bestMs: Math.min(...times), events };
}

function report(f: DrawFigures, runs: number): string {
  const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
  const verdict = f.firstMs < DRAWS_TARGET_MS ? 'met' : 'NOT MET';
  return `mtg bench draws: ${f.cards.toLocaleString('en-US')} cards drawn one at a time, ${runs} runs, Node ${process.version}, one core

first run   ${ms(f.firstMs)}  (target < ${ms(DRAWS_TARGET_MS)}: ${verdict}), CPU time ${ms(f.firstCpuMs)}
best run    ${ms(f.bestMs)}
draws/s     ${Math.round((f.cards / f.bestMs) * 1000).toLocaleString('en-US')} (best run)
events      ${f.events.toLocaleString('en-US')} per run
method:
  alice's library holds ${f.cards.toLocaleString('en-US')} cards; Thought Reflection ("If you would draw a card, draw two
  cards instead") and Laboratory Maniac ("... while your library has no cards in it, you win the
  game instead") are on her battlefield. A sorcery made for the benchmark (no real card draws
  thousands) says "Draw ${(f.cards / 2).toLocaleString('en-US')} cards": Thought Reflection applies to each of those draws,
  Laboratory Maniac is checked against them and against the ${f.cards.toLocaleString('en-US')} single draws they become
  and never applies. Timed: the decide call in which bob's pass resolves the sorcery (every draw,
  replacement, event and the state after each), from the same state each run.
`;
}

/** `mtg bench draws [--cards N] [--runs R]`: the time to draw N cards one at a time. */
export async function benchDraws(options: BenchDrawsOptions): Promise<number> {
  process.stdout.write(report(measureDraws(options.cards, options.runs), options.runs));
  return 0;
}
