import { describeEventStoreContract } from '../testing/index.js';
import { MemoryEventStore } from './memory-event-store.js';

describeEventStoreContract('MemoryEventStore', () => {
  const store = new MemoryEventStore();
  return { store, checkpoints: store.checkpoints, snapshots: store.snapshots, cleanup: () => store.close() };
});
