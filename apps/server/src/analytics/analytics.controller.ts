// The analytics API (issue 19): 17lands' card metrics and the game metrics over the ended games of
// the analytical store, and their charts as SVG, for organisers (analysts are given an API key) and
// the event's judge.
import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AnalyticsFeeder,
  analyticsChart,
  authorizeAnalytics,
  CHART_NAMES,
  isChartName,
  queryCardMetrics,
  queryGameMetrics,
  type Actor,
  type AnalyticsFilter,
  type CardMetrics,
  type ChartFilter,
  type GameMetrics,
} from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { ProblemResponse } from '../games/dto/responses.dto.js';
import { parseInteger } from '../games/request-headers.js';
import { chartNotFound, UnauthenticatedException } from '../problems/problem-details.js';

/** Refuses a caller who may not read the analytics (401 without a token, 403 with another's). */
export function analyticsReader(actor: Actor): void {
  if (actor.kind === 'spectator')
    throw new UnauthenticatedException(
      'to read the analytics, send an organiser API key: Authorization: Bearer <key>',
    );
  authorizeAnalytics(actor);
}

export const analyticsFilter = (deck: string | undefined): AnalyticsFilter => (deck ? { deck } : {});

const CHART_FILES = CHART_NAMES.map((name) => `${name}.svg`);

/** The filter of a chart request: the deck, and the least games in hand a card needs (an integer from 1). */
function chartFilter(deck: string | undefined, minGames: string | undefined): ChartFilter {
  return {
    ...analyticsFilter(deck),
    ...(minGames === undefined ? {} : { minGames: parseInteger(minGames, 'minGames', 1) }),
  };
}

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

  @Get('charts/:file')
  @ApiOperation({
    summary: `The metrics drawn as an SVG chart: ${CHART_FILES.join(', ')} (GIH win rate by card with its 95% Wilson interval, the games by length in turns, mean mana spent per turn by deck).`,
  })
  @ApiParam({ name: 'file', enum: CHART_FILES })
  @ApiQuery({ name: 'deck', required: false, description: 'Only the sides that played this deck id.' })
  @ApiQuery({
    name: 'minGames',
    required: false,
    type: Number,
    description: 'GIH WR chart: only the cards in hand in at least this many games (from 1, default 1).',
  })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The chart, an SVG document with a title and a description.' })
  @ApiBadRequestResponse({ description: 'minGames is not an integer from 1.', type: ProblemResponse })
  @ApiNotFoundResponse({
    description: 'No such chart (code CHART_NOT_FOUND, `charts` lists them).',
    type: ProblemResponse,
  })
  async chart(
    @Caller() actor: Actor,
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('deck') deck?: string,
    @Query('minGames') minGames?: string,
  ): Promise<string> {
    analyticsReader(actor);
    const name = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !isChartName(name)) throw chartNotFound(file, CHART_FILES);
    const svg = await analyticsChart(this.feeder.analytics, name, chartFilter(deck, minGames));
    void reply.type('image/svg+xml; charset=utf-8');
    return svg;
  }
}
