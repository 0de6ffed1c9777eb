// The command side of a game: load, decide, append with the exact expected revision, event ids
// derived from the seat and command id (a retried command appends nothing and returns the first result).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  decide,
  evolve,
  initialState,
  type Command,
  type GameEvent,
  type GameState,
  type RulesContext,
} from '@mtg/rules';
import {
  WrongExpectedVersionError,
  type EventData,
  type EventStore,
  type RecordedEvent,
} from '@mtg/event-store';
import { authorizeCommand, seatToken, type Actor, type TokenConfig } from '../access/actors.js';
import {
  CommandRejectedError,
  IdempotencyKeyReusedError,
  InvalidRequestError,
  RevisionConflictError,
  UnsupportedCardError,
} from '../errors.js';
import { eventId } from '../events/event-ids.js';
import { auditStream, gameStream } from '../streams.js';
import { commandKey, recordCommand, type GameRepository, type LoadedGame } from './game-repository.js';
import { KeyedSerialQueue } from './game-locks.js';
import { unsupportedAmong, type CardSupport } from '../cards/card-support.js';
import { canonicalJson } from '../integrity/canonical-json.js';
import { chained, GENESIS_HASH } from '../integrity/event-chain.js';
import { seenBy } from '../views/hidden-objects.js';

export interface CreateGameRequest {
  players: string[];
  decks: Record<string, string[]>;
  seed?: number;
  startingPlayer?: string;
  commandId?: string;
  /** Who creates the game: an organiser's key id, recorded with its events. */
  organiser?: string;
  /** The game's id (a match names its games `<match>.<n>`); a new UUID if none. */
  gameId?: string;
}

export interface CreatedGame {
  gameId: string;
  revision: number;
  /** One bearer token per seat. */
  tokens: Record<string, string>;
  /** The `$all` position of the game's first events (for `ProjectionRunner.caughtUp`). */
  position: bigint;
}

export interface SubmitRequest {
  gameId: string;
  actor: Actor;
  command: Command;
  /** The Idempotency-Key: the same key returns the first result and appends nothing. */
  commandId: string;
  /** If-Match: the revision the caller saw. */
  expectedRevision?: bigint;
  correlationId?: string;
}

export interface SubmitResult {
  gameId: string;
  revision: number;
  events: RecordedEvent[];
  /** The game state the events apply to, for a command decided now (not for a retry). */
  before?: GameState;
  /** True when this was a retry of a command already accepted. */
  replayed: boolean;
}

export class GameService {
  private readonly queue = new KeyedSerialQueue();

  constructor(
    private readonly store: EventStore,
    private readonly games: GameRepository,
    private readonly ctx: RulesContext,
    private readonly tokens: TokenConfig,
    private readonly cards: CardSupport,
    /** The clock events are stamped with (ms since the epoch). */
    private readonly now: () => number = Date.now,
  ) {}

  async create(request: CreateGameRequest): Promise<CreatedGame> {
    const unsupported = unsupportedAmong(this.cards, Object.values(request.decks).flat());
    if (unsupported.length) throw new UnsupportedCardError(unsupported);
    const gameId = request.gameId ?? randomUUID();
    const commandId = request.commandId ?? randomUUID();
    const command: Command = {
      type: 'StartGame',
      gameId,
      players: request.players,
      decks: request.players.map((player) => ({ player, cards: request.decks[player] ?? [] })),
      // A caller's seed makes the game reproducible (tests, simulations), so not fit for competition;
      // otherwise 256 bits from the operating system's cryptographic source, kept from every player.
      ...(request.seed !== undefined
        ? { seed: request.seed }
        : { seed: randomBytes(32).toString('hex'), secretSeed: true }),
      ...(request.startingPlayer ? { startingPlayer: request.startingPlayer } : {}),
    };
    const result = decide(command, initialState(), this.ctx);
    if (!result.ok)
      throw new InvalidRequestError(
        `${result.rejection.message} (${result.rejection.rule})`,
        result.rejection,
      );
    const stored = withOrganiser(
      this.toStored(gameId, commandId, initialState(), result.events, 'organiser', command),
      request.organiser,
    );
    const { events, head } = chained(stored, 0n, GENESIS_HASH);
    const appended = await this.store.append(gameStream(gameId), events, { expectedRevision: 'no_stream' });
    this.games.remember(gameId, {
      state: result.state,
      revision: appended.nextExpectedRevision,
      head,
      commands: new Map([
        [commandKey('organiser', commandId), { from: 0n, to: appended.nextExpectedRevision }],
      ]),
    });
    return {
      gameId,
      revision: Number(appended.nextExpectedRevision),
      tokens: Object.fromEntries(request.players.map((p) => [p, seatToken(this.tokens, gameId, p)])),
      position: appended.position,
    };
  }

