/** How long what was learnt of a stream holds. */
const DEFAULT_TTL_MS = 1_000;
/** How many streams are remembered at most; past that the memory starts afresh. */
const MAX_STREAMS = 10_000;

/**
 * The first revision of a stream that reads still see, or undefined when none does: the stream
 * is soft-deleted, tombstoned, or truncated past its end.
 */
export type FirstVisibleRevision = (stream: string) => Promise<bigint | undefined>;

/**
 * Which `$all` events the port shows. EventStoreDB's `$all` bypasses stream metadata: the events
 * of a soft-deleted stream, the events before a recreated stream's `$tb`, and a tombstoned
 * stream's events all stay in `$all` until a scavenge removes them. The port takes them out at
 * once, as the other adapters do, so this asks each stream's first visible revision (one read of
 * one event per stream, remembered for a second) and keeps the events at or after it.
 */
export class StreamVisibility {
  readonly #known = new Map<string, { firstVisible: bigint | undefined; until: number }>();

  constructor(
    private readonly firstVisibleRevision: FirstVisibleRevision,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  async isVisible(stream: string, revision: bigint): Promise<boolean> {
    const now = Date.now();
    let known = this.#known.get(stream);
    if (known === undefined || known.until < now) {
      if (this.#known.size >= MAX_STREAMS) this.#known.clear();
      known = { firstVisible: await this.firstVisibleRevision(stream), until: now + this.ttlMs };
      this.#known.set(stream, known);
    }
    return known.firstVisible !== undefined && revision >= known.firstVisible;
  }
}
