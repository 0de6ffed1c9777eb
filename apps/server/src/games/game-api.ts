// What REST and GraphQL both do, on the game service: same commands, same views, same errors.
import { setTimeout as delay } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Command } from '@mtg/rules';
import {
  CreateGameCommand,
  GameQueries,
  ProjectionRunner,
  SeatAccess,
  authorizeOrganiser,
  gameCommand,
  listScope,
  viewerOf,
  type Actor,
  type AuditEntry,
  type CreateGameRequest,
  type EventView,
  type GameSummary,
  type GameVerification,
  type Knowledge,
  type GameView,
  type LegalActionsView,
} from '@mtg/game';
import { UnauthenticatedException } from '../problems/problem-details.js';
import { GameUpdates } from '../updates/game-updates.js';

const PROJECTION_WAIT_MS = 10_000;

export interface CreatedGameAnswer {
  gameId: string;
  revision: number;
  tokens: Record<string, string>;
}

export interface CommandAnswer {
  revision: number;
  /** The command's events, as the caller may see them. */
  events: EventView[];
  /** A retry of an accepted command (same idempotency key): nothing was appended. */
  replayed: boolean;
}

@Injectable()
export class GameApi {
  constructor(
    private readonly bus: CommandBus,
    private readonly queries: GameQueries,
    private readonly runner: ProjectionRunner,
    private readonly access: SeatAccess,
    private readonly updates: GameUpdates,
  ) {}

  /** Creates a game for an organiser (see `organiserOf`); answers once the read models show it. */
  async create(request: CreateGameRequest & { organiser: string }): Promise<CreatedGameAnswer> {
    const created = await this.bus.execute(new CreateGameCommand(request));
    await this.projected(created.position);
    return { gameId: created.gameId, revision: created.revision, tokens: created.tokens };
  }

  /** Runs one engine command for the caller's seat; answers once the read models show its events. */
  async submit(request: {
    gameId: string;
    actor: Actor;
    command: Command;
    idempotencyKey: string;
    expectedRevision?: number;
  }): Promise<CommandAnswer> {
    const { gameId, actor } = request;
    if (actor.kind === 'spectator')
      throw new UnauthenticatedException('a command needs the bearer token of a seat of the game');
    const result = await this.bus.execute(
      gameCommand({
        gameId,
        actor,
        command: request.command,
        commandId: request.idempotencyKey,
        ...(request.expectedRevision !== undefined
          ? { expectedRevision: BigInt(request.expectedRevision) }
          : {}),
      }),
    );
    const first = result.events[0];
    const last = result.events[result.events.length - 1];
    if (!first || !last) return { revision: result.revision, events: [], replayed: result.replayed };
    await this.projected(last.position);
    const viewer = viewerOf(actor, gameId);
    // A command decided now comes with the state its events follow; a retry reads the stream again.
    const views = result.before
      ? this.queries.eventViews(result.before, result.events, viewer)
      : await this.queries.events(gameId, viewer, Number(first.revision));
    return {
      revision: result.revision,
      events: views.filter((e) => e.revision <= Number(last.revision)),
      replayed: result.replayed,
    };
  }

  /**
   * Waits until the read models show the event at `position` (read-your-writes), but not forever:
   * while the server stops, the projections stop first, and the answer must not hang.
   */
  private projected(position: bigint): Promise<void> {
    return Promise.race([
      this.runner.caughtUp(position),
      delay(PROJECTION_WAIT_MS, undefined, { ref: false }),
    ]);
  }

  view(gameId: string, actor: Actor): GameView {
    return this.queries.view(gameId, viewerOf(actor, gameId));
  }

  events(gameId: string, actor: Actor, from = 0): Promise<EventView[]> {
    return this.queries.events(gameId, viewerOf(actor, gameId), from);
  }

  /** The game as the caller saw it at a past revision (a seat: what it saw then; the judge: all). */
  viewAt(gameId: string, actor: Actor, revision: number): Promise<GameView> {
    return this.queries.viewAt(gameId, viewerOf(actor, gameId), revision);
  }

  audit(gameId: string, actor: Actor, from = 0): Promise<AuditEntry[]> {
    return this.queries.audit(gameId, actor, from);
  }

  verification(gameId: string, actor: Actor): Promise<GameVerification> {
    return this.queries.verification(gameId, actor);
  }

  knowledge(gameId: string, actor: Actor, revision?: number): Promise<Knowledge> {
    return this.queries.knowledge(gameId, actor, revision);
  }

  record(gameId: string, actor: Actor): Promise<string[]> {
    return this.queries.record(gameId, actor);
  }

  legalActions(gameId: string, actor: Actor): Promise<LegalActionsView> {
    return this.queries.legalActions(gameId, actor);
  }

  /** The games the caller may see (`listScope`): none for a spectator. */
  list(options: { status?: string; limit?: number }, actor: Actor): GameSummary[] {
    const scope = listScope(actor);
    return scope ? this.queries.list({ ...options, ...scope }) : [];
  }

  /**
   * Revokes the seat tokens of one player (or of all) for the game's organiser; answers the
   * fresh tokens once the read models refuse the old ones, and ends the streams they opened here.
   */
  async revokeTokens(gameId: string, organiser: string, player?: string): Promise<Record<string, string>> {
    const revoked = await this.access.revoke(gameId, organiser, player);
    await this.projected(revoked.position);
    this.updates.endRefused(gameId);
    return revoked.tokens;
  }
}

/**
 * The caller's organiser id, checked before anything else of the request: no credential at all
 * is a 401, another one than an organiser API key a 403.
 */
export function organiserOf(actor: Actor, what: string): string {
  if (actor.kind === 'spectator')
    throw new UnauthenticatedException(`to ${what}, send an organiser API key: Authorization: Bearer <key>`);
  return authorizeOrganiser(actor, what);
}
