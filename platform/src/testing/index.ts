export { openScratchDatabase, databaseTargets, terminateConnections, testDatabaseUrl, type ScratchDatabase } from './scratch-database.js';
