import path from 'node:path';
import { isKurrentUrl, openEventStore } from '@kamra/eventstore';
import { createLogger, databaseLocation, loadConfig, openDatabase } from '@kamra/platform';
import { migrateReadTables } from './migrate.js';
import { Projector } from './projector.js';
import { projections } from './projections.js';
import { READ_SCHEMA, readDb } from './read-tables.js';

/** The projector on its own: follows EVENTSTORE_URL and fills the read tables at DATABASE_URL. */
const logger = createLogger('projector');
const config = loadConfig();
const database = await openDatabase(databaseLocation(config.databaseUrl, path.join(config.dataDir, 'pglite')));
const sameDatabase = config.eventStoreUrl === undefined || config.eventStoreUrl === config.databaseUrl;
const logDatabase = isKurrentUrl(config.eventStoreUrl)
  ? null
  : sameDatabase
    ? database
    : await openDatabase(databaseLocation(config.eventStoreUrl, ''));
const store = await openEventStore(config.eventStoreUrl, logDatabase?.pool ?? null);
await migrateReadTables(database.pool, READ_SCHEMA);
const projector = new Projector({ store, db: readDb(database.pool), projections, logger });
await projector.start();
logger.info('projector running');
const stop = async (): Promise<void> => {
  await projector.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
