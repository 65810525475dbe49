export * from './port.js';
export { PostgresEventStore } from './postgres/postgres-event-store.js';
export { openEventStore, isKurrentUrl } from './open-event-store.js';
export { openEventLog, type EventLog } from './open-event-log.js';
export { pollingSubscription } from './polling-subscription.js';
