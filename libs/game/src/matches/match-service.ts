// A match (issue 18, item 6): two players, their registered decks, games begun one after another
// (sideboarding between them, the play/draw choice), each game's result read from its end, and the
// round's clock. Event-sourced like a game, in its own stream (`match-<id>`); its games are game
// streams named `<match>.<n>`.
import { randomInt, randomUUID } from 'node:crypto';
import type { DeckText } from '@mtg/cards';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
  type RecordedEvent,
} from '@mtg/event-store';
import {
  judgesMatch,
  judgeToken,
  seatToken,
  type Actor,
  type JudgeRole,
  type TokenConfig,
} from '../access/actors.js';
import { unsupportedAmong, type CardSupport } from '../cards/card-support.js';
import {
  ForbiddenError,
  InvalidRequestError,
  MatchNotFoundError,
  MatchStateError,
  RevisionConflictError,
  UnsupportedCardError,
} from '../errors.js';
import { KeyedSerialQueue } from '../games/game-locks.js';
import type { GameRepository } from '../games/game-repository.js';
import type { GameService } from '../games/game-service.js';
import { seatTokenGeneration } from '../projections/seat-tokens.projection.js';
import type { ReadModelDb } from '../read-models/read-model-db.js';
import { gameStream, matchStream } from '../streams.js';
import {
  foldMatch,
  type JudgeAppointed,
  type Match,
  type MatchCreated,
  type MatchEvent,
  type TimeExtended,
} from './match-events.js';
import { matchGameId, matchIdOfGame } from './match-ids.js';
import {
  chooserOf,
  deckProblems,
  lastAdditionalTurn,
  matchOver,
  matchResult,
  registrationProblems,
  roundEnd,
  scores,
  turnAtTime,
  type DeckConstruction,
  type MatchFormat,
  type MatchGame,
  type MatchResult,
  type PlayerScore,
} from './match-rules.js';

export interface CreateMatchRequest {
  players: [string, string];
  /** MTR 2.7: each player's deck and sideboard, as registered. */
  decks: Record<string, DeckText>;
  format: MatchFormat;
  construction: DeckConstruction;
  roundMinutes: number;
  seed?: number;
}

export interface CreatedMatch {
  matchId: string;
  /** Each player's token for the match: it presents their decks and makes their choices. */
  tokens: Record<string, string>;
  /** MTR 2.2: who chooses to play or draw in the first game (the winner of the random method). */
  chooser: string;
}

export interface MatchClock {
  roundMinutes: number;
  startedAt: string;
  /** When the round ends, time extensions counted (MTR 2.4). */
  endsAt: string;
  extensions: TimeExtended[];
  timeCalled: boolean;
  /** MTR 2.4: the turn being played when time was called, and the last additional turn (of the game going on then). */
  calledInTurn?: number;
  lastTurn?: number;
}

export interface MatchView {
  matchId: string;
  players: string[];
  format: MatchFormat;
  construction: DeckConstruction;
  games: (MatchGame & { draw: boolean })[];
  scores: Record<string, PlayerScore>;
  over: boolean;
  /** The match's result once it is over (MTR 2.1). */
  result?: MatchResult;
  /** Who chooses to play or draw in the next game, while one may begin (MTR 2.2). */
  nextChooser?: string;
  clock: MatchClock;
  judges: JudgeAppointed[];
  /** The registered decks: the organiser and the match's judges see all, a player their own (MTR 2.7). */
  registrations: Record<string, DeckText>;
  /** A player's seat in the game going on (or the last one): its id and the seat's token. */
  seat?: { gameId: string; token: string };
}

export interface BegunGame {
  gameId: string;
  number: number;
  startingPlayer: string;
  revision: number;
  /** The seat token of the player who began it. */
  tokens: Record<string, string>;
}

/** The most minutes a round or an extension may have. */
const MINUTES_MAX = 24 * 60;

export class MatchService {
  private readonly queue = new KeyedSerialQueue();

