import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPosition, type EventStore } from '@kamra/eventstore';
import { createHttpApp, openImageStore, serveHttp, type Database, type KamraConfig, type Logger } from '@kamra/platform';
import { openKamraStores, startProjector, type Projector } from '@kamra/projector';
import { readCheckpoint, readDb, type ReadDb } from '@kamra/read-model';
import { CheckpointWatch, createReadRouter, createSearchPageCache, pageRoutes } from '@kamra/read-service';
import { createWriteRouter, discardSpooledUploads, openMessaging, followPictureHashes, PictureStore, PAYMENT_WEBHOOK_PATH, PictureHashIndex, sweepStaleIncoming, translateWriteErrors, unsubscribeRefusalPage } from '@kamra/write-service';
import { startPriceFlags, type RunningReactor } from './price-flags.js';
import { startAlerts } from './alerts.js';
import { startDailyDigests } from './alert-digest.js';
import { startDuplicatePictures } from './duplicate-pictures.js';
import { serveWebClient } from './serve-web.js';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface Kamra {
  url: string;
  server: Server;
  /** The metrics listener's port (METRICS_PORT), or null when metrics are off. */
  metricsPort: number | null;
  store: EventStore;
  db: ReadDb;
  projector: Projector;
  /** Flags listings priced far below their area (it reads the read tables, writes through the listing decider). */
  priceFlags: RunningReactor;
  /** Tells saved searches of new listings and keepers of what became of theirs (notifications through each person's decider). */
  alerts: RunningReactor;
  database: Database;
  /**
   * Drains the HTTP server (requests in flight get SHUTDOWN_GRACE_MS), then stops the
   * followers of the log (each commits its batch and frees its lock), then closes the pools.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  logger: Logger;
  now?: () => Date;
  /** Serve the built web client (default: when web/dist exists). */
  serveWeb?: boolean;
  /**
   * Appends to the log before the server listens (the first run's demo); the projector has
   * caught up with it when the first request arrives, so the first page is not empty.
   */
  beforeListen?: (store: EventStore) => Promise<void>;
  /** Tests only: the first wait before an alert mail the provider could not take is tried again. */
  alertMailRetryMs?: number;
}

/**
 * The one-process runtime: write-service, read-service and the built web client behind one
 * HTTP server, with the projector running beside them. The read tables and (unless
 * EVENTSTORE_URL names another) the event log share one database, and with it one pool.
 */
export async function startKamra(config: KamraConfig, options: StartOptions): Promise<Kamra> {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const stores = await openKamraStores(config);
  const { database, store } = stores;
  const projector = await startProjector({ store, database, logger: logger.child({ part: 'projector' }) });
  const db = readDb(database.pool);
  const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(db), ...config.readWait });
  const stopWaking = projector.onCheckpoint((position) => checkpoints.moved(position));
  if (options.beforeListen) {
    await options.beforeListen(store);
    await projector.caughtUp();
  }

  // Beside the projector: it judges a listing by the read tables once they include its approval.
  const priceFlags = await startPriceFlags({ store, database, checkpoints, logger: logger.child({ part: 'price-flags' }), now });
  const messaging = openMessaging(config, database.pool, logger.child({ part: 'messaging' }), now);
  const alerts = await startAlerts({
    store, database, checkpoints, logger: logger.child({ part: 'alerts' }), now,
    email: messaging.email, publicUrl: config.publicUrl, secret: config.authSecret,
    ...(options.alertMailRetryMs === undefined ? {} : { mailRetryDelayMs: options.alertMailRetryMs }),
  });
  const digests = startDailyDigests({
    db, publicUrl: config.publicUrl, secret: config.authSecret, hour: config.digestHour,
    logger: logger.child({ part: 'alert-digest' }), now,
  });

  const images = new PictureStore(openImageStore(config), config.uploadDir);
  // The write side's own index of picture hashes (it never reads the read tables), fed from the log.
  const pictureHashes = new PictureHashIndex();
  const pictureHashFeed = followPictureHashes(store, pictureHashes, logger.child({ part: 'picture-hashes' }));
  const duplicatePictures = await startDuplicatePictures({
    store, database, logger: logger.child({ part: 'duplicate-pictures' }), now, pictures: { index: pictureHashes, feed: pictureHashFeed },
  });
  // Uploads spooled by a process that crashed mid-request.
  await sweepStaleIncoming(config.uploadDir);
  const serveWeb = options.serveWeb ?? existsSync(path.join(WEB_DIST, 'index.html'));
  // One cache of search pages for the API and the results page's first view: both give the same answer.
  const searchPages = createSearchPageCache({ db, config, checkpoints, now });
  const app = createHttpApp({
    logger,
    authSecret: config.authSecret,
    adminEmails: config.adminEmails,
    rateLimits: config.rateLimits,
    trustedProxies: config.trustedProxies,
    rateLimitPool: database.pool,
    translateError: translateWriteErrors,
    refusalPage: unsubscribeRefusalPage,
    rawBodyPaths: [PAYMENT_WEBHOOK_PATH],
    async readiness() {
      const status = await projector.status();
      return {
        ready: status.running,
        details: { projector: { running: status.running, lag: status.lag, checkpoint: status.checkpoint && formatPosition(status.checkpoint) } },
      };
    },
    mount(app) {
      app.use(createWriteRouter({ store, config, logger, images, pictureHashes, pool: database.pool, now }));
      app.use(createReadRouter({ db, config, logger, now, checkpoints, searchPages }));
    },
    mountFallback(app) {
      if (!serveWeb) return;
      serveWebClient(app, WEB_DIST, pageRoutes({
        db, now, logger: logger.child({ part: 'pages' }), origin: config.publicUrl, webDist: WEB_DIST, searchPages,
        covers: images.storage, shareDir: path.join(config.dataDir, 'share-pictures'),
      }));
    },
  });
  const http = await serveHttp(app, config, logger);
  logger.info({ port: http.port, embedded: database.embedded }, 'kamra listening');
  return {
    url: `http://127.0.0.1:${http.port}`,
    server: http.server,
    metricsPort: http.metrics?.port ?? null,
    store,
    db,
    projector,
    priceFlags,
    alerts,
    database,
    async close() {
      // Requests first: a command in flight may still append, and a query may wait on the projector.
      await http.stop();
      await discardSpooledUploads();
      await priceFlags.stop();
      await alerts.stop();
      digests.stop();
      stopWaking();
      checkpoints.close();
      await duplicatePictures.stop();
      await pictureHashFeed.stop();
      await projector.stop();
      await stores.close();
    },
  };
}
