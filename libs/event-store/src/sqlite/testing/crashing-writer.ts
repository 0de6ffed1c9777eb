// A writer process for the crash test: appends batches of events to one stream until it is
// killed, and prints each batch's number on its own line once its append is acknowledged.
import { randomUUID } from 'node:crypto';
import { openSqliteEventStore } from '../sqlite-event-store.js';

/** A bound on the run, in case nobody kills the writer. */
const MAX_BATCHES = 20_000;

const [file, stream, batchSize] = process.argv.slice(2);
const store = openSqliteEventStore({ path: file });
let expectedRevision: bigint | 'no_stream' = 'no_stream';
for (let batch = 0; batch < MAX_BATCHES; batch++) {
  const events = Array.from({ length: Number(batchSize) }, (_, index) => ({
    id: randomUUID(),
    type: 'BatchEventWritten',
    data: { batch, index },
  }));
  expectedRevision = (await store.append(stream, events, { expectedRevision })).nextExpectedRevision;
  process.stdout.write(`${batch}\n`);
}
await store.close();
