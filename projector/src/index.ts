export { openKamraStores, type KamraStores } from './open-stores.js';
export { startProjector, type StartProjectorOptions } from './start-projector.js';
export { Projector, type ProjectorStatus } from './projector.js';
export { rebuildReadTables, type RebuildProgress } from './rebuild.js';
export { projections } from './projections.js';
export type { Projection, ProjectedEvent } from './projection.js';
export type { RowChange, TableName } from './row-changes.js';
export { ReactorRunner, REACTOR_SCHEMA, type ReactorRunnerOptions } from './reactors/reactor-runner.js';
export type { Reactor, ReactionCause } from './reactors/reactor.js';
