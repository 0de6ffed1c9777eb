// The REST API of games (README "API"): create, list, views, legal actions, events, live views,
// commands, seat token revocation. Who calls is the bearer token: a seat, an organiser (API key),
// the judge, or (no token) a spectator.
import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  Actor,
  AuditEntry,
  EventView,
  GameSummary,
  GameVerification,
  GameView,
  Knowledge,
  LegalActionsView,
} from '@mtg/game';
import { bearerToken } from '../auth/authenticator.js';
import {
  AcceptsStreamCredentials,
  Caller,
  CallerGuard,
  TOKEN_COOKIE,
  tokenCookieOptions,
} from '../auth/caller.js';
import { StreamTickets } from '../auth/stream-tickets.js';
import { badRequest, UnauthenticatedException } from '../problems/problem-details.js';
import { GameUpdates } from '../updates/game-updates.js';
import { RevokedTokensResponse, RevokeTokensDto, StreamTicketResponse } from './dto/access.dto.js';
import { ApiCommandModels, COMMAND_SCHEMA, parseCommand } from './dto/command.dto.js';
import { CreateGameDto, deckCards } from './dto/create-game.dto.js';
import {
  AuditEntryResponse,
  VerificationResponse,
  CommandResultResponse,
  CreatedGameResponse,
  EventViewResponse,
  GameSummaryResponse,
  GameViewResponse,
  LegalActionsResponse,
  ProblemResponse,
} from './dto/responses.dto.js';
import { validated } from './dto/validation.js';
import { GameApi, organiserOf, type CreatedGameAnswer } from './game-api.js';
import { parseIfMatch, parseIdempotencyKey, parseInteger } from './request-headers.js';

/** A route that reads or writes the event store answers 503 while the store cannot be reached. */
const ApiStoreUnavailableResponse = () =>
  ApiServiceUnavailableResponse({
    description:
      'The event store cannot be reached (code STORE_UNAVAILABLE): nothing was done; send the same request again after Retry-After seconds.',
    type: ProblemResponse,
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
  });

