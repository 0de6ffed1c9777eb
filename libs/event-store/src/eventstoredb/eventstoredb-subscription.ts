import type { AllStreamResolvedEvent, AllStreamSubscription, Position } from '@kurrent/kurrentdb-client';
import type { AllSubscription, RecordedEvent, SubscribeToAllOptions } from '../port.js';
import { STOPPED, StopSignal } from '../settlement.js';

/** What a resilient subscription needs from the store. */
export interface SubscriptionSource {
  /**
   * A client subscription to `$all` delivering the records strictly after `after` (or all of them),
   * filtered on the server, reporting checkpoints as it scans past filtered-out records.
   */
  open(
    after: bigint | 'start',
    onCheckpoint: (subscription: AllStreamSubscription, position: Position) => void,
  ): AllStreamSubscription;
  /** The port's event for a client record, or undefined when the port does not show it. */
  accept(resolved: AllStreamResolvedEvent): Promise<RecordedEvent | undefined>;
  /** Whether the error means the server cannot be reached for now: resubscribe after a while. */
  isTransient(error: unknown): boolean;
  /** The first delay before resubscribing, doubled after each failed attempt up to `max`. */
  reconnectDelayMs: { initial: number; max: number };
}

/**
 * A catch-up subscription to `$all` that outlives the connection: when the server goes away it
 * waits, resubscribes from the last event it delivered (or from the last checkpoint past it, when
 * the server filter skipped records since), and goes on, so the consumer sees no gap and no
 * duplicate. Events are delivered in `$all` order, exactly once, until `unsubscribe()`.
 */
export class EventStoreDbSubscription implements AllSubscription {
  readonly #stop = new StopSignal();
  #current: AllStreamSubscription | undefined;

  constructor(
    private readonly source: SubscriptionSource,
    private readonly options: SubscribeToAllOptions,
    private readonly onClose: (subscription: EventStoreDbSubscription) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    const { initial, max } = this.source.reconnectDelayMs;
    let after: bigint | 'start' = this.options.fromPosition ?? 'start';
    let delay = initial;
    try {
      while (!this.#stop.stopped) {
        // Whether a record received from the client is not yet delivered (or dropped).
        let inHand = false;
        let checkpoint: bigint | undefined;
        const subscription = this.source.open(after, (current, position) => {
          // Safe to resume from only when every record the server sent before it was handled.
          if (current.readableLength === 0 && !inHand) checkpoint = position.commit;
        });
        subscription.on('error', () => {}); // the iterator below reports errors
        this.#current = subscription;
        const iterator = subscription[Symbol.asyncIterator]();
        try {
          while (!this.#stop.stopped) {
            const step = await this.#stop.race(iterator.next());
            if (step === STOPPED || step.done) break;
            inHand = true;
            delay = initial;
            const resolved = step.value as AllStreamResolvedEvent;
            const position = resolved.event?.position.commit ?? resolved.commitPosition;
            if (position === undefined || (after !== 'start' && position <= after)) {
              inHand = false;
              continue;
            }
            const event = await this.source.accept(resolved);
            after = position;
            inHand = false;
            if (event !== undefined && !this.#stop.stopped) yield event;
          }
        } catch (error) {
          if (this.#stop.stopped) return;
          if (!this.source.isTransient(error)) throw error;
        } finally {
          this.#current = undefined;
          void iterator.return?.().catch(() => {});
          void subscription.unsubscribe().catch(() => {});
        }
        if (checkpoint !== undefined && (after === 'start' || checkpoint > after)) after = checkpoint;
        if (this.#stop.stopped) return;
        await this.#stop.race(sleep(delay));
        delay = Math.min(delay * 2, max);
      }
    } finally {
      await this.unsubscribe();
    }
  }

  async unsubscribe(): Promise<void> {
    if (this.#stop.stopped) return;
    this.#stop.stop();
    const current = this.#current;
    this.#current = undefined;
    await current?.unsubscribe().catch(() => {});
    this.onClose(this);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
