export { EVENT_STORE, EventStoreModule } from './storage/event-store.module.js';
export { storeConfigFromEnv } from './storage/store-config.js';
