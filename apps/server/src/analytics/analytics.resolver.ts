// The analytics API in GraphQL: the same card and game metrics as REST (`GET /analytics/...`), typed.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import {
  AnalyticsFeeder,
  queryCardMetrics,
  queryGameMetrics,
  type Actor,
  type CardMetrics,
  type GameMetrics,
} from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { analyticsFilter, analyticsReader } from './analytics.controller.js';
import { CardMetricsModel, GameMetricsModel } from './analytics.types.js';

@Resolver()
@UseGuards(CallerGuard)
export class AnalyticsResolver {
  constructor(@Inject(AnalyticsFeeder) private readonly feeder: AnalyticsFeeder) {}

  @Query(() => [CardMetricsModel], {
    description:
      "Each card's 17lands win rates (GP, OH, GD, GIH, GNS with 95% Wilson intervals, IWD); organisers and the event's judge.",
  })
  async analyticsCards(
    @Caller() actor: Actor,
    @Args('deck', { nullable: true }) deck?: string,
  ): Promise<CardMetrics[]> {
    analyticsReader(actor);
    return queryCardMetrics(this.feeder.analytics, analyticsFilter(deck));
  }

  @Query(() => GameMetricsModel, {
    description: 'Mulligan rate, win rates on the play and on the draw, game length, mana spent per turn.',
  })
  async analyticsGames(
    @Caller() actor: Actor,
    @Args('deck', { nullable: true }) deck?: string,
  ): Promise<GameMetrics> {
    analyticsReader(actor);
    return queryGameMetrics(this.feeder.analytics, analyticsFilter(deck));
  }
}
