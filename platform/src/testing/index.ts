export { openScratchDatabase, databaseTargets, testDatabaseUrl } from './scratch-database.js';
