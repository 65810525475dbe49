import path from 'node:path';
import { formatPosition } from '@kamra/eventstore';
import { createHttpApp, createLogger, databaseLocation, listen, loadConfig, openDatabase } from '@kamra/platform';
import { readCheckpoint, readDb, waitForReadTables } from '@kamra/read-model';
import { createReadRouter } from './app.js';
import { CheckpointWatch } from './checkpoint-watch.js';
import { listenForCheckpoints } from './checkpoint-notifications.js';

/**
 * read-service on its own: DATABASE_URL names the read tables the projector fills. The
 * projector migrates them; this service waits until it has.
 */
const logger = createLogger('read-service');
const config = loadConfig();
const database = await openDatabase(databaseLocation(config.databaseUrl, path.join(config.dataDir, 'pglite')));
await waitForReadTables(database.pool, { onWait: () => logger.info('waiting for the projector to migrate the read tables') });
const db = readDb(database.pool);
const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(db), ...config.readWait });
// The projector is another process: on a real Postgres its commits wake us by NOTIFY.
if (!database.embedded) listenForCheckpoints(database.pool, checkpoints, logger);
const app = createHttpApp({
  logger,
  authSecret: config.authSecret,
  adminEmails: config.adminEmails,
  rateLimits: config.rateLimits,
  rateLimitPool: database.pool,
  async readiness() {
    // Without the log this service cannot count lag in events; it reports the checkpoint.
    const checkpoint = await readCheckpoint(db);
    return { ready: true, details: { projector: { checkpoint: checkpoint && formatPosition(checkpoint) } } };
  },
  mount(app) {
    app.use(createReadRouter({ db, config, logger, now: () => new Date(), checkpoints }));
  },
});
const { port } = await listen(app, config.port);
logger.info({ port }, 'read-service listening');
