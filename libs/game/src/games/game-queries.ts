// The read side: views of a game for each viewer, its event log, legal actions, the list of games.
import {
  evolve,
  initialState,
  legalActions,
  legalChoice,
  type LegalChoice,
  type Command,
  type GameEvent,
  type GameState,
  type RulesContext,
} from '@mtg/rules';
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@mtg/event-store';
import { judgesGame, type Actor, type Viewer } from '../access/actors.js';
import { ForbiddenError, GameNotFoundError, InvalidRequestError } from '../errors.js';
import { listGames, type GameSummary, type ListOptions } from '../projections/games-list.projection.js';
import { loadGameState, type ProjectedGame } from '../projections/game-state.projection.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { auditStream, gameStream } from '../streams.js';
import { auditTrail, type AuditEntry } from '../views/audit-trail.js';
import { verifyGame, type GameVerification } from '../integrity/verification.js';
import { exportGameRecord } from '../integrity/game-record.js';
import { knowledgeAt, type Knowledge } from '../views/knowledge.js';
import { eventView, type EventView } from '../views/event-view.js';
import { gameView, type GameView } from '../views/game-view.js';
import type { GameRepository } from './game-repository.js';
import { PastStates } from './past-states.js';

/** What a seat may do now. */
export interface LegalActionsView {
  revision: number;
  actions: Command[];
  choice: LegalChoice | null;
}

export class GameQueries {
  /** The states of past revisions, folded from the nearest kept one (time travel). */
  private readonly past = new PastStates((gameId, from, count) =>
    this.store.readStream(gameStream(gameId), { fromRevision: from, maxCount: count }),
  );

  constructor(
    private readonly db: ReadModelDb,
    private readonly store: EventStore,
    private readonly games: GameRepository,
    private readonly ctx: RulesContext,
  ) {}

  /** The game as the viewer may see it, from the game-states projection. */
  view(gameId: string, viewer: Viewer): GameView {
    const game = this.projected(gameId);
    return gameView(game.state, game.revision, viewer, this.ctx);
  }

  /**
   * The game as the viewer saw it at a past revision (issue 18, time travel): the events up to it
   * folded, and viewed as the viewer may see them (a seat: what it saw then; the judge: everything).
   */
  async viewAt(gameId: string, viewer: Viewer, revision: number): Promise<GameView> {
    const last = Number((await this.games.load(gameId)).revision);
    if (revision > last)
      throw new InvalidRequestError(`the game has no revision ${revision}: its last is ${last}`);
    return gameView(await this.past.at(gameId, revision), BigInt(revision), viewer, this.ctx);
  }

  private projected(gameId: string): ProjectedGame {
    const game = loadGameState(this.db, gameId);
    if (!game) throw new GameNotFoundError(gameId);
    return game;
  }

  list(options: ListOptions = {}): GameSummary[] {
    return listGames(this.db, options);
  }

  /** The game's events from a revision on, each as the viewer may see it. */
  async events(gameId: string, viewer: Viewer, from = 0): Promise<EventView[]> {
    return this.eventViews(initialState(), await this.gameRecords(gameId), viewer, BigInt(from));
  }

  /**
   * The game's audit trail: every replacement, prevention and refused command explained. Only the
   * judge reads it: its words name hidden cards and the commands players tried.
   */
  async audit(gameId: string, actor: Actor, from = 0): Promise<AuditEntry[]> {
    if (!judgesGame(actor, gameId)) throw new ForbiddenError('only the judge reads the audit trail');
    const game = await this.gameRecords(gameId);
    const refused = await this.store.readStream(auditStream(gameId)).catch((error: unknown) => {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    });
    return auditTrail(game, refused).filter((entry) => entry.revision >= from);
  }

  /**
   * The game's verification (issue 18): its chain of hashes checked, and the rules run again on its
   * recorded commands. The judge, and the organiser who created the game, may ask for it.
   */
  async verification(gameId: string, actor: Actor): Promise<GameVerification> {
    const records = await this.officialRecords(gameId, actor, 'verify');
    return verifyGame(gameId, records, this.ctx);
  }

  /**
   * What each player knew at a revision (the latest if none): their hand, the other hands' cards
   * they saw, the library positions they knew (MTR 4.1). Only the judge asks: it names hidden cards.
   */
  async knowledge(gameId: string, actor: Actor, revision?: number): Promise<Knowledge> {
    if (!judgesGame(actor, gameId)) throw new ForbiddenError('only the judge reads what each player knew');
    const records = await this.recordsTo(gameId, revision);
    return knowledgeAt(records, Number(records[records.length - 1]!.revision));
  }

  /** The game stream's events up to a revision (all if none), refused if the game has not reached it. */
  private async recordsTo(gameId: string, revision?: number): Promise<RecordedEvent[]> {
    const records = await this.gameRecords(gameId, revision === undefined ? undefined : revision + 1);
    const last = Number(records[records.length - 1]!.revision);
    if (revision !== undefined && last < revision)
      throw new InvalidRequestError(`the game has no revision ${revision}: its last is ${last}`);
    return records;
  }

  /** The game's whole record as NDJSON lines (issue 18, item 7), for the judge and its organiser. */
  async record(gameId: string, actor: Actor): Promise<string[]> {
    await this.officialRecords(gameId, actor, 'export');
    return exportGameRecord(this.store, gameId);
  }

  /** The game's events, for the judge or the organiser who created the game (its first event says who). */
  private async officialRecords(gameId: string, actor: Actor, what: string): Promise<RecordedEvent[]> {
    if (!judgesGame(actor, gameId) && actor.kind !== 'organiser')
      throw new ForbiddenError(`only the judge and the game’s organiser ${what} a game`);
    const records = await this.gameRecords(gameId);
    if (actor.kind === 'organiser' && records[0]?.metadata.organiser !== actor.organiser)
      throw new ForbiddenError(`only the organiser who created this game may ${what} it`);
    return records;
  }

  /** The game stream's events, the first `count` of them if given. */
  private async gameRecords(gameId: string, count?: number): Promise<RecordedEvent[]> {
    try {
      return await this.store.readStream(gameStream(gameId), count === undefined ? {} : { maxCount: count });
    } catch (error) {
      if (error instanceof StreamNotFoundError) throw new GameNotFoundError(gameId);
      throw error;
    }
  }

  /** Views of `records`, which follow the state `before`, from revision `from` on. */
  eventViews(before: GameState, records: readonly RecordedEvent[], viewer: Viewer, from = 0n): EventView[] {
    let state = before;
    const views: EventView[] = [];
    for (const r of records) {
      const states = { before: state, after: evolve(state, r.data as GameEvent) };
      state = states.after;
      if (r.revision >= from)
        views.push(eventView(r.data as GameEvent, r.revision, states, viewer, this.ctx));
    }
    return views;
  }

  /**
   * What the caller's seat may do now (nothing for spectators and judges): the commands, and the
   * choice among combinations the pending decision asks of it, described (null when none does).
   */
  async legalActions(gameId: string, actor: Actor): Promise<LegalActionsView> {
    const game = await this.games.load(gameId);
    const seat = actor.kind === 'seat' && actor.gameId === gameId ? actor.player : undefined;
    return {
      revision: Number(game.revision),
      actions: seat ? legalActions(game.state, seat, this.ctx) : [],
      choice: (seat && legalChoice(game.state, this.ctx, seat)) || null,
    };
  }
}
