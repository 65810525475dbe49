export { openScratchDatabase, databaseTargets, terminateConnections, testDatabaseUrl, type ScratchDatabase } from './scratch-database.js';
export { startS3StandIn, type S3StandIn } from './s3-stand-in.js';
