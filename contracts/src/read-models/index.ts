/** @kamra/contracts/read-models: the DTOs the read service returns (types only) and the API envelope. */
export type * from './listing-views';
export type * from './history-views';
export type * from './user-views';
export type * from './community-views';
export type * from './place-views';
export type * from './report-views';
export * from './api';
export type * from './outbox-views';
export type * from './insights-views';
export type * from './following-views';
