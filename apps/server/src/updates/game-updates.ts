// Live views of a game: after each projection batch that touches a game, every watcher of that
// game gets its own view (a seat's, the judge's or a spectator's). Server-sent events and the
// GraphQL subscription both watch through here. A watch by a seat token that was revoked ends.
import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  GameQueries,
  ProjectionRunner,
  SeatAccess,
  viewerOf,
  type Actor,
  type GameView,
  type Viewer,
} from '@mtg/game';

interface Watcher {
  actor: Actor;
  viewer: Viewer;
  send(view: GameView): void;
  end(): void;
}

@Injectable()
export class GameUpdates implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(GameUpdates.name);
  private readonly watchers = new Map<string, Set<Watcher>>();
  private unsubscribe?: () => void;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly queries: GameQueries,
    private readonly access: SeatAccess,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.runner.onBatch((events) => {
      const games = new Set(events.map((e) => e.gameId));
      for (const gameId of games) this.notify(gameId);
    });
  }

  /** Ends every watch before the HTTP server closes (open streams would keep it waiting). */
  beforeApplicationShutdown(): void {
    this.unsubscribe?.();
    for (const watchers of this.watchers.values()) for (const w of watchers) w.end();
    this.watchers.clear();
  }

  /**
   * Sends the caller's current view of the game at once (throws if there is no such game), then
   * one after each batch of events of the game; ends after the view of a finished game.
   * Returns the function that stops watching.
   */
  watch(gameId: string, actor: Actor, send: (view: GameView) => void, end: () => void): () => void {
    const viewer = viewerOf(actor, gameId);
    const current = this.queries.view(gameId, viewer);
    let stopped = false;
    const watcher: Watcher = {
      actor,
      viewer,
      send,
      end: () => {
        if (stopped) return;
        stop();
        end();
      },
    };
    const stop = () => {
      stopped = true;
      const set = this.watchers.get(gameId);
      set?.delete(watcher);
      if (set?.size === 0) this.watchers.delete(gameId);
    };
    send(current);
    if (current.over) {
      watcher.end();
      return stop;
    }
    let set = this.watchers.get(gameId);
    if (!set) this.watchers.set(gameId, (set = new Set()));
    set.add(watcher);
    return stop;
  }

  /** Ends the watches of the game whose seat token is no longer valid (just revoked). */
  endRefused(gameId: string): void {
    for (const watcher of [...(this.watchers.get(gameId) ?? [])]) if (!this.allowed(watcher)) watcher.end();
  }

  private allowed(watcher: Watcher): boolean {
    return this.access.status(watcher.actor) === 'valid';
  }

  private notify(gameId: string): void {
    const watchers = this.watchers.get(gameId);
    if (!watchers) return;
    const views = new Map<string, GameView>();
    for (const watcher of [...watchers]) {
      // A token revoked through another instance ends its watches here at the game's next change.
      if (!this.allowed(watcher)) {
        watcher.end();
        continue;
      }
      const key = watcher.viewer.kind === 'seat' ? `seat:${watcher.viewer.player}` : watcher.viewer.kind;
      try {
        let view = views.get(key);
        if (!view) views.set(key, (view = this.queries.view(gameId, watcher.viewer)));
        watcher.send(view);
        if (view.over) watcher.end();
      } catch (error) {
        this.logger.error(`sending the view of game ${gameId} failed: ${String(error)}`);
        watcher.end();
      }
    }
  }
}

/** The views of a game as an async iterator (GraphQL subscriptions); `return()` stops watching. */
export function viewIterator(
  updates: GameUpdates,
  gameId: string,
  actor: Actor,
): AsyncIterableIterator<GameView> {
  const queue: GameView[] = [];
  const waiting: ((result: IteratorResult<GameView>) => void)[] = [];
  let done = false;
  const finish = () => {
    done = true;
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
  };
  const stop = updates.watch(
    gameId,
    actor,
    (view) => {
      const resolve = waiting.shift();
      if (resolve) resolve({ value: view, done: false });
      else queue.push(view);
    },
    finish,
  );
  return {
    next(): Promise<IteratorResult<GameView>> {
      const view = queue.shift();
      if (view) return Promise.resolve({ value: view, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return(): Promise<IteratorResult<GameView>> {
      stop();
      queue.length = 0;
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
