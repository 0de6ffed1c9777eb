// Runs projections as catch-up subscribers of the store's `$all`, from their stored checkpoints,
// in batches: each batch's read-model writes and checkpoint commit together.
import { Logger } from '@nestjs/common';
import type { AllSubscription, EventStore, RecordedEvent } from '@mtg/event-store';
import { rehydrate, type RecordedGameEvent } from '../events/recorded-game-events.js';
import { loadCheckpoint, saveCheckpoint, type ReadModelDb } from '../read-models/read-model-db.js';
import { RESUBSCRIBE_DELAY_MS, ResubscribingConsumer } from '../read-models/game-subscription.js';
import type { Projection } from './projection.js';

const BATCH_LIMIT = 500;

export type BatchListener = (events: readonly RecordedGameEvent[]) => void;

export class ProjectionRunner {
  private readonly logger = new Logger(ProjectionRunner.name);
  private readonly consumer: ResubscribingConsumer;
  private readonly listeners = new Set<BatchListener>();
  private readonly waiters: { position: bigint; resolve: () => void }[] = [];
  private position = -1n;

  constructor(
    store: EventStore,
    private readonly db: ReadModelDb,
    private readonly projections: readonly Projection[],
    /** The name under which the runner's checkpoint is stored. */
    private readonly name = 'projections',
    /** How long to wait before subscribing again after the subscription failed. */
    resubscribeDelayMs = RESUBSCRIBE_DELAY_MS,
  ) {
    this.consumer = new ResubscribingConsumer(store, this.logger, resubscribeDelayMs);
  }

  /** Called after each committed batch (views are then up to date with these events). */
  onBatch(listener: BatchListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Subscribes after the stored checkpoint; if the subscription fails, subscribes again from the
   * checkpoint (that of the last committed batch) a moment later.
   */
  start(): void {
    this.position = loadCheckpoint(this.db, this.name) ?? -1n;
    this.consumer.start(
      () => loadCheckpoint(this.db, this.name),
      (subscription) => this.consume(subscription),
    );
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
  }

  /** Resolves once the projections have processed the event at `position` (read-your-writes). */
  caughtUp(position: bigint): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  /** Empties every projection and its checkpoint; the next start replays the whole store. */
  reset(): void {
    this.db.transaction(() => {
      for (const p of this.projections) p.reset(this.db);
      this.db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(this.name);
    })();
  }

  private async consume(subscription: AllSubscription): Promise<void> {
    const iterator = subscription[Symbol.asyncIterator]();
    let pending: Promise<IteratorResult<RecordedEvent>> | undefined;
    for (;;) {
      const batch: RecordedEvent[] = [];
      const first = await (pending ?? iterator.next());
      pending = undefined;
      if (first.done) return;
      batch.push(first.value);
      // Take whatever else is ready before the next turn of the event loop, without waiting for live events.
      const turn = nextTurn();
      while (batch.length < BATCH_LIMIT) {
        const next = iterator.next();
        // Not ready, or failed: what was taken is committed, and `next` is awaited (and throws) after.
        const ready = await Promise.race([next, turn]).catch(() => undefined);
        if (!ready) {
          pending = next;
          break;
        }
        if (ready.done) break;
        batch.push(ready.value);
      }
      this.commit(batch);
    }
  }

  private commit(batch: RecordedEvent[]): void {
    const events = batch.map(rehydrate).filter((e): e is RecordedGameEvent => e !== undefined);
    const last = batch[batch.length - 1]!.position;
    this.db.transaction(() => {
      for (const projection of this.projections) {
        try {
          projection.apply(this.db, events, batch);
        } catch (error) {
          // One projection's bug must not stop the others, nor the subscription (it would stop for good).
          this.logger.error(
            `projection ${projection.name} failed on a batch ending at ${last}: ${String(error)}`,
          );
        }
      }
      saveCheckpoint(this.db, this.name, last);
    })();
    this.position = last;
    for (const listener of this.listeners) listener(events);
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i]!.position <= last) this.waiters.splice(i, 1)[0]!.resolve();
    }
  }
}

/** Resolves (to undefined) once the work queued now, microtasks and all, has run. */
function nextTurn(): Promise<undefined> {
  return new Promise((resolve) => setImmediate(() => resolve(undefined)));
}
