import { describeEventStoreContract } from '../testing/index.js';
import { MemoryEventStore } from './memory-event-store.js';

describeEventStoreContract('MemoryEventStore', () => {
  const store = new MemoryEventStore();
  return { store, checkpoints: store.checkpoints, cleanup: () => store.close() };
});
