import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import {
  BACKWARDS,
  END,
  FORWARDS,
  binaryEvent,
  jsonEvent,
  type AppendResult,
  type AppendStreamState,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import type { SnapshotStore } from '../port.js';
import type { ClientConnection } from './client-connection.js';
import { toPortError } from './eventstoredb-errors.js';

/** The event types of a snapshot: its data in chunks, then the event that names them. */
export const SNAPSHOT_CHUNK_TYPE = 'SnapshotChunk';
export const SNAPSHOT_SAVED_TYPE = 'SnapshotSaved';
/** A chunk's size: one chunk an append, well within EventStoreDB's `MaxAppendSize` (1 MiB by default). */
export const SNAPSHOT_CHUNK_BYTES = 512 * 1024;
/** How many events a load reads back at a time, looking for the last snapshot saved whole. */
const SEARCH_PAGE = 8;

interface SnapshotSaved {
  /** The revision of the snapshot's first chunk; the others follow it. */
  first: string;
  chunks: number;
  /** The compressed size, all chunks together. */
  bytes: number;
}

type ReadOptions = NonNullable<Parameters<KurrentDBClient['readStream']>[1]>;
interface StreamEvent {
  type: string;
  data: unknown;
  revision: bigint;
}

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/**
 * Snapshots kept in EventStoreDB itself, like checkpoints: one system stream per name,
 * `$mtg-snapshot-<namespace><name>` (hidden from `$all`; written by an admin). A save compresses
 * the data (brotli), appends it as binary `SnapshotChunk` events, one an append, then a
 * `SnapshotSaved` event naming them, each append expecting the revision the previous one left: a
 * save that races another fails (the other one is kept), and a save cut short has no
 * `SnapshotSaved`. A load reads the chunks of the last `SnapshotSaved`. Once a snapshot is saved,
 * the stream's `$tb` moves up to its first chunk, so that scavenges drop the older ones.
 */
export class EventStoreDbSnapshotStore implements SnapshotStore {
  constructor(
    private readonly connection: ClientConnection,
    private readonly namespace: string,
    private readonly retryAfterSeconds: number,
  ) {}

  streamOf(name: string): string {
    return `$mtg-snapshot-${this.namespace}${name}`;
  }

  async load(name: string): Promise<Uint8Array | undefined> {
    const stream = this.streamOf(name);
    const saved = await this.#lastSaved(stream);
    if (saved === undefined) return undefined;
    const chunks = await this.#read(stream, {
      direction: FORWARDS,
      fromRevision: BigInt(saved.first),
      maxCount: saved.chunks,
    });
    const data = Buffer.concat(chunks.map((chunk) => chunk.data as Uint8Array));
    if (chunks.some((chunk) => chunk.type !== SNAPSHOT_CHUNK_TYPE) || data.length !== saved.bytes) {
      throw new Error(`The snapshot in ${stream} at ${saved.first} is not whole`);
    }
    return new Uint8Array(await decompress(data));
  }

  async save(name: string, data: Uint8Array): Promise<void> {
    const stream = this.streamOf(name);
    const compressed = await compress(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    try {
      const { client } = this.connection;
      let expected: AppendStreamState = (await this.#last(stream))?.revision ?? 'no_stream';
      const revisions: bigint[] = [];
      for (let offset = 0; offset < compressed.length; offset += SNAPSHOT_CHUNK_BYTES) {
        const chunk = compressed.subarray(offset, offset + SNAPSHOT_CHUNK_BYTES);
        const appended: AppendResult = await client.appendToStream(
          stream,
          binaryEvent({ type: SNAPSHOT_CHUNK_TYPE, data: chunk }),
          { streamState: expected },
        );
        revisions.push(appended.nextExpectedRevision);
        expected = appended.nextExpectedRevision;
      }
      const first = revisions[0]!;
      const saved: SnapshotSaved = {
        first: String(first),
        chunks: revisions.length,
        bytes: compressed.length,
      };
      await client.appendToStream(stream, jsonEvent({ type: SNAPSHOT_SAVED_TYPE, data: { ...saved } }), {
        streamState: expected,
      });
      await client.setStreamMetadata(stream, { truncateBefore: Number(first) });
    } catch (error) {
      throw this.#portError(error, stream);
    }
  }

  /** The last `SnapshotSaved` of the stream, past any chunks of a save cut short. */
  async #lastSaved(stream: string): Promise<SnapshotSaved | undefined> {
    let from: bigint | typeof END = END;
    for (;;) {
      const page = await this.#read(stream, {
        direction: BACKWARDS,
        fromRevision: from,
        maxCount: SEARCH_PAGE,
      });
      const saved = page.find((event) => event.type === SNAPSHOT_SAVED_TYPE);
      if (saved) return saved.data as SnapshotSaved;
      const oldest = page.at(-1);
      if (page.length < SEARCH_PAGE || oldest === undefined || oldest.revision === 0n) return undefined;
      from = oldest.revision - 1n;
    }
  }

  async #last(stream: string): Promise<StreamEvent | undefined> {
    const [last] = await this.#read(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    return last;
  }

  /** The stream's events read with `options`; none if there is no such stream. */
  async #read(stream: string, options: ReadOptions): Promise<StreamEvent[]> {
    try {
      return await this.connection.read(async (client) => {
        const events: StreamEvent[] = [];
        for await (const { event } of client.readStream(stream, options)) {
          if (event) events.push({ type: event.type, data: event.data, revision: event.revision });
        }
        return events;
      });
    } catch (error) {
      const portError = this.#portError(error, stream);
      if (portError instanceof Error && portError.name === 'StreamNotFoundError') return [];
      throw portError;
    }
  }

  #portError(error: unknown, stream: string): unknown {
    return toPortError(error, { stream, retryAfterSeconds: this.retryAfterSeconds });
  }
}
