import { BACKWARDS, END, jsonEvent } from '@kurrent/kurrentdb-client';
import type { CheckpointStore } from '../port.js';
import type { ClientConnection } from './client-connection.js';
import { toPortError } from './eventstoredb-errors.js';

/** The event type of a saved checkpoint. */
export const CHECKPOINT_EVENT_TYPE = 'CheckpointSaved';
/** Checkpoint streams keep their last few events; a scavenge removes the older ones. */
const CHECKPOINT_MAX_COUNT = 5;

/**
 * Checkpoints kept in EventStoreDB itself, next to the events: one stream per subscriber,
 * `$mtg-checkpoint-<namespace><subscriber>`, where every save appends a `CheckpointSaved` event
 * `{ "position": "<commit position>" }` and a load reads the last one (the last event wins). The
 * stream gets `$maxCount` metadata on its first save, so that scavenges keep it small. Its name
 * starts with `$`, a system stream: the store's `$all` reads and subscriptions never show it, and
 * the service's user needs the right to write system streams (an admin, or a `$systemStreamAcl`
 * that allows it; insecure dev nodes allow everything).
 */
export class EventStoreDbCheckpointStore implements CheckpointStore {
  constructor(
    private readonly connection: ClientConnection,
    private readonly namespace: string,
    private readonly retryAfterSeconds: number,
  ) {}

  streamOf(subscriber: string): string {
    return `$mtg-checkpoint-${this.namespace}${subscriber}`;
  }

  async load(subscriber: string): Promise<bigint | undefined> {
    const stream = this.streamOf(subscriber);
    try {
      return await this.connection.read(async (client) => {
        const reading = client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
        for await (const resolved of reading) {
          const data = resolved.event?.data as { position?: unknown } | undefined;
          if (typeof data?.position === 'string') return BigInt(data.position);
        }
        return undefined;
      });
    } catch (error) {
      const portError = this.#portError(error, stream);
      if (portError instanceof Error && portError.name === 'StreamNotFoundError') return undefined;
      throw portError;
    }
  }

  async save(subscriber: string, position: bigint): Promise<void> {
    const stream = this.streamOf(subscriber);
    try {
      const event = jsonEvent({ type: CHECKPOINT_EVENT_TYPE, data: { position: String(position) } });
      const { client } = this.connection;
      const result = await client.appendToStream(stream, event);
      if (result.nextExpectedRevision === 0n) {
        await client.setStreamMetadata(stream, { maxCount: CHECKPOINT_MAX_COUNT });
      }
    } catch (error) {
      throw this.#portError(error, stream);
    }
  }

  #portError(error: unknown, stream: string): unknown {
    return toPortError(error, { stream, retryAfterSeconds: this.retryAfterSeconds });
  }
}
