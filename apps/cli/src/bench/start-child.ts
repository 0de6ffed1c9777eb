// One measured start of the server (`mtg bench start` forks it): the store and read models from
// the environment; reports how long until the views caught up with the store, and the memory.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { EventStore } from '@mtg/event-store';
import { EVENT_STORE, GAME_STREAM_PREFIX, ProjectionRunner } from '@mtg/game';
import { serverConfigFromEnv, startServer } from '@mtg/server';

/** What the child sends its parent. */
export interface StartFigures {
  ms: number;
  maxRssMb: number;
  /** After a full garbage collection, the views caught up. */
  heapMb: number;
}

async function lastGamePosition(store: EventStore): Promise<bigint | undefined> {
  const [last] = await store.readAll({
    direction: 'backwards',
    fromPosition: 'end',
    maxCount: 1,
    filter: { streamNamePrefix: [GAME_STREAM_PREFIX] },
  });
  return last?.position;
}

/** The heap in use after a full garbage collection (the flag set at run time, as `bench engine` does). */
function heapAfterGc(): number {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

async function measureStart(): Promise<StartFigures> {
  const started = performance.now();
  const { app } = await startServer(serverConfigFromEnv().server, { port: 0 });
  try {
    const last = await lastGamePosition(app.get<symbol, EventStore>(EVENT_STORE));
    if (last !== undefined) await app.get(ProjectionRunner).caughtUp(last);
    const ms = performance.now() - started;
    const mb = (bytes: number) => bytes / 2 ** 20;
    return {
      ms,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      heapMb: mb(heapAfterGc()),
    };
  } finally {
    await app.close();
  }
}

process.send!(await measureStart());
