import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  Inject,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CqrsModule, EventBus } from '@nestjs/cqrs';
import type { EventStore, EventStoreConfig } from '@mtg/event-store';
import type { RulesContext } from '@mtg/rules';
import type { TokenConfig } from './access/actors.js';
import { DEFAULT_TOKEN_TTL_AFTER_GAME_MS, SeatAccess } from './access/seat-access.js';
import { loadCardPool } from '@mtg/oracle';
import { cardSupportOf, type CardSupport } from './cards/card-support.js';
import { GAME_COMMAND_HANDLERS } from './commands/game-commands.js';
import { GameQueries } from './games/game-queries.js';
import { GameRepository } from './games/game-repository.js';
import { DEFAULT_HOT_GAMES, DEFAULT_HOT_GAMES_IDLE_MS } from './games/lru-cache.js';
import { GameService } from './games/game-service.js';
import { JudgeInterventions } from './judging/judge-interventions.js';
import { MatchService } from './matches/match-service.js';
import { CheckEndOfMatchHandler } from './process/end-of-match.process.js';
import { RecordGameResultHandler } from './process/game-result.process.js';
import { ProcessSagas } from './process/process-sagas.js';
import { CancelAbandonedCastingHandler, CASTING_TIMEOUT_MS } from './process/abandoned-casting.process.js';
import { gameProjections } from './projections/game-projections.js';
import { cacheGameStates } from './projections/game-state.projection.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { openReadModelDb, type ReadModelDb } from './read-models/read-model-db.js';
import { openMemoryReadModels, ReadModelSnapshots } from './read-models/read-model-snapshots.js';
import { EventRelay } from './relay/event-relay.js';
import { EVENT_STORE, EventStoreModule } from './storage/event-store.module.js';
import { analyticsPathFor } from './storage/store-config.js';
import { AnalyticsFeeder } from './analytics/analytics.projection.js';
import { AnalyticsStore } from './analytics/analytics-store.js';

export interface GameServiceConfig {
  store: EventStoreConfig;
  /** The read models' SQLite file, or ':memory:'. */
  readModels: string;
  /** The analytical store's DuckDB file, or ':memory:'; default `analytics.duckdb` beside the read models. */
  analytics?: string;
  tokens: TokenConfig;
  /** How long a spell cast step by step may wait for its player before it is cancelled (ms); default 5 minutes, 0: never. */
  castingTimeoutMs?: number;
  /** How many games are kept in memory (loaded games, parsed projected states); default DEFAULT_HOT_GAMES. */
  hotGames?: number;
  /** How long a game unused stays in memory (ms; 0: as long as HOT_GAMES allows); default half an hour. */
  hotGamesIdleMs?: number;
  /** How long a seat token stays valid after its game ended (ms); default a day. */
  tokenTtlAfterGameMs?: number;
  /** The cards games may hold, and why a known card may not; default the whole card pool. */
  cards?: CardSupport;
  /** The clock of events' times and of matches' rounds (ms since the epoch); default the system's. */
  clock?: () => number;
}

/** The default wait before a casting step by step whose player stopped answering is cancelled. */
export const DEFAULT_CASTING_TIMEOUT_MS = 5 * 60_000;

export const READ_MODEL_DB = Symbol('READ_MODEL_DB');
export const RULES_CONTEXT = Symbol('RULES_CONTEXT');
export const TOKEN_CONFIG = Symbol('TOKEN_CONFIG');

class GameLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(ProjectionRunner) private readonly runner: ProjectionRunner,
    @Inject(EventRelay) private readonly relay: EventRelay,
    @Inject(READ_MODEL_DB) private readonly db: ReadModelDb,
    @Inject(ReadModelSnapshots) private readonly snapshots: ReadModelSnapshots,
    @Inject(AnalyticsFeeder) private readonly analytics: AnalyticsFeeder,
  ) {}

  onApplicationBootstrap(): void {
    this.runner.start();
    this.relay.start();
    this.snapshots.start();
    this.analytics.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.runner.stop(), this.relay.stop(), this.analytics.stop()]);
    await this.snapshots.stop();
  }

  onApplicationShutdown(): void {
    this.analytics.analytics.close();
    this.db.close();
  }
}

