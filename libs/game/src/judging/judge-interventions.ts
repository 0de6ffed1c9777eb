// Judge interventions (issue 18, item 4): a call, an infraction with its penalty, and a fix, each
// recorded as an event of the game's audit stream (the record a judge reads, exported with the
// game) at the game's revision. A penalty is computed from the infraction and the player's earlier
// ones in the match (ipg.ts), or is the head judge's; one that loses the game is applied to it (104.3k).
// A backup (IPG 1.4) and a partial fix (IPG 2.5) are the judge's commands to the game itself, in its stream.
import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@mtg/event-store';
import type { EventOf, PartialFix } from '@mtg/rules';
import { authorizeBackup, judgesGame, mayDeviateFromPenalties, type Actor } from '../access/actors.js';
import { ForbiddenError, InvalidRequestError } from '../errors.js';
import type { GameRepository } from '../games/game-repository.js';
import type { GameService } from '../games/game-service.js';
import { matchGamesUpTo } from '../matches/match-ids.js';
import { auditStream, gameStream } from '../streams.js';
import { backupCommand, backupPoint, type BackupRequest } from './backups.js';
import { infractionOf, losesTheGame, penaltyFor, type Infraction, type Penalty } from './ipg.js';

/** The longest text a judge writes in one intervention. */
const TEXT_MAX = 2000;

export interface JudgeCalled {
  revision: number;
  /** Who called the judge: a player of the game, or the judge who stepped in. */
  calledBy: string;
  reason: string;
}

export interface InfractionRecorded {
  revision: number;
  player: string;
  infraction: Infraction;
  description: string;
  /** The penalty given: the infraction's, or upgraded. */
  penalty: Penalty;
  /** Why the penalty is not the infraction's own (IPG upgrade). */
  upgrade?: string;
  /** The penalty the guide gave, when the head judge gave another (IPG 1). */
  deviatesFrom?: Penalty;
  /** The revision after the game loss the penalty applied (104.3k), if it ended the game for the player. */
  appliedAt?: number;
}

export interface FixApplied {
  revision: number;
  description: string;
}

/** A backup carried out (IPG 1.4): the game's `GameBackedUp` event without the state, at its revision. */
export type BackupApplied = Omit<EventOf<'GameBackedUp'>, 'type' | 'state'> & { revision: number };

/** A partial fix carried out (IPG 2.5): the revision it left the game at, and its events' types. */
export interface PartialFixApplied {
  revision: number;
  fix: PartialFix;
  events: string[];
}

export const JUDGE_EVENT_TYPES = ['JudgeCalled', 'InfractionRecorded', 'FixApplied'] as const;

export class JudgeInterventions {
  constructor(
    private readonly store: EventStore,
    private readonly games: GameRepository,
    private readonly service: GameService,
  ) {}

  /** A judge call: who called and why, at the game's revision. */
  async call(
    gameId: string,
    actor: Actor,
    request: { calledBy: string; reason: string },
  ): Promise<JudgeCalled> {
    const { revision, players } = await this.judged(gameId, actor);
    if (request.calledBy !== 'judge' && !players.includes(request.calledBy))
      throw new InvalidRequestError(
        `calledBy must be a player of the game or "judge", not "${request.calledBy}"`,
      );
    const called: JudgeCalled = {
      revision,
      calledBy: request.calledBy,
      reason: text('reason', request.reason),
    };
    await this.record(gameId, 'JudgeCalled', called);
    return called;
  }

