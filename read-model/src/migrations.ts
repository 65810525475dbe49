/** @kamra/read-model/migrations: for the projector only, which alone migrates the read tables. */
export { migrateReadTables } from './migrate.js';
