/** A promise with its resolver: settled from outside, once. */
export interface Settlement {
  promise: Promise<void>;
  settle(): void;
}

export function settlement(): Settlement {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** What `StopSignal.race` gives when the stop came first. */
export const STOPPED = Symbol('stopped');

/**
 * A stop that waits race against. `Promise.race` with one long-lived promise would leave a
 * reaction on it for every race, each holding what its race settled with (every event a
 * subscription ever delivered, until it stops); a race here leaves nothing once it is over.
 */
export class StopSignal {
  #stopped = false;
  readonly #waiting = new Set<() => void>();

  get stopped(): boolean {
    return this.#stopped;
  }

  stop(): void {
    this.#stopped = true;
    for (const stop of this.#waiting) stop();
    this.#waiting.clear();
  }

  /** What `promise` settles with, or STOPPED if the stop comes first. */
  race<T>(promise: Promise<T>): Promise<T | typeof STOPPED> {
    if (this.#stopped) return Promise.resolve(STOPPED);
    return new Promise((resolve, reject) => {
      const stop = () => resolve(STOPPED);
      this.#waiting.add(stop);
      promise.then(
        (value) => {
          this.#waiting.delete(stop);
          resolve(value);
        },
        (error: unknown) => {
          this.#waiting.delete(stop);
          reject(error);
        },
      );
    });
  }
}
