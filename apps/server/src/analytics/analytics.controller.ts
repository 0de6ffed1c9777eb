// The analytics API (issue 19): 17lands' card metrics and the game metrics over the ended games of
// the analytical store, for organisers (analysts are given an API key) and the event's judge.
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  AnalyticsFeeder,
  authorizeAnalytics,
  queryCardMetrics,
  queryGameMetrics,
  type Actor,
  type AnalyticsFilter,
  type CardMetrics,
  type GameMetrics,
} from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { ProblemResponse } from '../games/dto/responses.dto.js';
import { UnauthenticatedException } from '../problems/problem-details.js';

/** Refuses a caller who may not read the analytics (401 without a token, 403 with another's). */
export function analyticsReader(actor: Actor): void {
  if (actor.kind === 'spectator')
    throw new UnauthenticatedException(
      'to read the analytics, send an organiser API key: Authorization: Bearer <key>',
    );
  authorizeAnalytics(actor);
}

export const analyticsFilter = (deck: string | undefined): AnalyticsFilter => (deck ? { deck } : {});

@ApiTags('analytics')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No bearer token, or one that is not valid.', type: ProblemResponse })
@ApiForbiddenResponse({
  description: "The token is neither an organiser API key nor the event's judge token.",
  type: ProblemResponse,
})
@Controller('analytics')
@UseGuards(CallerGuard)
export class AnalyticsController {
  constructor(@Inject(AnalyticsFeeder) private readonly feeder: AnalyticsFeeder) {}

  @Get('cards')
  @ApiOperation({
    summary:
      "Each card's win rates as 17lands defines them over the ended games: GP, OH, GD, GIH, GNS (games, wins, rate, 95% Wilson interval) and IWD = GIH WR - GNS WR.",
  })
  @ApiQuery({ name: 'deck', required: false, description: 'Only the sides that played this deck id.' })
  @ApiOkResponse({ description: 'The cards, most games in hand first.' })
  async cards(@Caller() actor: Actor, @Query('deck') deck?: string): Promise<{ cards: CardMetrics[] }> {
    analyticsReader(actor);
    return { cards: await queryCardMetrics(this.feeder.analytics, analyticsFilter(deck)) };
  }

  @Get('games')
  @ApiOperation({
    summary:
      'Game metrics over the ended games: mulligan rate, win rates on the play and on the draw, game length, mana spent per turn, how games ended.',
  })
  @ApiQuery({ name: 'deck', required: false, description: 'Only the sides that played this deck id.' })
  @ApiOkResponse({ description: 'The metrics.' })
  async games(@Caller() actor: Actor, @Query('deck') deck?: string): Promise<GameMetrics> {
    analyticsReader(actor);
    return queryGameMetrics(this.feeder.analytics, analyticsFilter(deck));
  }
}