  /** Applies one engine command to a game, one at a time per game in this process. */
  async submit(request: SubmitRequest): Promise<SubmitResult> {
    authorizeCommand(request.actor, request.gameId, request.command);
    return this.queue.run(request.gameId, () => this.apply(request, actorName(request.actor)));
  }

  /** A judge's command (a game loss penalty, 104.3k): recorded with `judge` as its actor. */
  async submitAsJudge(request: Omit<SubmitRequest, 'actor'>): Promise<SubmitResult> {
    return this.queue.run(request.gameId, () => this.apply(request, 'judge'));
  }

  /** A process manager's command (no seat's token): recorded with `process:<name>` as its actor. */
  async submitForProcess(process: string, request: Omit<SubmitRequest, 'actor'>): Promise<SubmitResult> {
    return this.queue.run(request.gameId, () => this.apply(request, `process:${process}`));
  }

  private async apply(request: Omit<SubmitRequest, 'actor'>, actor: string): Promise<SubmitResult> {
    let game = await this.games.load(request.gameId);
    const key = commandKey(actor, request.commandId);
    for (let attempt = 0; ; attempt++) {
      const prior = game.commands.get(key);
      if (prior) {
        // A retry must be the same command; another command under a used key is refused.
        if (prior.digest && prior.digest !== commandDigest(request.command)) {
          throw new IdempotencyKeyReusedError(request.commandId);
        }
        return this.replay(request.gameId, prior);
      }
      if (request.expectedRevision !== undefined && request.expectedRevision !== game.revision) {
        throw new RevisionConflictError(request.gameId, request.expectedRevision, game.revision);
      }
      const result = decide(request.command, game.state, this.ctx);
      if (!result.ok) {
        await this.audit(request, actor, game.revision, result.rejection);
        throw new CommandRejectedError(result.rejection);
      }
      const { events, head } = chained(
        this.toStored(
          request.gameId,
          request.commandId,
          game.state,
          result.events,
          actor,
          request.command,
          request.correlationId,
        ),
        game.revision + 1n,
        game.head,
      );
      try {
        const appended = await this.store.append(gameStream(request.gameId), events, {
          expectedRevision: game.revision,
        });
        const commands = new Map(game.commands);
        const digest = commandDigest(request.command);
        recordCommand(commands, key, game.revision + 1n, digest);
        recordCommand(commands, key, appended.nextExpectedRevision, digest);
        const next: LoadedGame = {
          state: result.state,
          revision: appended.nextExpectedRevision,
          commands,
          head,
        };
        this.games.remember(request.gameId, next);
        const recorded = await this.store.readStream(gameStream(request.gameId), {
          fromRevision: game.revision + 1n,
        });
        return {
          gameId: request.gameId,
          revision: Number(next.revision),
          events: recorded,
          before: game.state,
          replayed: false,
        };
      } catch (error) {
        // Another writer (another instance) got there first: reload and decide once more.
        if (
          !(error instanceof WrongExpectedVersionError) ||
          attempt > 0 ||
          request.expectedRevision !== undefined
        ) {
          if (error instanceof WrongExpectedVersionError) {
            this.games.forget(request.gameId);
            throw new RevisionConflictError(
              request.gameId,
              game.revision,
              typeof error.actual === 'bigint' ? error.actual : -1n,
            );
          }
          throw error;
        }
        game = await this.games.reload(request.gameId);
      }
    }
  }

