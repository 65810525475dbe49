export { openScratchDatabase, databaseTargets, terminateConnections, testDatabaseUrl } from './scratch-database.js';
