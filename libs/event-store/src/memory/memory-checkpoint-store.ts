import type { CheckpointStore } from '../port.js';

export class MemoryCheckpointStore implements CheckpointStore {
  readonly #positions = new Map<string, bigint>();

  async load(subscriber: string): Promise<bigint | undefined> {
    return this.#positions.get(subscriber);
  }

  async save(subscriber: string, position: bigint): Promise<void> {
    this.#positions.set(subscriber, position);
  }
}
