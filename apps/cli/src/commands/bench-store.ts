import { benchmarkStore, formatBenchmark } from '@mtg/event-store';

/** `mtg bench store`: appends/s, p50/p99 latency and read-back speed per adapter. */
export async function benchStore(): Promise<number> {
  const results = await benchmarkStore();
  process.stdout.write(formatBenchmark(results) + '\n');
  return 0;
}
