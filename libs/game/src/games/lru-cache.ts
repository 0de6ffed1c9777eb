/** How many games are kept in memory by default (HOT_GAMES): loaded games, parsed projected states. */
export const DEFAULT_HOT_GAMES = 500;
/** How long a game unused stays in memory by default (HOT_GAMES_IDLE_MS): half an hour. */
export const DEFAULT_HOT_GAMES_IDLE_MS = 30 * 60_000;

export interface LruOptions {
  /** Entries unused for longer leave at the next read or write (ms); 0: never. */
  maxIdleMs?: number;
  now?: () => number;
}

/**
 * A map of at most `capacity` entries: reading or writing one makes it the last to leave. Those
 * left unused for `maxIdleMs` leave too, at the next read or write (the least recently used are
 * first in the map, so that costs nothing when none is idle).
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; used: number }>();
  readonly #maxIdleMs: number;
  readonly #now: () => number;

  constructor(
    readonly capacity: number,
    { maxIdleMs = 0, now = Date.now }: LruOptions = {},
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
    this.#maxIdleMs = maxIdleMs;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    this.#forgetIdle();
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.set(key, entry.value);
    return entry?.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, used: this.#now() });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    this.#forgetIdle();
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  #forgetIdle(): void {
    if (this.#maxIdleMs <= 0) return;
    const since = this.#now() - this.#maxIdleMs;
    for (const [key, { used }] of this.#entries) {
      if (used >= since) return;
      this.#entries.delete(key);
    }
  }
}
