import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPosition } from '@kamra/eventstore';
import { createHttpApp, createLogger, databaseLocation, exitOnSignals, loadConfig, openDatabase, openImageStore, serveHttp } from '@kamra/platform';
import { readCheckpoint, readDb, waitForReadTables } from '@kamra/read-model';
import { createReadRouter, createSearchPageCache } from './app.js';
import { CheckpointWatch } from './checkpoint-watch.js';
import { listenForCheckpoints } from './checkpoint-notifications.js';
import { pageRoutes } from './pages/page-routes.js';

/**
 * read-service on its own: DATABASE_URL names the read tables the projector fills. The
 * projector migrates them; this service waits until it has.
 */
const logger = createLogger('read-service');
const config = loadConfig();
const database = await openDatabase(databaseLocation(config.databaseUrl, path.join(config.dataDir, 'pglite')));
await waitForReadTables(database.pool, { onWait: () => logger.info('waiting for the projector to migrate the read tables') });
const db = readDb(database.pool);
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'));
const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(db), ...config.readWait });
// The projector is another process: on a real Postgres its commits wake us by NOTIFY.
const checkpointNotices = database.embedded ? null : listenForCheckpoints(database.pool, checkpoints, logger);
// One cache of search pages for the API and the results page's first view: both give the same answer.
const searchPages = createSearchPageCache({ db, config, checkpoints, now: () => new Date() });
const app = createHttpApp({
  logger,
  authSecret: config.authSecret,
  adminEmails: config.adminEmails,
  rateLimits: config.rateLimits,
  trustedProxies: config.trustedProxies,
  rateLimitPool: database.pool,
  async readiness() {
    // Without the log this service cannot count lag in events; it reports the checkpoint.
    const checkpoint = await readCheckpoint(db);
    return { ready: true, details: { projector: { checkpoint: checkpoint && formatPosition(checkpoint) } } };
  },
  mount(app) {
    app.use(createReadRouter({ db, config, logger, now: () => new Date(), checkpoints, searchPages }));
  },
  mountFallback(app) {
    // Pages (heads, statuses, share pictures, robots.txt, the sitemap) when the built client is
    // here: the reverse proxy sends every path that is not a file of the client to this service.
    if (!existsSync(path.join(webDist, 'index.html'))) return;
    app.use(pageRoutes({
      db, now: () => new Date(), searchPages, logger: logger.child({ part: 'pages' }), origin: config.publicUrl, webDist,
      covers: openImageStore(config), shareDir: path.join(config.dataDir, 'share-pictures'),
    }));
  },
});
const http = await serveHttp(app, config, logger);
logger.info({ port: http.port }, 'read-service listening');
exitOnSignals(logger, config.shutdownGraceMs, async () => {
  await http.stop();
  checkpoints.close();
  // Its connection is held for the life of the process: the pool would wait for it forever.
  await checkpointNotices?.close();
  await database.close();
});
