// The analytics projection: a projection of the runner (catch-up subscription, checkpoint committed
// with each batch) that notes, in the read models' transaction, the games that ended or were backed
// up; the feeder then writes their rows into the analytical store (DuckDB), folding each game's
// stream, and only then forgets them. A crash in between writes them again: the store replaces a
// game's rows, so the tables come out the same.
import type { EventStore } from '@mtg/event-store';
import type { GameEvent, RulesContext } from '@mtg/rules';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import type { Projection } from '../projections/projection.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { statement } from '../read-models/statements.js';
import { gameStream } from '../streams.js';
import type { AnalyticsStore } from './analytics-store.js';
import { tallyGame, type GameTally } from './game-tally.js';

/** The name of the analytics runner's checkpoint (apart from the other projections': rebuilt alone). */
export const ANALYTICS_CHECKPOINT = 'analytics';

/** Games written to the analytical store per transaction. */
const FEED_BATCH = 200;

export class AnalyticsProjection implements Projection {
  readonly name = 'analytics';

  apply(db: ReadModelDb, events: readonly RecordedGameEvent[]): void {
    const note = statement(db, 'INSERT OR IGNORE INTO analytics_pending (game_id) VALUES (?)');
    for (const { gameId, event } of events)
      if (event.type === 'GameEnded' || event.type === 'GameBackedUp') note.run(gameId);
  }

  reset(db: ReadModelDb): void {
    db.exec('DELETE FROM analytics_pending');
  }
}

/** Runs the analytics projection and feeds the analytical store after each batch. */
export class AnalyticsFeeder {
  readonly runner: ProjectionRunner;
  private feeding: Promise<void> = Promise.resolve();
  private stopBatches?: () => void;
  /** The games written to the analytical store since this feeder was made, and the events folded for them. */
  readonly fed = { games: 0, events: 0 };

  constructor(
    private readonly store: EventStore,
    private readonly db: ReadModelDb,
    readonly analytics: AnalyticsStore,
    private readonly ctx: RulesContext,
    resubscribeDelayMs?: number,
  ) {
    this.runner = new ProjectionRunner(
      store,
      db,
      [new AnalyticsProjection()],
      ANALYTICS_CHECKPOINT,
      resubscribeDelayMs,
    );
  }

  start(): void {
    this.stopBatches = this.runner.onBatch(() => void this.feed());
    this.runner.start();
    void this.feed();
  }

  async stop(): Promise<void> {
    this.stopBatches?.();
    await this.runner.stop();
    await this.feeding;
  }

  /** Empties the analytical store and the projection's checkpoint: the next start replays the store. */
  async reset(): Promise<void> {
    this.runner.reset();
    await this.analytics.reset();
  }

  /** Resolves once the events up to `position` are in the analytical store. */
  async caughtUp(position: bigint): Promise<void> {
    await this.runner.caughtUp(position);
    await this.feed();
  }

  /** Writes the pending games' rows (one feed at a time); resolves when none is pending. */
  feed(): Promise<void> {
    this.feeding = this.feeding.then(() => this.feedPending());
    return this.feeding;
  }

  private async feedPending(): Promise<void> {
    const pending = statement(this.db, 'SELECT game_id FROM analytics_pending ORDER BY game_id LIMIT ?');
    const done = statement(this.db, 'DELETE FROM analytics_pending WHERE game_id = ?');
    for (;;) {
      const ids = (pending.all(FEED_BATCH) as { game_id: string }[]).map((r) => r.game_id);
      if (ids.length === 0) return;
      const tallies: GameTally[] = [];
      for (const id of ids) {
        const tally = await this.tally(id);
        if (tally) tallies.push(tally);
      }
      await this.analytics.replace(ids, tallies);
      this.db.transaction(() => ids.forEach((id) => done.run(id)))();
      this.fed.games += tallies.length;
    }
  }

  private async tally(gameId: string): Promise<GameTally | undefined> {
    const recorded = await this.store.readStream(gameStream(gameId));
    this.fed.events += recorded.length;
    const last = recorded[recorded.length - 1];
    const endedAt = last?.metadata.time ?? new Date(0).toISOString();
    return tallyGame(
      gameId,
      recorded.map((r) => r.data as GameEvent),
      this.ctx,
      endedAt,
    );
  }
}
