// The REST API of matches (issue 18, item 6): an organiser registers a match with its players'
// decks; players present their decks between games and the chooser begins the next one; judges
// extend the time; the organiser issues the match's judge tokens. The match's view tells its games,
// result and clock.
import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  MatchService,
  type Actor,
  type BegunGame,
  type CreatedMatch,
  type JudgeAppointed,
  type MatchView,
  type TimeExtended,
} from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { ProblemResponse } from '../games/dto/responses.dto.js';
import { validated } from '../games/dto/validation.js';
import { organiserOf } from '../games/game-api.js';
import {
  AppointJudgeDto,
  BegunGameResponse,
  CreatedMatchResponse,
  CreateMatchDto,
  decklist,
  matchRegistration,
  JudgeTokenResponse,
  MatchResponse,
  NextGameDto,
  PresentDeckDto,
  TimeExtensionDto,
  TimeExtensionResponse,
} from './matches.dto.js';

@ApiTags('matches')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'The bearer token is not valid.', type: ProblemResponse })
@ApiNotFoundResponse({ description: 'No such match (MATCH_NOT_FOUND).', type: ProblemResponse })
@Controller('matches')
@UseGuards(CallerGuard)
export class MatchesController {
  constructor(private readonly matches: MatchService) {}

  @Post()
  @ApiOperation({
    summary:
      'Registers a match (organiser API key only): two players, their decks and sideboards (MTR 2.7, 6.1, 7.1), best of three or one game, the round’s time; answers each player’s match token and who chooses first (MTR 2.2).',
  })
  @ApiBody({ type: CreateMatchDto })
  @ApiCreatedResponse({ type: CreatedMatchResponse })
  @ApiBadRequestResponse({
    description:
      'A malformed body, or a deck below its minimum or a sideboard over 15 (DECK_NOT_LEGAL, with rule), an unknown or unsupported card.',
    type: ProblemResponse,
  })
  @ApiForbiddenResponse({ description: 'The token is not an organiser API key.', type: ProblemResponse })
  create(@Body() body: unknown, @Caller() actor: Actor): Promise<CreatedMatch> {
    const organiser = organiserOf(actor, 'create matches');
    const dto = validated(CreateMatchDto, body);
    return this.matches.create(matchRegistration(dto), organiser);
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'The match: its games and their winners, scores, result, who chooses next (MTR 2.2), the clock (MTR 2.4), its judges; the registered decks for its organiser and judges (a player sees their own, with their seat in the current game).',
  })
  @ApiOkResponse({ type: MatchResponse })
  view(@Param('id') matchId: string, @Caller() actor: Actor): Promise<MatchView> {
    return this.matches.view(matchId, actor);
  }

  @Post(':id/sideboard')
  @ApiOperation({
    summary:
      'A player (match token) presents their deck for the next game, between games: the registered cards moved between deck and sideboard (MTR 3.16).',
  })
  @ApiBody({ type: PresentDeckDto })
  @ApiCreatedResponse({ description: '{ game }: the game the deck is for.' })
  @ApiBadRequestResponse({
    description:
      'The deck is not the registered cards, or not a legal deck (DECK_NOT_AS_REGISTERED, rule MTR 3.16).',
    type: ProblemResponse,
  })
  @ApiForbiddenResponse({ description: 'Not a player of the match.', type: ProblemResponse })
  @ApiConflictResponse({
    description: 'Not between games (NOT_BETWEEN_GAMES), or the match is over (MATCH_OVER).',
    type: ProblemResponse,
  })
  presentDeck(
    @Param('id') matchId: string,
    @Body() body: unknown,
    @Caller() actor: Actor,
  ): Promise<{ game: number }> {
    return this.matches.presentDeck(matchId, actor, decklist(validated(PresentDeckDto, body).deck));
  }

  @Post(':id/next-game')
  @ApiOperation({
    summary:
      'The player who chooses (MTR 2.2: the winner of the random method, then the loser of the game before) chooses to play or draw, and the next game begins with each player’s deck; answers the game and the caller’s seat token.',
  })
  @ApiBody({ type: NextGameDto })
  @ApiCreatedResponse({ type: BegunGameResponse })
  @ApiForbiddenResponse({ description: 'Not a player of the match.', type: ProblemResponse })
  @ApiConflictResponse({
    description:
      'Not the chooser (NOT_YOUR_CHOICE), a game going on (GAME_GOING_ON), the match over or time called (MATCH_OVER).',
    type: ProblemResponse,
  })
  nextGame(@Param('id') matchId: string, @Body() body: unknown, @Caller() actor: Actor): Promise<BegunGame> {
    return this.matches.beginGame(matchId, actor, validated(NextGameDto, body).play);
  }

  @Post(':id/time-extensions')
  @ApiOperation({
    summary: 'A judge of the match gives it more time (MTR 2.4): the round ends that much later.',
  })
  @ApiBody({ type: TimeExtensionDto })
  @ApiCreatedResponse({ type: TimeExtensionResponse })
  @ApiForbiddenResponse({ description: 'Not a judge of the match.', type: ProblemResponse })
  @ApiConflictResponse({ description: 'The match is over (MATCH_OVER).', type: ProblemResponse })
  extendTime(
    @Param('id') matchId: string,
    @Body() body: unknown,
    @Caller() actor: Actor,
  ): Promise<TimeExtended> {
    return this.matches.extendTime(matchId, actor, validated(TimeExtensionDto, body));
  }

  @Post(':id/judges')
  @ApiOperation({
    summary:
      'The match’s organiser issues a judge token for it: a floor judge (calls, infractions, fixes, time extensions) or a head judge (also penalty deviations, disqualifications and backups).',
  })
  @ApiBody({ type: AppointJudgeDto })
  @ApiCreatedResponse({ type: JudgeTokenResponse })
  @ApiForbiddenResponse({ description: 'Not the match’s organiser.', type: ProblemResponse })
  appointJudge(
    @Param('id') matchId: string,
    @Body() body: unknown,
    @Caller() actor: Actor,
  ): Promise<JudgeAppointed & { token: string }> {
    return this.matches.appointJudge(matchId, actor, validated(AppointJudgeDto, body));
  }
}
