import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { isUnavailable } from './eventstoredb-errors.js';

/** How many replaced clients are kept for their calls in flight before the oldest is disposed of. */
const MAX_RETIRED = 4;

/**
 * The official client, replaced when its Rust bridge cannot recover. The client reads streams and
 * `$all` through that bridge, which keeps reconnecting once it has been connected, but gives up
 * for good when its very first connection fails (the server was down when the client was made):
 * every later read fails at once. A connection whose reads never got through is therefore
 * replaced by a fresh client on its first failure, then at most once per `retryDelayMs`, so a service
 * started before its database comes up recovers by itself. Appends, deletes and subscriptions use
 * the client's gRPC channel, which reconnects on its own.
 */
export class ClientConnection {
  #client: KurrentDBClient;
  #readsGotThrough = false;
  /** When the client was last replaced: the first replacement is at once, later ones spaced. */
  #replacedAt = Number.NEGATIVE_INFINITY;
  readonly #retired: KurrentDBClient[] = [];

  constructor(
    private readonly url: string,
    private readonly retryDelayMs: number,
  ) {
    this.#client = KurrentDBClient.connectionString(url);
  }

  get client(): KurrentDBClient {
    return this.#client;
  }

  /** Runs a read through the client's Rust bridge. */
  async read<T>(read: (client: KurrentDBClient) => Promise<T>): Promise<T> {
    const client = this.#client;
    try {
      const result = await read(client);
      this.#readsGotThrough ||= client === this.#client;
      return result;
    } catch (error) {
      if (!isUnavailable(error)) this.#readsGotThrough ||= client === this.#client;
      else if (client === this.#client && !this.#readsGotThrough) this.#replace();
      throw error;
    }
  }

  async dispose(): Promise<void> {
    await Promise.all([this.#client, ...this.#retired.splice(0)].map((client) => client.dispose()));
  }

  #replace(): void {
    if (Date.now() - this.#replacedAt < this.retryDelayMs) return;
    const retired = this.#client;
    this.#client = KurrentDBClient.connectionString(this.url);
    this.#replacedAt = Date.now();
    // Its gRPC calls in flight (subscriptions) may still be running: it is disposed of later.
    this.#retired.push(retired);
    if (this.#retired.length > MAX_RETIRED) void this.#retired.shift()?.dispose();
  }
}
