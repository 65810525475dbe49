import { createLogger, loadConfig } from '@kamra/platform';
import { openKamraStores } from './open-stores.js';
import { startProjector } from './start-projector.js';

/** The projector on its own: follows EVENTSTORE_URL and fills the read tables at DATABASE_URL. */
const logger = createLogger('projector');
const config = loadConfig();
const { database, store } = await openKamraStores(config);
const projector = await startProjector({ store, database, logger });
logger.info('projector running');
const stop = async (): Promise<void> => {
  await projector.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
