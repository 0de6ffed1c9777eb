import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { openEventStore, type EventStore, type EventStoreConfig } from '@mtg/event-store';

/** Injection token of the application's EventStore. */
export const EVENT_STORE = Symbol('EVENT_STORE');

class EventStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/** Opens the configured event store once for the application and closes it on shutdown. */
@Global()
@Module({})
export class EventStoreModule {
  static forRoot(config: EventStoreConfig): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [{ provide: EVENT_STORE, useFactory: () => openEventStore(config) }, EventStoreLifecycle],
      exports: [EVENT_STORE],
    };
  }
}
