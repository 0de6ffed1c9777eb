// Loading games: hot games are kept in memory with their revision; others are folded from their stream.
import { evolveOwning, initialState, type GameEvent, type GameState, type OwnedObjects } from '@mtg/rules';
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@mtg/event-store';
import { GameNotFoundError } from '../errors.js';
import { gameStream } from '../streams.js';

export interface LoadedGame {
  state: GameState;
  /** Revision of the last event of the game's stream. */
  revision: bigint;
  /** Which revisions each accepted command wrote, and a digest of it, by `commandKey` (idempotent retries). */
  commands: Map<string, CommandRecord>;
}

const HOT_GAMES = 2000;

export class GameRepository {
  private readonly hot = new Map<string, LoadedGame>();

  constructor(private readonly store: EventStore) {}

  async load(gameId: string): Promise<LoadedGame> {
    const cached = this.hot.get(gameId);
    if (cached) {
      // Least recently used games leave the cache first.
      this.hot.delete(gameId);
      this.hot.set(gameId, cached);
      return cached;
    }
    return this.reload(gameId);
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
    this.hot.delete(gameId);
    this.hot.set(gameId, game);
    if (this.hot.size > HOT_GAMES) this.hot.delete(this.hot.keys().next().value!);
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
  return { state, revision: events.length ? events[events.length - 1]!.revision : -1n, commands };
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
