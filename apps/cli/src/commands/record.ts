// `mtg export` and `mtg import`: a game's whole record as NDJSON (issue 18, item 7), read from one
// store and written into another with its ids, revisions and chain of hashes kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { StreamNotFoundError, openEventStore, type EventStoreWithCheckpoints } from '@mtg/event-store';
import { exportGameRecord, importGameRecord } from '@mtg/game';
import { storeConfig } from './store-copy.js';

export interface RecordOutput {
  write(text: string): unknown;
}

/** Runs `work` on the store `spec` names, closing it after; what it throws is written as `mtg NAME: why` (exit 1). */
async function withStore(
  name: string,
  spec: string,
  err: RecordOutput,
  work: (store: EventStoreWithCheckpoints) => Promise<number>,
): Promise<number> {
  let store: EventStoreWithCheckpoints | undefined;
  try {
    store = await openEventStore(storeConfig(spec));
    return await work(store);
  } catch (error) {
    const why = error instanceof StreamNotFoundError ? 'no such game in the store' : (error as Error).message;
    err.write(`mtg ${name}: ${why}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}

/** `mtg export --store STORE GAME_ID [--out FILE]`: the record on stdout, or in FILE. */
export function exportCommand(
  gameId: string,
  options: { store: string; out?: string },
  out: RecordOutput = process.stdout,
  err: RecordOutput = process.stderr,
): Promise<number> {
  return withStore('export', options.store, err, async (store) => {
    const text = (await exportGameRecord(store, gameId)).join('');
    if (options.out) writeFileSync(options.out, text);
    else out.write(text);
    return 0;
  });
}

/** `mtg import --store STORE FILE`: the record's events appended to the store (again: nothing written). */
export function importCommand(
  file: string,
  options: { store: string },
  out: RecordOutput = process.stdout,
  err: RecordOutput = process.stderr,
): Promise<number> {
  return withStore('import', options.store, err, async (store) => {
    const imported = await importGameRecord(store, readFileSync(file, 'utf8'));
    out.write(`imported game ${imported.gameId}: ${imported.events} events\n`);
    return 0;
  });
}
