export { describeEventStoreContract, type ContractFactory, type ContractSubject } from './contract.js';
export { EventStoreDbTestServer, type EventStoreDbTestServerOptions } from './eventstoredb-server.js';
