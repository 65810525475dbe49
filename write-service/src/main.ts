import path from 'node:path';
import { openEventLog } from '@kamra/eventstore';
import { createHttpApp, createLogger, databaseLocation, exitOnSignals, loadConfig, openDatabase, openImageStore, serveHttp } from '@kamra/platform';
import { createWriteRouter } from './app.js';
import { PAYMENT_WEBHOOK_PATH } from './payments/index.js';
import { translateWriteErrors } from './translate-errors.js';
import { unsubscribeRefusalPage } from './following/unsubscribe-routes.js';
import { discardSpooledUploads, PictureStore, sweepStaleIncoming } from './uploads/index.js';
import { PictureHashIndex } from './listings/duplicates/picture-hash-index.js';
import { followPictureHashes } from './listings/duplicates/follow-picture-hashes.js';

/** write-service on its own: EVENTSTORE_URL names the log (a real Postgres or KurrentDB). */
const logger = createLogger('write-service');
const config = loadConfig();
const log = await openEventLog(config);
const { store, database } = log;
if (database?.embedded) logger.warn('no EVENTSTORE_URL: using the embedded PGlite, which only this process can open');
// What every instance must share (rate limits, sign-in codes, test checkouts) lives beside the
// log, or beside the read tables when the log is in KurrentDB.
const shared = database ?? (await openDatabase(databaseLocation(config.databaseUrl, path.join(config.dataDir, 'pglite'))));
const { pool } = shared;
const images = new PictureStore(openImageStore(config), config.uploadDir);
const pictureHashes = new PictureHashIndex();
const pictureHashFeed = followPictureHashes(store, pictureHashes, logger);
// Uploads spooled by a process that crashed mid-request.
await sweepStaleIncoming(config.uploadDir);
const app = createHttpApp({
  logger,
  authSecret: config.authSecret,
  adminEmails: config.adminEmails,
  rateLimits: config.rateLimits,
  trustedProxies: config.trustedProxies,
  rateLimitPool: pool,
  translateError: translateWriteErrors,
  refusalPage: unsubscribeRefusalPage,
  rawBodyPaths: [PAYMENT_WEBHOOK_PATH],
  async readiness() {
    await store.readAll({ maxCount: 1 });
    return { ready: true, details: {} };
  },
  mount(app) {
    app.use(createWriteRouter({ store, config, logger, images, pictureHashes, pool, now: () => new Date() }));
  },
});
const http = await serveHttp(app, config, logger);
logger.info({ port: http.port }, 'write-service listening');
exitOnSignals(logger, config.shutdownGraceMs, async () => {
  await http.stop();
  await discardSpooledUploads();
  await pictureHashFeed.stop();
  if (shared !== database) await shared.close();
  await log.close();
});
