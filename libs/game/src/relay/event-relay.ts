// Events reach the EventBus (and so the sagas) only from the store's subscription, after they are
// durably appended, rehydrated into their classes, from a stored checkpoint (saved once per turn of
// the event loop: after a crash, that turn's events may be published again, at least once).
import { Logger } from '@nestjs/common';
import type { EventBus } from '@nestjs/cqrs';
import type { AllSubscription, EventStore } from '@mtg/event-store';
import { rehydrate } from '../events/recorded-game-events.js';
import { loadCheckpoint, saveCheckpoint, type ReadModelDb } from '../read-models/read-model-db.js';
import { RESUBSCRIBE_DELAY_MS, ResubscribingConsumer } from '../read-models/game-subscription.js';

export class EventRelay {
  private readonly logger = new Logger(EventRelay.name);
  private readonly consumer: ResubscribingConsumer;
  /** The position of the last event relayed, not yet saved as the checkpoint. */
  private unsaved: bigint | undefined;

  constructor(
    store: EventStore,
    private readonly db: ReadModelDb,
    private readonly bus: EventBus,
    private readonly name = 'event-bus',
    /** How long to wait before subscribing again after the subscription failed. */
    resubscribeDelayMs = RESUBSCRIBE_DELAY_MS,
  ) {
    this.consumer = new ResubscribingConsumer(store, this.logger, resubscribeDelayMs);
  }

  /** Relays the events after the stored checkpoint; subscribes again from it if the subscription fails. */
  start(): void {
    this.consumer.start(
      () => loadCheckpoint(this.db, this.name),
      (subscription) => this.relay(subscription),
    );
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
    this.saveUnsaved();
  }

  private async relay(subscription: AllSubscription): Promise<void> {
    for await (const recorded of subscription) {
      const event = rehydrate(recorded);
      try {
        if (event) this.bus.publish(event);
      } catch (error) {
        this.logger.error(`publishing ${recorded.type} at ${recorded.position} failed: ${String(error)}`);
      }
      this.checkpointSoon(recorded.position);
    }
  }

  /** Saves the checkpoint once per turn of the event loop, not once per event (one write for a burst). */
  private checkpointSoon(position: bigint): void {
    const scheduled = this.unsaved !== undefined;
    this.unsaved = position;
    if (!scheduled) setImmediate(() => this.saveUnsaved());
  }

  private saveUnsaved(): void {
    if (this.unsaved === undefined) return;
    saveCheckpoint(this.db, this.name, this.unsaved);
    this.unsaved = undefined;
  }
}
