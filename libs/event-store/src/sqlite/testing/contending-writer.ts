// A writer process for the contention test: opens the store, says `ready`, waits for `go` on
// stdin, then makes its appends to one stream, each with the exact revision it last read, and
// retries on a conflict. Prints a JSON report: the ids it got acknowledged, the conflicts it met
// (WrongExpectedVersionError), and any other error, which the test counts as a failure.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { StreamNotFoundError, WrongExpectedVersionError } from '../../errors.js';
import type { EventStore, ExpectedRevision } from '../../port.js';
import { openSqliteEventStore } from '../sqlite-event-store.js';

export interface WriterReport {
  writer: string;
  acknowledged: string[];
  conflicts: number;
  failures: string[];
}

const [file, writer, stream, appends] = process.argv.slice(2);
const store = openSqliteEventStore({ path: file });
process.stdout.write('ready\n');
await once(process.stdin, 'data');

const report: WriterReport = { writer, acknowledged: [], conflicts: 0, failures: [] };
while (report.acknowledged.length < Number(appends) && report.failures.length === 0) {
  const id = randomUUID();
  try {
    const expectedRevision = await lastRevision(store);
    await store.append(stream, [{ id, type: 'CounterIncremented', data: { writer } }], { expectedRevision });
    report.acknowledged.push(id);
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) report.conflicts++;
    else report.failures.push(String(error));
  }
}
await store.close();
process.stdout.write(JSON.stringify(report) + '\n');
process.stdin.destroy();

async function lastRevision(store: EventStore): Promise<ExpectedRevision> {
  try {
    const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    return last.revision;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return 'no_stream';
    throw error;
  }
}
