export { READ_SCHEMA, REBUILD_SCHEMA, readDb, type ReadTables, type ReadDb } from './read-tables.js';
export { migrateReadTables } from './migrate.js';
export { openKamraStores, type KamraStores } from './open-stores.js';
export { Projector, type ProjectorStatus } from './projector.js';
export { rebuildReadTables, type RebuildProgress } from './rebuild.js';
export { readCheckpoint, CHECKPOINT_NAME, CHECKPOINT_CHANNEL } from './apply-batch.js';
export { projections } from './projections.js';
export type { Projection, ProjectedEvent } from './projection.js';
export type { RowChange, TableName } from './row-changes.js';
