import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openEventStore, redactConnectionString } from '@mtg/event-store';
import {
  GAME_STREAM_PREFIX,
  ProjectionRunner,
  gameProjections,
  openReadModelDb,
  readModelsPathFromEnv,
  storeConfigFromEnv,
} from '@mtg/game';

export interface RebuildOutput {
  write(text: string): unknown;
}

/**
 * `mtg projections rebuild`: empties the read models (games list, game states) and their
 * checkpoint, then replays every game stream of the store into them; prints the counts.
 */
export async function projectionsRebuild(
  env: NodeJS.ProcessEnv = process.env,
  out: RebuildOutput = process.stdout,
  err: RebuildOutput = process.stderr,
): Promise<number> {
  let store;
  let readModels;
  try {
    store = storeConfigFromEnv(env);
    readModels = readModelsPathFromEnv(store, env);
  } catch (error) {
    err.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (store.kind === 'memory') {
    err.write('the memory store holds nothing between runs: there is nothing to rebuild\n');
    return 0;
  }
  if (store.kind === 'sqlite' && !existsSync(store.path)) {
    err.write(`no event store at ${store.path} (set SQLITE_PATH)\n`);
    return 1;
  }
  const source = store.kind === 'sqlite' ? store.path : redactConnectionString(store.url);
  const started = performance.now();
  if (readModels !== ':memory:') mkdirSync(dirname(readModels), { recursive: true });
  const events = await openEventStore(store);
  const db = openReadModelDb(readModels);
  try {
    const runner = new ProjectionRunner(events, db, gameProjections());
    runner.reset();
    const [last] = await events.readAll({
      direction: 'backwards',
      fromPosition: 'end',
      maxCount: 1,
      filter: { streamNamePrefix: [GAME_STREAM_PREFIX] },
    });
    let replayed = 0;
    runner.onBatch((batch) => {
      replayed += batch.length;
    });
    runner.start();
    if (last) await runner.caughtUp(last.position);
    await runner.stop();
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const ms = Math.round(performance.now() - started);
    const n = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;
    out.write(
      `rebuilt ${readModels} from ${source}: ${n(replayed, 'event')} replayed, ${n(count('games'), 'game')} listed, ` +
        `${n(count('game_states'), 'game state')}, checkpoint ${last ? last.position.toString() : 'none'} (${ms} ms)\n`,
    );
    return 0;
  } finally {
    db.close();
    await events.close();
  }
}
