import type { AllPage } from './all-read.js';
import type { AllFilter, AllSubscription, RecordedEvent, SubscribeToAllOptions } from './port.js';
import type { ReadRange } from './read-range.js';
import { StopSignal } from './settlement.js';

/** How many events a subscription reads from the store at a time. */
const PAGE_SIZE = 256;

export interface SubscriptionSource {
  readPage(range: ReadRange, filter: AllFilter | undefined): AllPage;
  /** Settles at the next change the store sees; taken before a read, so no change is missed. */
  nextChange(): Promise<void>;
}

/**
 * Reads `$all` after the last position it has seen, page by page, and waits for a change when it
 * has caught up. Every read starts where the previous one stopped, so the switch from history to
 * live events can neither skip nor repeat one. A full page is followed by a turn of the event
 * loop: reads are synchronous, and a long history read in one go of microtasks would hold the
 * process (no timer, no request served) and every consumer's per-turn batching with it.
 */
export class CatchUpSubscription implements AllSubscription {
  readonly #stop = new StopSignal();

  constructor(
    private readonly source: SubscriptionSource,
    private readonly options: SubscribeToAllOptions,
    private readonly onClose: (subscription: CatchUpSubscription) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    const { fromPosition = 'start', filter } = this.options;
    let after = fromPosition === 'start' ? undefined : fromPosition;
    try {
      while (!this.#stop.stopped) {
        const change = this.source.nextChange();
        const from = after === undefined ? 0n : after + 1n;
        const page = this.source.readPage({ direction: 'forwards', from, maxCount: PAGE_SIZE }, filter);
        for (const event of page.events) {
          if (this.#stop.stopped) return;
          yield event;
        }
        after = page.scannedTo ?? after;
        await this.#stop.race(page.events.length < PAGE_SIZE ? change : nextTurn());
      }
    } finally {
      await this.unsubscribe();
    }
  }

  async unsubscribe(): Promise<void> {
    if (this.#stop.stopped) return;
    this.#stop.stop();
    this.onClose(this);
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
