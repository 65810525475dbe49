import { createLogger, loadConfig } from '@kamra/platform';
import { migrateReadTables } from './migrate.js';
import { openKamraStores } from './open-stores.js';
import { Projector } from './projector.js';
import { projections } from './projections.js';
import { READ_SCHEMA, readDb } from './read-tables.js';

/** The projector on its own: follows EVENTSTORE_URL and fills the read tables at DATABASE_URL. */
const logger = createLogger('projector');
const config = loadConfig();
const { database, store } = await openKamraStores(config);
await migrateReadTables(database.pool, READ_SCHEMA);
const projector = new Projector({ store, db: readDb(database.pool), projections, logger, singleInstance: !database.embedded });
await projector.start();
logger.info('projector running');
const stop = async (): Promise<void> => {
  await projector.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
