export { describeEventStoreContract, type ContractFactory, type ContractSubject } from './contract.js';
