import type { Logger } from '@nestjs/common';
import type { AllSubscription, EventStore } from '@mtg/event-store';
import { ACCESS_STREAM_PREFIX, GAME_STREAM_PREFIX } from '../streams.js';

/**
 * A catch-up subscription to the game streams of `$all` and their access streams (seat token
 * revocations), after `from` (or from the start).
 */
export function subscribeToGames(store: EventStore, from: bigint | undefined): AllSubscription {
  return store.subscribeToAll({
    ...(from !== undefined ? { fromPosition: from } : {}),
    filter: { streamNamePrefix: [GAME_STREAM_PREFIX, ACCESS_STREAM_PREFIX] },
  });
}

/** How long a subscriber waits, by default, before it resubscribes after its subscription failed. */
export const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * Keeps a consumer of the game streams subscribed until it is stopped. The adapters' subscriptions
 * ride out a store that goes away by themselves; when one fails anyway (an error the adapter does
 * not take for transient, or the consumer's own: a read-model write), the consumer is not left
 * dead with the service running on: the failure is logged, and after `delayMs` it subscribes
 * again from its checkpoint, which it commits with what it made of the events.
 */
export class ResubscribingConsumer {
  #subscription: AllSubscription | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #wake: (() => void) | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly logger: Pick<Logger, 'error'>,
    private readonly delayMs = RESUBSCRIBE_DELAY_MS,
  ) {}

  /**
   * Subscribes after `checkpoint()` (asked again at each resubscription) and hands the
   * subscription to `consume`, which returns when it ends and throws when it fails.
   */
  start(
    checkpoint: () => bigint | undefined,
    consume: (subscription: AllSubscription) => Promise<void>,
  ): void {
    this.#stopped = false;
    this.#running = this.#run(checkpoint, consume);
  }

  /** Unsubscribes and waits for the consumer to finish what it has in hand. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#subscription?.unsubscribe();
    await this.#running;
  }

  async #run(
    checkpoint: () => bigint | undefined,
    consume: (subscription: AllSubscription) => Promise<void>,
  ): Promise<void> {
    while (!this.#stopped) {
      let from: bigint | undefined;
      let subscription: AllSubscription | undefined;
      try {
        from = checkpoint();
        subscription = subscribeToGames(this.store, from);
        this.#subscription = subscription;
        await consume(subscription);
        return; // unsubscribed
      } catch (error) {
        if (this.#stopped) return;
        this.logger.error(
          `the subscription to the game streams after ${from ?? 'the start'} failed: ${String(error)}; ` +
            `subscribing again from the checkpoint in ${this.delayMs} ms`,
        );
      }
      await subscription?.unsubscribe().catch(() => undefined);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.delayMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }
}
