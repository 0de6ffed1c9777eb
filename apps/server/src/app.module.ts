import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type { EventStoreConfig } from '@mtg/event-store';
import { EventStoreModule } from '@mtg/game';
import { HealthController } from './health/health.controller.js';
import { StoreHealthIndicator } from './health/store-health.indicator.js';

export interface ServerConfig {
  store: EventStoreConfig;
}

@Module({})
export class AppModule {
  static forRoot(config: ServerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [EventStoreModule.forRoot(config.store), TerminusModule],
      controllers: [HealthController],
      providers: [StoreHealthIndicator],
    };
  }
}
