// `mtg cards pool`: the card pool, from its cache or compiled (a progress bar on stderr), and its figures.
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { loadCardPool, POOL_CACHE_FILE, type CardPool, type LoadedPool } from '@mtg/oracle';

/** Loads the pool, with a progress bar on `stream` while the corpus compiles. */
export function loadPoolWithProgress(stream: NodeJS.WritableStream = process.stderr): LoadedPool {
  const bar = new SingleBar({
    format: 'compiling the card pool [{bar}] {value}/{total} cards | {duration}s',
    stream,
  });
  let started = false;
  const pool = loadCardPool((done, total) => {
    if (!started) bar.start(total, 0);
    started = true;
    if (done % 100 === 0 || done === total) bar.update(done);
  });
  if (started) bar.stop();
  return pool;
}

/** "16,683 cards, 4,520 supported (4,439 compiled, 81 hand-written)". */
export function poolFigures(pool: CardPool): string {
  const supported = pool.cards.filter((card) => card.supported);
  const written = supported.filter((card) => card.definedBy === 'hand-written').length;
  const n = (count: number) => count.toLocaleString('en-US');
  return `${n(pool.cards.length)} cards, ${n(supported.length)} supported (${n(supported.length - written)} compiled, ${n(written)} hand-written)`;
}

export async function cardsPool(): Promise<number> {
  const started = performance.now();
  const pool = loadPoolWithProgress();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const how = pool.fromCache ? `read from ${POOL_CACHE_FILE}` : `compiled and cached in ${POOL_CACHE_FILE}`;
  process.stdout.write(`card pool: ${poolFigures(pool)}; ${how} (${seconds} s)\n`);
  return 0;
}
