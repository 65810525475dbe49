/** @kamra/projector/testing: what other packages' tests need to compare read tables. */
export { snapshotReadTables } from './cli/table-snapshot.js';
