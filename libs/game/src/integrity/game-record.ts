// A game's whole record as NDJSON (issue 18, item 7): a header line, then every event of the game's
// streams (the game stream with its chain of hashes and recorded commands; the audit stream: refused
// commands, results; the stream of the game's match, if it has one: registrations, decks presented,
// games begun, time extensions, judges), one JSON object a line with its stream, revision, id, type,
// data and metadata. Read back into another store by `importGameRecord`, ids and revisions kept, the
// chain intact and verifiable there.
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@mtg/event-store';
import { matchIdOfGame } from '../matches/match-ids.js';
import { auditStream, gameStream, matchStream } from '../streams.js';
import { canonicalJson } from './canonical-json.js';

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

/** The stream of the game's match, if it belongs to one. */
function matchStreamOf(gameId: string): string | undefined {
  const matchId = matchIdOfGame(gameId);
  return matchId === undefined ? undefined : matchStream(matchId);
}

/** The streams that make up a game's record, in the order they are written: its match's first. */
function recordStreams(gameId: string): string[] {
  const match = matchStreamOf(gameId);
  return [...(match ? [match] : []), gameStream(gameId), auditStream(gameId)];
}

async function eventsOf(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  return store.readStream(stream).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });
}

/** The game's record as NDJSON lines (each ends with a newline); the game stream must exist. */
export async function exportGameRecord(store: EventStore, gameId: string): Promise<string[]> {
  await store.readStream(gameStream(gameId));
  const streams = await Promise.all(
    recordStreams(gameId).map(async (stream) => [stream, await eventsOf(store, stream)] as const),
  );
  const header: RecordHeader = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    gameId,
    streams: Object.fromEntries(streams.map(([stream, events]) => [stream, events.length])),
  };
  const line = (e: RecordedEvent): RecordLine => ({
    stream: e.stream,
    revision: Number(e.revision),
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  });
  return [header, ...streams.flatMap(([, events]) => events.map(line))].map(
    (value) => `${JSON.stringify(value)}\n`,
  );
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

/** What the store holds of a stream already, and what of the record it still lacks. */
interface StreamImport {
  stream: string;
  held: number;
  missing: RecordLine[];
}

/** Two events are the same if they have the same id, type and data. */
const sameEvent = (held: RecordedEvent, line: RecordLine) =>
  held.id === line.id && held.type === line.type && canonicalJson(held.data) === canonicalJson(line.data);

/** Whether the store's events start with the record's, the same events at the same revisions. */
const startsWith = (held: readonly RecordedEvent[], events: readonly RecordLine[]) =>
  held.length >= events.length && events.every((e, i) => sameEvent(held[i]!, e));

/**
 * What to append of a game's stream or audit stream: all of it to a store without it, nothing if the
 * store's stream starts with the record's (the record imported before, the game gone on since);
 * another game under the same id, or a part of this one, is refused.
 */
function strictImport(stream: string, held: readonly RecordedEvent[], events: RecordLine[]): StreamImport {
  if (!held.length) return { stream, held: 0, missing: events };
  if (startsWith(held, events)) return { stream, held: held.length, missing: [] };
  throw new GameRecordError(
    `the store holds another ${stream} (${held.length} events, the record ${events.length}): nothing imported`,
  );
}

/**
 * What to append of the match's stream: each game of a match carries the match's stream as it was
 * when the game was exported, so one of the store's and the record's must be the start of the other
 * (same ids, types and data); the record's events past the store's are appended.
 */
function matchImport(stream: string, held: readonly RecordedEvent[], events: RecordLine[]): StreamImport {
  const shared = Math.min(held.length, events.length);
  const differs = Array.from({ length: shared }, (_, i) => i).find((i) => !sameEvent(held[i]!, events[i]!));
  if (differs !== undefined)
    throw new GameRecordError(
      `the store's ${stream} differs from the record's at revision ${differs}: nothing imported`,
    );
  return { stream, held: held.length, missing: events.slice(held.length) };
}

/**
 * Appends a record's events to `store`, each stream at its revisions (from 0, in order) with their
 * ids. The game and audit streams must be new to the store, or hold exactly the record's events
 * (importing the same record again writes nothing); the match's stream may already be there, from a
 * record of another of its games, as a start of the record's or the record's as a start of it: only
 * the events it lacks are appended. Everything is checked before anything is written: a record that
 * does not read whole, or that conflicts with the store, writes nothing.
 */
export async function importGameRecord(
  store: EventStore,
  text: string,
): Promise<{ gameId: string; events: number }> {
  const { header, lines } = parseGameRecord(text);
  const match = matchStreamOf(header.gameId);
  const imports = await Promise.all(
    streamsOf(header, lines).map(async ([stream, events]) => {
      const held = await eventsOf(store, stream);
      return stream === match ? matchImport(stream, held, events) : strictImport(stream, held, events);
    }),
  );
  for (const { stream, held, missing } of imports) {
    if (!missing.length) continue;
    await store.append(
      stream,
      missing.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      { expectedRevision: held ? BigInt(held - 1) : 'no_stream' },
    );
  }
  return { gameId: header.gameId, events: lines.length };
}
