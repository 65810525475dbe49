import { createLogger, exitOnSignals, loadConfig, startMetrics } from '@kamra/platform';
import { openKamraStores } from './open-stores.js';
import { startProjector } from './start-projector.js';

/** The projector on its own: follows EVENTSTORE_URL and fills the read tables at DATABASE_URL. */
const logger = createLogger('projector');
const config = loadConfig();
const stores = await openKamraStores(config);
const projector = await startProjector({ store: stores.store, database: stores.database, logger });
const metrics = await startMetrics(config.metrics, logger);
logger.info('projector running');
exitOnSignals(logger, config.shutdownGraceMs, async () => {
  // Commits the batch in hand and frees the lock, so a standby instance takes over at once.
  await projector.stop();
  await metrics?.close();
  await stores.close();
});
