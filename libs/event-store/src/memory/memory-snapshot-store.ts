import type { SnapshotStore } from '../port.js';

/** Snapshots in the process's memory, copied in and out like those of a durable store. */
export class MemorySnapshotStore implements SnapshotStore {
  readonly #snapshots = new Map<string, Uint8Array>();

  async load(name: string): Promise<Uint8Array | undefined> {
    const data = this.#snapshots.get(name);
    return data && new Uint8Array(data);
  }

  async save(name: string, data: Uint8Array): Promise<void> {
    this.#snapshots.set(name, new Uint8Array(data));
  }
}