  /**
   * An infraction of a player with its penalty: the infraction's own, or upgraded by the player's
   * earlier ones of the match (of the game, for a game played alone), or the head judge's when it
   * deviates; a penalty that loses the game is applied to it (104.3k).
   */
  async infraction(
    gameId: string,
    actor: Actor,
    request: { player: string; infraction: string; description: string; penalty?: Penalty },
  ): Promise<InfractionRecorded> {
    const { revision, players, over } = await this.judged(gameId, actor);
    if (!players.includes(request.player))
      throw new InvalidRequestError(`no player ${request.player} in this game`);
    const infraction = infractionOf(request.infraction);
    if (!infraction) throw new InvalidRequestError(`unknown infraction code ${request.infraction}`);
    const earlier = (await this.matchInterventions(gameId)).filter((e) => {
      const recorded = e.data as InfractionRecorded;
      return (
        e.type === 'InfractionRecorded' &&
        recorded.player === request.player &&
        recorded.infraction.code === infraction.code
      );
    }).length;
    const guide = penaltyFor(infraction, earlier);
    const penalty = request.penalty ?? guide.penalty;
    // IPG 1: only the head judge deviates from the guide's penalty.
    if (penalty !== guide.penalty && !mayDeviateFromPenalties(actor, gameId))
      throw new ForbiddenError(
        `only the head judge gives another penalty than the guide's (${guide.penalty})`,
      );
    // IPG 1.2: only the head judge disqualifies.
    if (penalty === 'disqualification' && !mayDeviateFromPenalties(actor, gameId))
      throw new ForbiddenError('only the head judge disqualifies a player');
    const upgrade = penalty === guide.penalty ? guide.upgrade : undefined;
    const recorded: InfractionRecorded = {
      revision,
      player: request.player,
      infraction,
      description: text('description', request.description),
      penalty,
      ...(upgrade ? { upgrade } : {}),
      ...(penalty !== guide.penalty ? { deviatesFrom: guide.penalty } : {}),
    };
    if (losesTheGame(penalty) && !over) {
      const applied = await this.service.submitAsJudge({
        gameId,
        commandId: `penalty-${randomUUID()}`,
        command: {
          type: 'GameLossPenalty',
          player: request.player,
          infraction: `IPG ${infraction.section} ${infraction.name}, ${penalty}${upgrade ? ' (upgraded)' : ''}`,
        },
      });
      recorded.appliedAt = applied.revision;
    }
    await this.record(gameId, 'InfractionRecorded', recorded);
    return recorded;
  }

  /** A fix the judge applied (what was done to put the game right), at the game's revision. */
  async fix(gameId: string, actor: Actor, request: { description: string }): Promise<FixApplied> {
    const { revision } = await this.judged(gameId, actor);
    const fix: FixApplied = { revision, description: text('description', request.description) };
    await this.record(gameId, 'FixApplied', fix);
    return fix;
  }

  /**
   * IPG 1.4: a backup the head judge authorised, to the revision asked (or before the last action),
   * carried out by the rules as the judge's command, from the revision the record was read at.
   */
  async backUp(gameId: string, actor: Actor, request: BackupRequest): Promise<BackupApplied> {
    const judge = authorizeBackup(actor, gameId);
    await this.games.load(gameId);
    const records = await this.store.readStream(gameStream(gameId));
    const command = backupCommand(records, backupPoint(records, request), judge);
    const applied = await this.service.submitAsJudge({
      gameId,
      commandId: `backup-${randomUUID()}`,
      command,
      expectedRevision: BigInt(command.from),
    });
    const { type: _type, state: _state, ...backup } = applied.events[0]!.data as EventOf<'GameBackedUp'>;
    return { revision: applied.revision, ...backup };
  }

  /** IPG 2.5: a judge's partial fix of a game rule violation, carried out by the rules. */
  async partialFix(gameId: string, actor: Actor, fix: PartialFix): Promise<PartialFixApplied> {
    await this.judged(gameId, actor);
    const applied = await this.service.submitAsJudge({
      gameId,
      commandId: `fix-${randomUUID()}`,
      command: { type: 'PartialFix', judge: (actor.kind === 'judge' && actor.name) || 'judge', fix },
    });
    return { revision: applied.revision, fix, events: applied.events.map((e) => e.type) };
  }

  /** The game a judge intervenes in: its revision, its players, whether it is over. */
  private async judged(gameId: string, actor: Actor) {
    if (!judgesGame(actor, gameId)) throw new ForbiddenError('only a judge of this game intervenes in it');
    const { state, revision } = await this.games.load(gameId);
    return { revision: Number(revision), players: state.players.map((p) => p.id), over: state.over };
  }

  /** The judges' records of the games of the game's match so far (of the game alone if it has none). */
  private async matchInterventions(gameId: string): Promise<RecordedEvent[]> {
    const games = await Promise.all(
      matchGamesUpTo(gameId).map((game) => this.store.readStream(auditStream(game)).catch(() => [])),
    );
    return games.flat().filter((e) => (JUDGE_EVENT_TYPES as readonly string[]).includes(e.type));
  }

  private async record(
    gameId: string,
    type: (typeof JUDGE_EVENT_TYPES)[number],
    data: object,
  ): Promise<void> {
    await this.store.append(
      auditStream(gameId),
      [{ id: randomUUID(), type, data, metadata: { actor: 'judge', time: new Date().toISOString() } }],
      { expectedRevision: 'any' },
    );
  }
}

function text(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > TEXT_MAX)
    throw new InvalidRequestError(`${field} must be a text of 1 to ${TEXT_MAX} characters`);
  return value;
}
