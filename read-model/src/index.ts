/**
 * @kamra/read-model: the read tables the projector fills and the read service queries: their
 * row types, the schema they live in, a kysely over them, the projector's checkpoint, and
 * whether they are migrated yet. Running the migrations is the projector's job
 * (`@kamra/read-model/migrations`); places (`@kamra/read-model/places`) are the gazetteer.
 */
export { READ_SCHEMA, READ_TABLE_NAMES, REBUILD_SCHEMA, readDb, type ReadTables, type ReadDb, type CheckpointsTable } from './read-tables.js';
export type { UsersTable } from './tables/users-table.js';
export type { BlogCommentsTable, BlogsTable } from './tables/blog-tables.js';
export type { ReviewsTable } from './tables/review-tables.js';
export type { FavouritesTable, NotificationsTable, SavedSearchesTable } from './tables/following-tables.js';
export type { ListingFilterColumns, ListingHistoryTable, ListingsTable } from './tables/listing-tables.js';
export { CHECKPOINT_CHANNEL, CHECKPOINT_NAME, checkpointPosition, readCheckpoint } from './checkpoint.js';
export { readTablesMigrated, waitForReadTables } from './migration-state.js';
export { ASKS_BEFORE_NAMING, executeNamed, preparedQuery } from './prepared-query.js';
