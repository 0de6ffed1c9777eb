// A game's whole record as NDJSON (issue 18, item 7): a header line, then every event of the game's
// streams (the game stream with its chain of hashes and recorded commands; the audit stream: refused
// commands, results), one JSON object a line with its stream, revision, id, type, data and metadata.
// Read back into another store by `importGameRecord`, ids and revisions kept, the chain intact and
// verifiable there.
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@mtg/event-store';
import { auditStream, gameStream } from '../streams.js';

export const RECORD_FORMAT = 'mtg-game-record';
export const RECORD_VERSION = 1;

interface RecordHeader {
  format: typeof RECORD_FORMAT;
  version: number;
  gameId: string;
  /** Events of each stream, by stream name. */
  streams: Record<string, number>;
}

interface RecordLine {
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

/** The streams that make up a game's record, in the order they are written. */
const recordStreams = (gameId: string) => [gameStream(gameId), auditStream(gameId)];

async function eventsOf(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  return store.readStream(stream).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });
}

/** The game's record as NDJSON lines (each ends with a newline); the game stream must exist. */
export async function exportGameRecord(store: EventStore, gameId: string): Promise<string[]> {
  const game = await store.readStream(gameStream(gameId));
  const audit = await eventsOf(store, auditStream(gameId));
  const header: RecordHeader = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    gameId,
    streams: { [gameStream(gameId)]: game.length, [auditStream(gameId)]: audit.length },
  };
  const line = (e: RecordedEvent): RecordLine => ({
    stream: e.stream,
    revision: Number(e.revision),
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  });
  return [header, ...game.map(line), ...audit.map(line)].map((value) => `${JSON.stringify(value)}\n`);
}

export class GameRecordError extends Error {
  override readonly name = 'GameRecordError';
}

/** The header and the events of a record's text, checked: every line is accounted for. */
export function parseGameRecord(text: string): { header: RecordHeader; lines: RecordLine[] } {
  const rows = text.split('\n').filter((row) => row.trim() !== '');
  const parsed = rows.map((row, i) => {
    try {
      return JSON.parse(row) as unknown;
    } catch {
      throw new GameRecordError(`line ${i + 1} is not JSON`);
    }
  });
  const [header, ...lines] = parsed as [RecordHeader | undefined, ...RecordLine[]];
  if (header?.format !== RECORD_FORMAT || header.version !== RECORD_VERSION)
    throw new GameRecordError(`line 1 is not a ${RECORD_FORMAT} header of version ${RECORD_VERSION}`);
  const streams = recordStreams(header.gameId);
  lines.forEach((line, i) => {
    const ok =
      streams.includes(line.stream) &&
      Number.isInteger(line.revision) &&
      typeof line.id === 'string' &&
      typeof line.type === 'string' &&
      line.metadata !== null &&
      typeof line.metadata === 'object';
    if (!ok) throw new GameRecordError(`line ${i + 2} is not an event of game ${header.gameId}'s streams`);
  });
  for (const stream of streams) {
    const count = lines.filter((line) => line.stream === stream).length;
    if (count !== (header.streams[stream] ?? 0))
      throw new GameRecordError(
        `the header says ${header.streams[stream] ?? 0} events of ${stream}, the record has ${count}`,
      );
  }
  return { header, lines };
}

/** Each stream's events of a record, in revision order, checked to run from revision 0 with no gap. */
function streamsOf(header: RecordHeader, lines: readonly RecordLine[]): [string, RecordLine[]][] {
  return recordStreams(header.gameId).map((stream) => {
    const events = lines.filter((line) => line.stream === stream).sort((a, b) => a.revision - b.revision);
    events.forEach((e, i) => {
      if (e.revision !== i) throw new GameRecordError(`${stream} has no event at revision ${i}`);
    });
    return [stream, events];
  });
}

/**
 * Appends a record's events to `store`, each stream at its revisions (from 0, in order) with their
 * ids: importing the same record again writes nothing (appends are idempotent by id), and a store
 * that holds another game under the same id refuses it (wrong expected revision). Nothing is
 * written if the record does not read whole.
 */
export async function importGameRecord(
  store: EventStore,
  text: string,
): Promise<{ gameId: string; events: number }> {
  const { header, lines } = parseGameRecord(text);
  for (const [stream, events] of streamsOf(header, lines)) {
    if (!events.length) continue;
    await store.append(
      stream,
      events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      { expectedRevision: 'no_stream' },
    );
  }
  return { gameId: header.gameId, events: lines.length };
}
