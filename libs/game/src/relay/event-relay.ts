// Events reach the EventBus (and so the sagas) only from the store's subscription, after they are
// durably appended, rehydrated into their classes, from a stored checkpoint.
import { Logger } from '@nestjs/common';
import type { EventBus } from '@nestjs/cqrs';
import type { AllSubscription, EventStore } from '@mtg/event-store';
import { rehydrate } from '../events/recorded-game-events.js';
import { loadCheckpoint, saveCheckpoint, type ReadModelDb } from '../read-models/read-model-db.js';
import { subscribeToGames } from '../read-models/game-subscription.js';

export class EventRelay {
  private readonly logger = new Logger(EventRelay.name);
  private subscription?: AllSubscription;
  private running?: Promise<void>;

  constructor(
    private readonly store: EventStore,
    private readonly db: ReadModelDb,
    private readonly bus: EventBus,
    private readonly name = 'event-bus',
  ) {}

  start(): void {
    const from = loadCheckpoint(this.db, this.name);
    this.subscription = subscribeToGames(this.store, from);
    this.running = this.relay(this.subscription);
  }

  async stop(): Promise<void> {
    await this.subscription?.unsubscribe();
    await this.running;
  }

  private async relay(subscription: AllSubscription): Promise<void> {
    for await (const recorded of subscription) {
      const event = rehydrate(recorded);
      try {
        if (event) this.bus.publish(event);
      } catch (error) {
        this.logger.error(`publishing ${recorded.type} at ${recorded.position} failed: ${String(error)}`);
      }
      saveCheckpoint(this.db, this.name, recorded.position);
    }
  }
}