  private async replay(gameId: string, range: { from: bigint; to: bigint }): Promise<SubmitResult> {
    const events = await this.store.readStream(gameStream(gameId), {
      fromRevision: range.from,
      maxCount: Number(range.to - range.from + 1n),
    });
    // The revision the command left the game at, as the first answer said (not the game's latest).
    return { gameId, revision: Number(range.to), events, replayed: true };
  }

  // Rejected commands go to the game's audit stream, never to the game stream (docs/architecture.md).
  private async audit(
    request: Omit<SubmitRequest, 'actor'>,
    actor: string,
    revision: bigint,
    rejection: { code: string; rule: string; message: string },
  ): Promise<void> {
    await this.store.append(
      auditStream(request.gameId),
      [
        {
          id: eventId(auditStream(request.gameId), commandKey(actor, request.commandId), 0),
          type: 'CommandRejected',
          data: { command: refusedCommand(request.command), rejection, revision: Number(revision) },
          metadata: {
            commandId: request.commandId,
            actor,
            time: new Date(this.now()).toISOString(),
            ...(request.correlationId ? { correlationId: request.correlationId } : {}),
          },
        },
      ],
      { expectedRevision: 'any' },
    );
  }

  /**
   * The events of a command as they are stored, from the state `before` them: their metadata says
   * who sent what and when, and who may see each object an event names (`seenBy`, as the views
   * decide); the first also records the command itself, for the verification to run the rules on it again.
   */
  private toStored(
    gameId: string,
    commandId: string,
    before: GameState,
    events: GameEvent[],
    actor: string,
    command: Command,
    correlationId?: string,
  ): EventData[] {
    const time = new Date(this.now()).toISOString();
    const digest = commandDigest(command);
    let state = before;
    return events.map((event, i) => {
      const after = evolve(state, event);
      const seen = seenBy(
        event,
        { before: state, after },
        after.players.map((p) => p.id),
        this.ctx,
      );
      state = after;
      return {
        id: eventId(gameStream(gameId), commandKey(actor, commandId), i),
        type: event.type,
        data: event,
        metadata: {
          commandId,
          causationId: commandId,
          correlationId: correlationId ?? commandId,
          actor,
          time,
          commandDigest: digest,
          ...(i === 0 ? { command } : {}),
          ...(Object.keys(seen).length ? { seenBy: seen } : {}),
        },
      };
    });
  }
}

/** The organiser in the metadata of a new game's events: the games it lists, whose tokens it revokes. */
function withOrganiser(events: EventData[], organiser: string | undefined): EventData[] {
  return organiser ? events.map((e) => ({ ...e, metadata: { ...e.metadata, organiser } })) : events;
}

/** A digest of a command's content, recorded with its events (canonical JSON: keys sorted). */
export function commandDigest(command: Command): string {
  return createHash('sha256').update(canonicalJson(command)).digest('base64url');
}

/** How much of a refused command's JSON the audit stream keeps (characters). */
export const REFUSED_COMMAND_HEAD = 2048;

/** A refused command as the audit stream keeps it, bounded: its type, digest, size and first 2 KiB. */
export interface RefusedCommand {
  type: string;
  player?: string;
  /** `commandDigest`: SHA-256 of the canonical JSON. */
  digest: string;
  /** Size of the command's JSON in bytes (UTF-8). */
  bytes: number;
  /** The command's JSON, cut at `REFUSED_COMMAND_HEAD` characters. */
  head: string;
  truncated: boolean;
}

export function refusedCommand(command: Command): RefusedCommand {
  const json = JSON.stringify(command);
  return {
    type: command.type,
    ...('player' in command && typeof command.player === 'string' ? { player: command.player } : {}),
    digest: commandDigest(command),
    bytes: Buffer.byteLength(json),
    head: json.slice(0, REFUSED_COMMAND_HEAD),
    truncated: json.length > REFUSED_COMMAND_HEAD,
  };
}

export function actorName(actor: Actor): string {
  return actor.kind === 'seat' ? `seat:${actor.player}` : actor.kind;
}
