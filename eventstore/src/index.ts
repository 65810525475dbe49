export * from './port.js';
export { PostgresEventStore } from './postgres/postgres-event-store.js';
