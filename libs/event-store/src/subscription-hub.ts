import type { AllPage } from './all-read.js';
import { CatchUpSubscription } from './catch-up-subscription.js';
import type { AllFilter, AllSubscription, SubscribeToAllOptions } from './port.js';
import type { ReadRange } from './read-range.js';
import { settlement } from './settlement.js';

/** How a store notices appends made elsewhere (another process): it asks now and then. */
export interface ChangePolling {
  intervalMs: number;
  /** Whether the store changed since the last call. */
  changed(): boolean;
}

/**
 * A store's live subscriptions: wakes them when the store changes (right after an append in this
 * process, or when polling sees another process's), and ends them when the store closes.
 * Polling runs only while a subscription is open, on a timer that never keeps the process alive.
 */
export class SubscriptionHub {
  readonly #subscriptions = new Set<CatchUpSubscription>();
  #change = settlement();
  #poller: NodeJS.Timeout | undefined;

  constructor(
    private readonly readPage: (range: ReadRange, filter: AllFilter | undefined) => AllPage,
    private readonly polling?: ChangePolling,
  ) {}

  subscribe(options: SubscribeToAllOptions = {}): AllSubscription {
    const source = { readPage: this.readPage, nextChange: () => this.#change.promise };
    const subscription = new CatchUpSubscription(source, options, (closed) => this.#remove(closed));
    this.#subscriptions.add(subscription);
    this.#startPolling();
    return subscription;
  }

  notify(): void {
    const change = this.#change;
    this.#change = settlement();
    change.settle();
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.unsubscribe()));
  }

  #remove(subscription: CatchUpSubscription): void {
    this.#subscriptions.delete(subscription);
    if (this.#subscriptions.size === 0) this.#stopPolling();
  }

  #startPolling(): void {
    const polling = this.polling;
    if (polling === undefined || this.#poller !== undefined) return;
    this.#poller = setInterval(() => {
      // A failing check wakes the subscriptions too: their next read reports the failure.
      if (changedOrFailed(polling)) this.notify();
    }, polling.intervalMs).unref();
  }

  #stopPolling(): void {
    clearInterval(this.#poller);
    this.#poller = undefined;
  }
}

function changedOrFailed(polling: ChangePolling): boolean {
  try {
    return polling.changed();
  } catch {
    return true;
  }
}
