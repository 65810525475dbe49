import { createLogger, exitOnSignals, loadConfig, startMetrics } from '@kamra/platform';
import { openKamraStores } from '@kamra/projector';
import { readCheckpoint, readDb, waitForReadTables } from '@kamra/read-model';
import { CheckpointWatch, listenForCheckpoints } from '@kamra/read-service';
import { startPriceFlags } from './price-flags.js';
import { startAlerts } from './alerts.js';
import { startDailyDigests } from './alert-digest.js';
import { startDuplicatePictures } from './duplicate-pictures.js';
import { openMessaging } from '@kamra/write-service';

/**
 * The reactors on their own (`npm run start:reactors`), for a deployment that runs the projector
 * as its own process: they follow EVENTSTORE_URL and read the tables at DATABASE_URL once the
 * projector has migrated them.
 */
const logger = createLogger('reactors');
const config = loadConfig();
const stores = await openKamraStores(config);
await waitForReadTables(stores.database.pool, { onWait: () => logger.info('waiting for the projector to migrate the read tables') });
const db = readDb(stores.database.pool);
const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(db), ...config.readWait });
const checkpointNotices = stores.database.embedded ? null : listenForCheckpoints(stores.database.pool, checkpoints, logger);
const priceFlags = await startPriceFlags({ store: stores.store, database: stores.database, checkpoints, logger: logger.child({ part: 'price-flags' }), now: () => new Date() });
const messaging = openMessaging(config, stores.database.pool, logger.child({ part: 'messaging' }), () => new Date());
const alerts = await startAlerts({
  store: stores.store, database: stores.database, checkpoints, logger: logger.child({ part: 'alerts' }), now: () => new Date(),
  email: messaging.email, publicUrl: config.publicUrl, secret: config.authSecret,
});
const digests = startDailyDigests({
  db, publicUrl: config.publicUrl, secret: config.authSecret, hour: config.digestHour,
  logger: logger.child({ part: 'alert-digest' }), now: () => new Date(),
});
const metrics = await startMetrics(config.metrics, logger);
const duplicatePictures = await startDuplicatePictures({ store: stores.store, database: stores.database, logger: logger.child({ part: 'duplicate-pictures' }), now: () => new Date() });
logger.info('reactors running');
exitOnSignals(logger, config.shutdownGraceMs, async () => {
  await priceFlags.stop();
  await alerts.stop();
  await duplicatePictures.stop();
  digests.stop();
  checkpoints.close();
  // Its connection is held for the life of the process: the pool would wait for it forever.
  await checkpointNotices?.close();
  await metrics?.close();
  await stores.close();
});