/** The game service: command handlers, projections, process managers, on the configured store. */
@Module({})
export class GameModule {
  static forRoot(config: GameServiceConfig): DynamicModule {
    const idle = { maxIdleMs: config.hotGamesIdleMs ?? DEFAULT_HOT_GAMES_IDLE_MS };
    const cards = config.cards ?? cardSupportOf(loadCardPool());
    const clock = config.clock ?? Date.now;
    return {
      module: GameModule,
      imports: [EventStoreModule.forRoot(config.store), CqrsModule.forRoot()],
      providers: [
        {
          provide: READ_MODEL_DB,
          useFactory: async (store: EventStore) => {
            const db =
              config.readModels === ':memory:'
                ? await openMemoryReadModels(store)
                : openReadModelDb(config.readModels);
            cacheGameStates(db, config.hotGames ?? DEFAULT_HOT_GAMES, idle);
            return db;
          },
          inject: [EVENT_STORE],
        },
        {
          provide: ReadModelSnapshots,
          useFactory: (db: ReadModelDb, store: EventStore) =>
            ReadModelSnapshots.for(db, config.readModels, store),
          inject: [READ_MODEL_DB, EVENT_STORE],
        },
        { provide: RULES_CONTEXT, useValue: { cards: cards.catalogue } satisfies RulesContext },
        { provide: TOKEN_CONFIG, useValue: config.tokens },
        { provide: CASTING_TIMEOUT_MS, useValue: config.castingTimeoutMs ?? DEFAULT_CASTING_TIMEOUT_MS },
        {
          provide: GameRepository,
          useFactory: (store: EventStore) => new GameRepository(store, config.hotGames, idle),
          inject: [EVENT_STORE],
        },
        {
          provide: GameService,
          useFactory: (store: EventStore, games: GameRepository, ctx: RulesContext, tokens: TokenConfig) =>
            new GameService(store, games, ctx, tokens, cards, clock),
          inject: [EVENT_STORE, GameRepository, RULES_CONTEXT, TOKEN_CONFIG],
        },
        {
          provide: GameQueries,
          useFactory: (db: ReadModelDb, store: EventStore, games: GameRepository, ctx: RulesContext) =>
            new GameQueries(db, store, games, ctx),
          inject: [READ_MODEL_DB, EVENT_STORE, GameRepository, RULES_CONTEXT],
        },
        {
          provide: JudgeInterventions,
          useFactory: (store: EventStore, games: GameRepository, service: GameService) =>
            new JudgeInterventions(store, games, service),
          inject: [EVENT_STORE, GameRepository, GameService],
        },
        {
          provide: MatchService,
          useFactory: (
            store: EventStore,
            games: GameRepository,
            service: GameService,
            tokens: TokenConfig,
            db: ReadModelDb,
          ) => new MatchService(store, games, service, tokens, cards, db, clock),
          inject: [EVENT_STORE, GameRepository, GameService, TOKEN_CONFIG, READ_MODEL_DB],
        },
        {
          provide: SeatAccess,
          useFactory: (db: ReadModelDb, store: EventStore, tokens: TokenConfig) =>
            new SeatAccess(
              db,
              store,
              tokens,
              config.tokenTtlAfterGameMs ?? DEFAULT_TOKEN_TTL_AFTER_GAME_MS,
              clock,
            ),
          inject: [READ_MODEL_DB, EVENT_STORE, TOKEN_CONFIG],
        },
        {
          provide: ProjectionRunner,
          useFactory: (store: EventStore, db: ReadModelDb) =>
            new ProjectionRunner(store, db, gameProjections()),
          inject: [EVENT_STORE, READ_MODEL_DB],
        },
        {
          provide: AnalyticsFeeder,
          useFactory: async (store: EventStore, db: ReadModelDb, ctx: RulesContext) => {
            const path = config.analytics ?? analyticsPathFor(config.readModels);
            const fresh = path === ':memory:' || !existsSync(path);
            if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
            const feeder = new AnalyticsFeeder(store, db, await AnalyticsStore.open(path), ctx);
            // A new analytical store holds nothing yet: its projection starts from the first event.
            if (fresh) feeder.runner.reset();
            return feeder;
          },
          inject: [EVENT_STORE, READ_MODEL_DB, RULES_CONTEXT],
        },
        {
          provide: EventRelay,
          useFactory: (store: EventStore, db: ReadModelDb, bus: EventBus) => new EventRelay(store, db, bus),
          inject: [EVENT_STORE, READ_MODEL_DB, EventBus],
        },
        GameLifecycle,
        ...GAME_COMMAND_HANDLERS,
        RecordGameResultHandler,
        CancelAbandonedCastingHandler,
        CheckEndOfMatchHandler,
        ProcessSagas,
      ],
      exports: [
        GameService,
        GameQueries,
        JudgeInterventions,
        MatchService,
        SeatAccess,
        ProjectionRunner,
        AnalyticsFeeder,
        READ_MODEL_DB,
        RULES_CONTEXT,
        TOKEN_CONFIG,
        EventStoreModule,
      ],
    };
  }
}
