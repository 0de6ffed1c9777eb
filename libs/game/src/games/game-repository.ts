// Loading games: hot games (the HOT_GAMES most recently used, each used within HOT_GAMES_IDLE_MS)
// are kept in memory with their revision; the others are folded from their stream when needed again.
import { evolveOwning, initialState, type GameEvent, type GameState, type OwnedObjects } from '@mtg/rules';
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@mtg/event-store';
import { GameNotFoundError } from '../errors.js';
import { headOf } from '../integrity/event-chain.js';
import { gameStream } from '../streams.js';
import { DEFAULT_HOT_GAMES, LruCache, type LruOptions } from './lru-cache.js';

export interface LoadedGame {
  state: GameState;
  /** Revision of the last event of the game's stream. */
  revision: bigint;
  /** Which revisions each accepted command wrote, and a digest of it, by `commandKey` (idempotent retries). */
  commands: Map<string, CommandRecord>;
  /** The hash the next event chains from (integrity/event-chain.ts). */
  head: string;
}

export class GameRepository {
  private readonly hot: LruCache<string, LoadedGame>;

  constructor(
    private readonly store: EventStore,
    hotGames = DEFAULT_HOT_GAMES,
    idle: LruOptions = {},
  ) {
    this.hot = new LruCache(hotGames, idle);
  }

  /** How many games are in memory now. */
  get hotCount(): number {
    return this.hot.size;
  }

  async load(gameId: string): Promise<LoadedGame> {
    return this.hot.get(gameId) ?? this.reload(gameId);
  }

  async reload(gameId: string): Promise<LoadedGame> {
    let events: RecordedEvent[];
    try {
      events = await this.store.readStream(gameStream(gameId));
    } catch (error) {
      if (error instanceof StreamNotFoundError) throw new GameNotFoundError(gameId);
      throw error;
    }
    const game = fold(events);
    this.remember(gameId, game);
    return game;
  }

  remember(gameId: string, game: LoadedGame): void {
    this.hot.set(gameId, game);
  }

  forget(gameId: string): void {
    this.hot.delete(gameId);
  }
}

export interface CommandRecord {
  from: bigint;
  to: bigint;
  /** A digest of the command, to tell a retry from another command reusing its key. */
  digest?: string;
}

export function fold(events: readonly RecordedEvent[]): LoadedGame {
  let state = initialState();
  const owned: OwnedObjects = {}; // one copy of the objects record for the whole stream
  const commands = new Map<string, { from: bigint; to: bigint }>();
  for (const e of events) {
    state = evolveOwning(owned, state, e.data as GameEvent);
    const commandId = e.metadata.commandId;
    const digest = typeof e.metadata.commandDigest === 'string' ? e.metadata.commandDigest : undefined;
    const actor = typeof e.metadata.actor === 'string' ? e.metadata.actor : '';
    if (commandId) recordCommand(commands, commandKey(actor, commandId), e.revision, digest);
  }
  return {
    state,
    revision: events.length ? events[events.length - 1]!.revision : -1n,
    commands,
    head: headOf(events),
  };
}

/** Idempotency-Keys are per actor (seat): the same key sent by two seats names two commands. */
export function commandKey(actor: string, commandId: string): string {
  return `${actor}\u0000${commandId}`;
}

export function recordCommand(
  commands: LoadedGame['commands'],
  key: string,
  revision: bigint,
  digest?: string,
): void {
  const range = commands.get(key);
  const record = range ? { ...range, to: revision } : { from: revision, to: revision };
  commands.set(key, digest ? { ...record, digest } : record);
}
