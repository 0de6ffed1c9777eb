import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { TerminusModule } from '@nestjs/terminus';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cardSupportOf, GameModule, SeatAccess } from '@mtg/game';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { AnalyticsResolver } from './analytics/analytics.resolver.js';
import { Authenticator } from './auth/authenticator.js';
import { CARD_POOL } from './cards/card-pool.js';
import { CardsController } from './cards/cards.controller.js';
import { CardsResolver } from './cards/cards.resolver.js';
import { CallerGuard } from './auth/caller.js';
import { OrganiserKeys } from './auth/organiser-keys.js';
import { StreamTickets } from './auth/stream-tickets.js';
import { completeConfig, type ServerConfig } from './config/server-config.js';
import { GameApi } from './games/game-api.js';
import { GamesController } from './games/games.controller.js';
import { JudgingController } from './judging/judging.controller.js';
import { MatchesController } from './matches/matches.controller.js';
import { MatchesResolver } from './graphql/matches.resolver.js';
import { GamesResolver } from './graphql/games.resolver.js';
import { JudgingResolver } from './graphql/judging.resolver.js';
import { queryLimitRules, subscriptionValidation } from './graphql/query-limits.js';
import { HealthController } from './health/health.controller.js';
import { StoreHealthIndicator } from './health/store-health.indicator.js';
import { subscriptionOnConnect } from './graphql/subscription-auth.js';
import { graphQLErrorFormatter } from './problems/graphql-problems.js';
import { ProblemFilter } from './problems/problem.filter.js';
import { OperatorAccess } from './security/operator-access.js';
import { GameUpdates } from './updates/game-updates.js';

export type { ServerConfig } from './config/server-config.js';

@Module({})
export class AppModule {
  static forRoot(config: ServerConfig): DynamicModule {
    const {
      store,
      readModels,
      analytics,
      tokens,
      castingTimeoutMs,
      hotGames,
      hotGamesIdleMs,
      apiKeyHashes,
      tokenTtlAfterGameMs,
      streamTicketTtlMs,
      security,
      cards,
      clock,
    } = completeConfig(config);
    const authenticator = new Authenticator(tokens, new OrganiserKeys(apiKeyHashes));
    return {
      module: AppModule,
      imports: [
        GameModule.forRoot({
          store,
          readModels,
          analytics,
          tokens,
          castingTimeoutMs,
          tokenTtlAfterGameMs,
          hotGames,
          hotGamesIdleMs,
          cards: cardSupportOf(cards),
          clock,
        }),
        TerminusModule,
        GraphQLModule.forRootAsync<MercuriusDriverConfig>({
          driver: MercuriusDriver,
          inject: [ModuleRef],
          useFactory: (modules: ModuleRef) => ({
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            graphiql: false,
            // Depth, aliases, cost and mutations of a document are limited before it runs.
            validationRules: queryLimitRules(security.graphql),
            hooks: { preSubscriptionExecution: subscriptionValidation(security.graphql) },
            context: (request: FastifyRequest, reply: FastifyReply) => ({ req: request, reply }),
            errorFormatter: graphQLErrorFormatter,
            subscription: {
              onConnect: subscriptionOnConnect(authenticator, () =>
                modules.get(SeatAccess, { strict: false }),
              ),
              context: (_connection: unknown, request: FastifyRequest) => ({ req: request }),
            },
          }),
        }),
      ],
      controllers: [
        HealthController,
        GamesController,
        CardsController,
        JudgingController,
        MatchesController,
        AnalyticsController,
      ],
      providers: [
        StoreHealthIndicator,
        { provide: CARD_POOL, useValue: cards },
        { provide: Authenticator, useValue: authenticator },
        { provide: OperatorAccess, useValue: new OperatorAccess(security.operatorToken) },
        { provide: StreamTickets, useValue: new StreamTickets(tokens.secret, streamTicketTtlMs) },
        CallerGuard,
        GameApi,
        GameUpdates,
        GamesResolver,
        JudgingResolver,
        MatchesResolver,
        CardsResolver,
        AnalyticsResolver,
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
    };
  }
}