  constructor(
    private readonly store: EventStore,
    private readonly games: GameRepository,
    private readonly service: GameService,
    private readonly tokens: TokenConfig,
    private readonly cards: CardSupport,
    private readonly db: ReadModelDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** Registers a match for an organiser: its players, their decks checked (MTR 6.1, 7.1), the round's clock started. */
  async create(request: CreateMatchRequest, organiser: string): Promise<CreatedMatch> {
    const [first, second] = request.players;
    if (first === second) throw new InvalidRequestError('a match has two different players');
    const problems = request.players.flatMap((player) => {
      const deck = request.decks[player];
      if (!deck) return [`${player}: no deck registered`];
      return deckProblems(deck, request.construction).map((problem) => `${player}: ${problem}`);
    });
    if (problems.length)
      throw new InvalidRequestError(problems.join('; '), {
        code: 'DECK_NOT_LEGAL',
        rule: request.construction === 'constructed' ? 'MTR 6.1' : 'MTR 7.1',
        message: problems.join('; '),
      });
    this.checkCards(Object.values(request.decks).flatMap((d) => [...d.main, ...d.sideboard]));
    const matchId = randomUUID();
    const created: MatchCreated = {
      matchId,
      organiser,
      players: request.players,
      format: request.format,
      construction: request.construction,
      registrations: Object.fromEntries(request.players.map((p) => [p, request.decks[p]!])),
      roundMinutes: minutes('roundMinutes', request.roundMinutes),
      startedAt: new Date(this.now()).toISOString(),
      // MTR 2.2: a random method decides who chooses to play or draw first.
      firstChooser: request.players[request.seed !== undefined ? request.seed % 2 : randomInt(2)]!,
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
    };
    await this.append(
      matchId,
      { type: 'MatchCreated', data: created },
      'no_stream',
      `organiser:${organiser}`,
    );
    return {
      matchId,
      tokens: Object.fromEntries(request.players.map((p) => [p, seatToken(this.tokens, matchId, p)])),
      chooser: created.firstChooser,
    };
  }

  /** The match as the caller may see it: players see their own registration, spectators none. */
  async view(matchId: string, actor: Actor): Promise<MatchView> {
    const { match } = await this.load(matchId);
    const games = await this.gamesOf(match);
    const clock = await this.clock(match);
    const over = matchOver(match.format, games, match.players, clock.timeCalled);
    const role = roleIn(match, actor);
    const player = role === 'player' && actor.kind === 'seat' ? actor.player : undefined;
    const current = match.games[match.games.length - 1];
    return {
      matchId,
      players: match.players,
      format: match.format,
      construction: match.construction,
      games: games.map((g) => ({ ...g, draw: g.over && g.winner === undefined })),
      scores: scores(games, match.players),
      over,
      ...(over ? { result: matchResult(games, match.players) } : {}),
      ...(!over && games.every((g) => g.over)
        ? { nextChooser: chooserOf(games, match.players, match.firstChooser) }
        : {}),
      clock,
      judges: match.judges,
      registrations:
        role === 'organiser' || role === 'judge'
          ? match.registrations
          : player
            ? { [player]: match.registrations[player]! }
            : {},
      ...(player && current
        ? {
            seat: {
              gameId: current.gameId,
              token: seatToken(
                this.tokens,
                current.gameId,
                player,
                seatTokenGeneration(this.db, current.gameId, player),
              ),
            },
          }
        : {}),
    };
  }

  /**
   * A player presents their deck for the next game (sideboarding, MTR 3.16): only between games,
   * with the registered cards between main deck and sideboard, and a legal deck (MTR 6.1, 7.1).
   */
  async presentDeck(matchId: string, actor: Actor, deck: DeckText): Promise<{ game: number }> {
    return this.queue.run(matchId, async () => {
      const { match, revision } = await this.load(matchId);
      const player = this.playerOf(match, actor);
      const games = await this.gamesOf(match);
      await this.refuseOver(match, games);
      if (!games.length || games.some((g) => !g.over))
        throw new MatchStateError(
          'NOT_BETWEEN_GAMES',
          'MTR 3.16',
          'a deck is presented between games: the first game is played with the registered main deck',
        );
      const problems = [
        ...registrationProblems(deck, match.registrations[player]!),
        ...deckProblems(deck, match.construction),
      ];
      if (problems.length)
        throw new InvalidRequestError(`${player}'s deck is refused: ${problems.join('; ')}`, {
          code: 'DECK_NOT_AS_REGISTERED',
          rule: 'MTR 3.16',
          message: problems.join('; '),
        });
      const game = games.length + 1;
      await this.append(
        matchId,
        { type: 'DeckPresented', data: { player, game, deck } },
        revision,
        `seat:${player}`,
      );
      return { game };
    });
  }

  /**
   * The next game begins, the player who chooses having chosen to play or draw (MTR 2.2), each
   * player with the deck presented for it (the registered main deck in the first game, else the
   * deck of the game before unless they presented another).
   */
  async beginGame(matchId: string, actor: Actor, play: boolean): Promise<BegunGame> {
    return this.queue.run(matchId, async () => {
      const { match, revision } = await this.load(matchId);
      const player = this.playerOf(match, actor);
      const games = await this.gamesOf(match);
      await this.refuseOver(match, games);
      if (games.some((g) => !g.over))
        throw new MatchStateError('GAME_GOING_ON', 'MTR 2.1', 'a game of the match is going on');
      const chooser = chooserOf(games, match.players, match.firstChooser);
      if (player !== chooser)
        throw new MatchStateError('NOT_YOUR_CHOICE', 'MTR 2.2', `${chooser} chooses to play or draw`);
      const number = games.length + 1;
      const previous = match.games[match.games.length - 1];
      const decks = Object.fromEntries(
        match.players.map((p) => [
          p,
          match.presented[p]?.deck ?? previous?.decks[p] ?? match.registrations[p]!,
        ]),
      );
      const startingPlayer = play ? chooser : match.players.find((p) => p !== chooser)!;
      const gameId = matchGameId(matchId, number);
      const created = await this.service
        .create({
          gameId,
          players: match.players,
          decks: Object.fromEntries(Object.entries(decks).map(([p, d]) => [p, d.main])),
          startingPlayer,
          organiser: match.organiser,
          ...(match.seed !== undefined ? { seed: (match.seed + number - 1) % 2 ** 31 } : {}),
        })
        .catch((error: unknown) => {
          // Another instance began this game meanwhile.
          if (error instanceof WrongExpectedVersionError)
            throw new RevisionConflictError(matchId, revision, revision + 1n);
          throw error;
        });
      await this.append(
        matchId,
        { type: 'MatchGameBegan', data: { number, gameId, chooser, play, startingPlayer, decks } },
        revision,
        `seat:${player}`,
      );
      return {
        gameId,
        number,
        startingPlayer,
        revision: created.revision,
        tokens: { [player]: created.tokens[player]! },
      };
    });
  }

  /** MTR 2.4: a judge of the match gives it more time (a long ruling, a deck check). */
  async extendTime(
    matchId: string,
    actor: Actor,
    request: { minutes: number; reason: string },
  ): Promise<TimeExtended> {
    return this.queue.run(matchId, async () => {
      const { match, revision } = await this.load(matchId);
      if (!judgesMatch(actor, matchId) || actor.kind !== 'judge')
        throw new ForbiddenError('only a judge of the match extends its time');
      await this.refuseOver(match, await this.gamesOf(match));
      const extension: TimeExtended = {
        minutes: minutes('minutes', request.minutes),
        reason: request.reason,
        judge: actor.name ?? 'head judge',
      };
      await this.append(matchId, { type: 'TimeExtended', data: extension }, revision, judgeName(actor));
      return extension;
    });
  }

  /** The match's organiser issues a judge token for it: a head judge or a floor judge. */
  async appointJudge(
    matchId: string,
    actor: Actor,
    request: { role: JudgeRole; name: string },
  ): Promise<JudgeAppointed & { token: string }> {
    return this.queue.run(matchId, async () => {
      const { match, revision } = await this.load(matchId);
      if (actor.kind !== 'organiser' || actor.organiser !== match.organiser)
        throw new ForbiddenError('only the organiser of the match issues its judge tokens');
      await this.append(
        matchId,
        { type: 'JudgeAppointed', data: request },
        revision,
        `organiser:${actor.organiser}`,
      );
      return { ...request, token: judgeToken(this.tokens, matchId, request.role, request.name) };
    });
  }

  /**
   * MTR 2.4: a game of a match still going once the last additional turn after time was called is
   * over is a draw. Asked when a turn of the game begins; the turns' times are those of its events.
   */
  async drawIfTimeIsUp(gameId: string): Promise<boolean> {
    const matchId = matchIdOfGame(gameId);
    if (matchId === undefined) return false;
    const { match } = await this.load(matchId);
    const end = this.roundEnd(match);
    const turns = turnsOf(await this.store.readStream(gameStream(gameId)));
    const current = turns[turns.length - 1];
    if (!current || current.began <= end) return false;
    const lastTurn = lastAdditionalTurn(turnAtTime(turns, end));
    if (current.number <= lastTurn) return false;
    await this.service.submitForProcess('end-of-match', {
      gameId,
      command: { type: 'EndOfMatchDraw', lastTurn },
      commandId: `end-of-match@${lastTurn}`,
    });
    return true;
  }

  private roundEnd(match: Match): number {
    return roundEnd(
      Date.parse(match.startedAt),
      match.roundMinutes,
      match.extensions.map((e) => e.minutes),
    );
  }

  /** The round's clock; once time is called, the turn it was called in for the game going on then. */
  private async clock(match: Match): Promise<MatchClock> {
    const end = this.roundEnd(match);
    const timeCalled = this.now() >= end;
    const clock: MatchClock = {
      roundMinutes: match.roundMinutes,
      startedAt: match.startedAt,
      endsAt: new Date(end).toISOString(),
      extensions: match.extensions,
      timeCalled,
    };
    const last = match.games[match.games.length - 1];
    if (!timeCalled || !last) return clock;
    const records = await this.store.readStream(gameStream(last.gameId));
    const ended = records.find((r) => r.type === 'GameEnded');
    // A game over before time was called leaves no additional turns to play.
    if (ended && Date.parse(String(ended.metadata.time)) <= end) return clock;
    const calledInTurn = turnAtTime(turnsOf(records), end);
    return { ...clock, calledInTurn, lastTurn: lastAdditionalTurn(calledInTurn) };
  }

  /** A match over (MTR 2.1), or whose time is up between games (MTR 2.4), takes no new game, deck or extension. */
  private async refuseOver(match: Match, games: readonly MatchGame[]): Promise<void> {
    const timeUp = this.now() >= this.roundEnd(match);
    if (matchOver(match.format, games, match.players, timeUp))
      throw new MatchStateError(
        'MATCH_OVER',
        timeUp ? 'MTR 2.4' : 'MTR 2.1',
        timeUp ? 'time was called: no new game begins' : 'the match is over',
      );
  }

  /** The games of the match, each with its end read from the game. */
  private async gamesOf(match: Match): Promise<MatchGame[]> {
    return Promise.all(
      match.games.map(async (began) => {
        const { state } = await this.games.load(began.gameId);
        return {
          number: began.number,
          gameId: began.gameId,
          chooser: began.chooser,
          startingPlayer: began.startingPlayer,
          over: state.over,
          ...(state.over && state.winner ? { winner: state.winner } : {}),
        };
      }),
    );
  }

  /** The player of the match a token stands for; others are refused. */
  private playerOf(match: Match, actor: Actor): string {
    if (roleIn(match, actor) !== 'player' || actor.kind !== 'seat')
      throw new ForbiddenError('only a player of the match, with their match token, does this');
    return actor.player;
  }

  private async load(matchId: string): Promise<{ match: Match; revision: bigint }> {
    let records: RecordedEvent[];
    try {
      records = await this.store.readStream(matchStream(matchId));
    } catch (error) {
      if (error instanceof StreamNotFoundError) throw new MatchNotFoundError(matchId);
      throw error;
    }
    const match = foldMatch(records.map((r) => ({ type: r.type, data: r.data }) as MatchEvent));
    if (!match) throw new MatchNotFoundError(matchId);
    return { match, revision: records[records.length - 1]!.revision };
  }

  private async append(
    matchId: string,
    event: MatchEvent,
    expectedRevision: bigint | 'no_stream',
    actor: string,
  ): Promise<void> {
    try {
      await this.store.append(
        matchStream(matchId),
        [{ id: randomUUID(), ...event, metadata: { actor, time: new Date(this.now()).toISOString() } }],
        { expectedRevision },
      );
    } catch (error) {
      // Another instance changed the match meanwhile: the caller sends the request again.
      if (error instanceof WrongExpectedVersionError && typeof expectedRevision === 'bigint')
        throw new RevisionConflictError(
          matchId,
          expectedRevision,
          typeof error.actual === 'bigint' ? error.actual : -1n,
        );
      throw error;
    }
  }

  /** Registered cards must be cards games may hold: known (100.2) and supported. */
  private checkCards(names: readonly string[]): void {
    const unsupported = unsupportedAmong(this.cards, names);
    if (unsupported.length) throw new UnsupportedCardError(unsupported);
    const unknown = [...new Set(names)].filter((name) => !this.cards.catalogue.get(name));
    if (unknown.length)
      throw new InvalidRequestError(`unknown card${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, {
        code: 'UNKNOWN_CARD',
        rule: '100.2',
        message: `unknown cards: ${unknown.join(', ')}`,
      });
  }
}

/** Who the caller is to the match. */
function roleIn(match: Match, actor: Actor): 'organiser' | 'judge' | 'player' | 'spectator' {
  if (actor.kind === 'organiser' && actor.organiser === match.organiser) return 'organiser';
  if (judgesMatch(actor, match.matchId)) return 'judge';
  if (actor.kind === 'seat' && actor.gameId === match.matchId && match.players.includes(actor.player))
    return 'player';
  return 'spectator';
}

function judgeName(actor: Actor): string {
  return actor.kind === 'judge' ? `judge:${actor.role}${actor.name ? `:${actor.name}` : ''}` : actor.kind;
}

/** The game's turns and when each began (ms), from its events. */
function turnsOf(records: readonly RecordedEvent[]): { number: number; began: number }[] {
  return records
    .filter((r) => r.type === 'TurnBegan')
    .map((r) => ({
      number: (r.data as { number: number }).number,
      began: Date.parse(String(r.metadata.time)),
    }));
}

function minutes(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MINUTES_MAX)
    throw new InvalidRequestError(`${field} must be a whole number of minutes from 1 to ${MINUTES_MAX}`);
  return value;
}