@ApiTags('games')
@ApiBearerAuth()
@ApiCommandModels()
@ApiUnauthorizedResponse({ description: 'The bearer token is not valid.', type: ProblemResponse })
@ApiTooManyRequestsResponse({
  description: 'Too many requests a minute (code RATE_LIMITED): send again after Retry-After seconds.',
  type: ProblemResponse,
  headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
})
@Controller('games')
@UseGuards(CallerGuard)
export class GamesController {
  constructor(
    private readonly api: GameApi,
    private readonly updates: GameUpdates,
    private readonly tickets: StreamTickets,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Creates a game (organiser API key only); answers with one bearer token per seat.',
  })
  @ApiBody({ type: CreateGameDto })
  @ApiCreatedResponse({ type: CreatedGameResponse })
  @ApiBadRequestResponse({ description: 'Malformed body, unknown card, bad players.', type: ProblemResponse })
  @ApiForbiddenResponse({ description: 'The token is not an organiser API key.', type: ProblemResponse })
  @ApiStoreUnavailableResponse()
  create(@Body() body: unknown, @Caller() actor: Actor): Promise<CreatedGameAnswer> {
    const organiser = organiserOf(actor, 'create games');
    const dto = validated(CreateGameDto, body);
    return this.api.create({
      players: dto.players,
      decks: deckCards(dto.decks),
      ...(dto.seed !== undefined ? { seed: dto.seed } : {}),
      ...(dto.startingPlayer !== undefined ? { startingPlayer: dto.startingPlayer } : {}),
      organiser,
    });
  }

  @Get()
  @ApiOperation({
    summary:
      'The games the caller may see, newest first: a seat its own, an organiser those it created, the judge all, a spectator none.',
  })
  @ApiQuery({ name: 'status', required: false, enum: ['starting', 'playing', 'over'] })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1 to 500, default 100' })
  @ApiOkResponse({ type: [GameSummaryResponse] })
  list(
    @Caller() actor: Actor,
    @Query('status') status?: string,
    @Query('limit') limit?: string,
  ): GameSummary[] {
    if (status !== undefined && !['starting', 'playing', 'over'].includes(status))
      throw badRequest('status must be starting, playing or over');
    return this.api.list(
      {
        ...(status ? { status } : {}),
        ...(limit !== undefined ? { limit: parseInteger(limit, 'limit', 1, 500) } : {}),
      },
      actor,
    );
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'The game as the caller may see it: a seat’s view, the judge’s, or a spectator’s; with ?at=REVISION, as the caller saw it then.',
  })
  @ApiQuery({
    name: 'at',
    required: false,
    type: Number,
    description: 'A past revision: the game as it was then, as the caller may see it (time travel).',
  })
  @ApiOkResponse({
    type: GameViewResponse,
    headers: { ETag: { description: 'The revision, for If-Match.', schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ type: ProblemResponse })
  async view(
    @Param('id') gameId: string,
    @Caller() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('at') at?: string,
  ): Promise<GameView> {
    const view =
      at === undefined
        ? this.api.view(gameId, actor)
        : await this.api.viewAt(gameId, actor, parseInteger(at, 'at', 0));
    void reply.header('etag', `"${view.revision}"`);
    return view;
  }

  @Get(':id/legal-actions')
  @ApiOperation({ summary: 'The commands the caller’s seat may send now (none for others).' })
  @ApiOkResponse({ type: LegalActionsResponse })
  @ApiStoreUnavailableResponse()
  @ApiNotFoundResponse({ type: ProblemResponse })
  legalActions(@Param('id') gameId: string, @Caller() actor: Actor): Promise<LegalActionsView> {
    return this.api.legalActions(gameId, actor);
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'The game’s events from a revision on, each as the caller may see it.' })
  @ApiQuery({ name: 'from', required: false, type: Number, description: 'first revision (default 0)' })
  @ApiOkResponse({ type: [EventViewResponse] })
  @ApiStoreUnavailableResponse()
  @ApiNotFoundResponse({ type: ProblemResponse })
  events(
    @Param('id') gameId: string,
    @Caller() actor: Actor,
    @Query('from') from?: string,
  ): Promise<EventView[]> {
    return this.api.events(gameId, actor, from === undefined ? 0 : parseInteger(from, 'from', 0));
  }

  @Get(':id/audit')
  @ApiOperation({
    summary: 'The judge’s audit trail: each replacement, prevention and refused command, explained.',
  })
  @ApiOkResponse({ type: [AuditEntryResponse] })
  @ApiForbiddenResponse({ description: 'Only the judge reads the audit trail.', type: ProblemResponse })
  @ApiStoreUnavailableResponse()
  @ApiNotFoundResponse({ type: ProblemResponse })
  @ApiQuery({
    name: 'from',
    required: false,
    type: Number,
    description: 'The entries from this revision on.',
  })
  audit(
    @Param('id') gameId: string,
    @Caller() actor: Actor,
    @Query('from') from?: string,
  ): Promise<AuditEntry[]> {
    return this.api.audit(gameId, actor, from === undefined ? 0 : parseInteger(from, 'from', 0));
  }

  @Get(':id/verification')
  @ApiOperation({
    summary:
      'Verifies the game: its chain of event hashes, and the rules run again on its recorded commands (judge, or the organiser who created it).',
  })
  @ApiOkResponse({ type: VerificationResponse })
  @ApiForbiddenResponse({
    description: 'Only the judge and the game’s organiser verify it.',
    type: ProblemResponse,
  })
  @ApiStoreUnavailableResponse()
  @ApiNotFoundResponse({ type: ProblemResponse })
  verification(@Param('id') gameId: string, @Caller() actor: Actor): Promise<GameVerification> {
    return this.api.verification(gameId, actor);
  }

  @Get(':id/knowledge')
  @ApiOperation({
    summary:
      'What each player knew at a revision (the latest if none; judge only): their hand, the cards of other hands they saw, the library positions they knew (MTR 4.1).',
  })
  @ApiQuery({ name: 'at', required: false, type: Number, description: 'The revision (default: the latest).' })
  @ApiOkResponse({ description: '{ revision, players: [{ player, hand, hands, libraries }] }' })
  @ApiForbiddenResponse({ description: 'Only the judge reads it.', type: ProblemResponse })
  @ApiStoreUnavailableResponse()
  @ApiNotFoundResponse({ type: ProblemResponse })
  knowledge(
    @Param('id') gameId: string,
    @Caller() actor: Actor,
    @Query('at') at?: string,
  ): Promise<Knowledge> {
    return this.api.knowledge(gameId, actor, at === undefined ? undefined : parseInteger(at, 'at', 0));
  }

  @Get(':id/record')
  @ApiOperation({
    summary:
      'The game’s whole record as NDJSON (judge, or the organiser who created it): a header line, then each event of its game and audit streams with its revision, id, data and metadata (hashes and commands); mtg import reads it into another store.',
  })
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({ description: 'One JSON object a line.' })
  @ApiForbiddenResponse({
    description: 'Only the judge and the game’s organiser export it.',
    type: ProblemResponse,
  })
  @ApiStoreUnavailableResponse()
  @ApiNotFoundResponse({ type: ProblemResponse })
  async record(
    @Param('id') gameId: string,
    @Caller() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const lines = await this.api.record(gameId, actor);
    void reply.header('content-type', 'application/x-ndjson; charset=utf-8');
    void reply.header('content-disposition', `attachment; filename="game-${gameId}.ndjson"`);
    return lines.join('');
  }

  @Post(':id/tokens/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Revokes the seat tokens of one player (or of every seat) of a game the calling organiser created; answers a fresh token for each.',
  })
  @ApiBody({ type: RevokeTokensDto, required: false })
  @ApiOkResponse({ type: RevokedTokensResponse })
  @ApiBadRequestResponse({ description: 'No such seat, or a malformed body.', type: ProblemResponse })
  @ApiForbiddenResponse({ description: 'Not the organiser who created the game.', type: ProblemResponse })
  @ApiNotFoundResponse({ type: ProblemResponse })
  @ApiStoreUnavailableResponse()
  async revokeTokens(
    @Param('id') gameId: string,
    @Body() body: unknown,
    @Caller() actor: Actor,
  ): Promise<RevokedTokensResponse> {
    const organiser = organiserOf(actor, 'revoke seat tokens');
    const { player } = body === undefined ? new RevokeTokensDto() : validated(RevokeTokensDto, body);
    return { tokens: await this.api.revokeTokens(gameId, organiser, player) };
  }

  @Post(':id/stream-ticket')
  @ApiOperation({
    summary:
      'A ticket for the caller’s stream of the game (a browser’s EventSource sends no header): one use, valid a minute.',
  })
  @ApiCreatedResponse({ type: StreamTicketResponse })
  @ApiNotFoundResponse({ type: ProblemResponse })
  streamTicket(@Param('id') gameId: string, @Caller() actor: Actor): StreamTicketResponse {
    this.streamCredential(gameId, actor, 'a stream ticket');
    return this.tickets.issue(gameId, actor);
  }

  @Post(':id/session')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Keeps the caller’s bearer token in the `mtg_token` cookie of the game’s stream (a browser’s EventSource sends no header).',
    description:
      'Answers `Set-Cookie: mtg_token=<token>; Path=/games/<id>/stream; HttpOnly; SameSite=Strict` (and `Secure` over HTTPS). The stream reads it when there is no Authorization header; `DELETE` clears it.',
  })
  @ApiNoContentResponse({
    description: 'The cookie is set.',
    headers: { 'Set-Cookie': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ type: ProblemResponse })
  openSession(
    @Param('id') gameId: string,
    @Caller() actor: Actor,
    @Headers('authorization') authorization: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): void {
    this.streamCredential(gameId, actor, 'a stream session');
    reply.setCookie(
      TOKEN_COOKIE,
      bearerToken(authorization)!,
      tokenCookieOptions(gameId, request.protocol === 'https'),
    );
  }

  @Delete(':id/session')
  @HttpCode(204)
  @ApiOperation({ summary: 'Clears the `mtg_token` cookie of the game’s stream.' })
  @ApiNoContentResponse({
    description: 'The cookie is cleared.',
    headers: { 'Set-Cookie': { schema: { type: 'string' } } },
  })
  closeSession(
    @Param('id') gameId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): void {
    reply.clearCookie(TOKEN_COOKIE, tokenCookieOptions(gameId, request.protocol === 'https'));
  }

  @Get(':id/stream')
  @AcceptsStreamCredentials()
  @ApiOperation({
    summary: 'Server-sent events: the caller’s view now, then after each change; ends when the game is over.',
    description:
      'Each message is `event: view`, `id: <revision>`, `data: <the view as JSON>`. Without an Authorization header, the caller is told by `?ticket=` (from `POST /games/:id/stream-ticket`) or the `mtg_token` cookie.',
  })
  @ApiQuery({ name: 'ticket', required: false, description: 'A stream ticket, instead of the header.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'A stream of views.', type: GameViewResponse })
  @ApiNotFoundResponse({ type: ProblemResponse })
  stream(@Param('id') gameId: string, @Caller() actor: Actor, @Res() reply: FastifyReply): void {
    const raw = reply.raw;
    // A comment line now and then keeps proxies from closing a quiet stream.
    const heartbeat = setInterval(() => {
      if (raw.headersSent && !raw.writableEnded) raw.write(': keep-alive\n\n');
    }, 15_000);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      if (!raw.writableEnded) raw.end();
    };
    let stop: () => void;
    try {
      // Throws (404) before anything is written if there is no such game.
      stop = this.updates.watch(
        gameId,
        actor,
        (view) => {
          if (!raw.headersSent) {
            reply.hijack();
            raw.writeHead(200, {
              'content-type': 'text/event-stream; charset=utf-8',
              'cache-control': 'no-cache, no-transform',
              connection: 'keep-alive',
              'x-accel-buffering': 'no',
            });
          }
          raw.write(`id: ${view.revision}\nevent: view\ndata: ${JSON.stringify(view)}\n\n`);
        },
        end,
      );
    } catch (error) {
      clearInterval(heartbeat);
      throw error;
    }
    if (raw.writableEnded) return; // the game was over: its one view was sent
    raw.once('close', () => {
      stop();
      end();
    });
  }

  @Post(':id/commands')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends one engine command for the caller’s seat.' })
  @ApiBody({ schema: COMMAND_SCHEMA })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description:
      'Unique per command (at most 200 characters): a retry with the same key appends nothing and answers the same.',
  })
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'The revision the caller saw: 409 if the game has moved on.',
  })
  @ApiOkResponse({
    type: CommandResultResponse,
    headers: {
      'Idempotent-Replayed': { description: '"true" when this was a retry', schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ description: 'Malformed body or headers.', type: ProblemResponse })
  @ApiForbiddenResponse({
    description: 'The token may not act for that player or game.',
    type: ProblemResponse,
  })
  @ApiNotFoundResponse({ type: ProblemResponse })
  @ApiConflictResponse({ description: 'If-Match names another revision.', type: ProblemResponse })
  @ApiUnprocessableEntityResponse({
    description: 'The rules do not allow it: code and rule.',
    type: ProblemResponse,
  })
  @ApiStoreUnavailableResponse()
  async submit(
    @Param('id') gameId: string,
    @Body() body: unknown,
    @Caller() actor: Actor,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ revision: number; events: EventView[] }> {
    const command = parseCommand(body);
    const key = parseIdempotencyKey(idempotencyKey);
    const expectedRevision = parseIfMatch(ifMatch);
    const answer = await this.api.submit({
      gameId,
      actor,
      command,
      idempotencyKey: key,
      ...(expectedRevision !== undefined ? { expectedRevision } : {}),
    });
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    return { revision: answer.revision, events: answer.events };
  }

  /** A ticket or the cookie stands for a token (a spectator opens the stream without one), for a game there is. */
  private streamCredential(gameId: string, actor: Actor, what: string): void {
    if (actor.kind === 'spectator')
      throw new UnauthenticatedException(`${what} stands for a bearer token: send one`);
    this.api.view(gameId, actor); // 404 if there is no such game
  }
}
