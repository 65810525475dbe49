import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { isKurrentUrl, openEventStore, type EventStore } from '@kamra/eventstore';
import {
  databaseLocation,
  errorHandler,
  notFoundApi,
  openDatabase,
  requestContext,
  resolveActor,
  type Database,
  type KamraConfig,
  type Logger,
} from '@kamra/platform';
import { migrateReadTables, projections, Projector, READ_SCHEMA, readDb, type ReadDb } from '@kamra/projector';
import { createReadRouter } from '@kamra/read-service';
import { createWriteRouter, ImageStore, translateWriteErrors } from '@kamra/write-service';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface Kamra {
  url: string;
  server: Server;
  store: EventStore;
  db: ReadDb;
  projector: Projector;
  database: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  logger: Logger;
  now?: () => Date;
  /** Serve the built web client (default true when web/dist exists). */
  serveWeb?: boolean;
}

/**
 * The one-process runtime: write-service, read-service and the built web client behind one
 * HTTP server, with the projector running beside them. The read tables and (unless
 * EVENTSTORE_URL names another) the event log share one database, and with it one pool.
 */
export async function startKamra(config: KamraConfig, options: StartOptions): Promise<Kamra> {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const readLocation = databaseLocation(config.databaseUrl, path.join(config.dataDir, 'pglite'));
  const database = await openDatabase(readLocation);
  const separateLog = config.eventStoreUrl !== undefined && !isKurrentUrl(config.eventStoreUrl) && config.eventStoreUrl !== config.databaseUrl;
  const logDatabase = separateLog ? await openDatabase(databaseLocation(config.eventStoreUrl, '')) : database;
  const store = await openEventStore(config.eventStoreUrl, logDatabase.pool);
  await migrateReadTables(database.pool, READ_SCHEMA);
  const db = readDb(database.pool);
  const projector = new Projector({ store, db, projections, logger: logger.child({ part: 'projector' }) });
  await projector.start();

  const images = new ImageStore(config.uploadDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestContext(logger));
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.get('/readyz', async (_req, res) => {
    const status = await projector.status();
    res.status(status.running ? 200 : 503).json({
      ok: status.running,
      projector: { running: status.running, lag: status.lag, checkpoint: status.checkpoint && `${status.checkpoint.major}.${status.checkpoint.minor}` },
    });
  });
  app.use(express.json({ limit: '100kb' }));
  app.use(resolveActor({ authSecret: config.authSecret, adminEmails: config.adminEmails }));
  app.use(createWriteRouter({ store, config, logger, images, now }));
  app.use(createReadRouter({ db, config, logger, now }));
  app.use(['/api', '/auth'], notFoundApi);
  if (options.serveWeb ?? existsSync(path.join(WEB_DIST, 'index.html'))) {
    app.use(express.static(WEB_DIST, { index: false, maxAge: '1h' }));
    // The client routes every other path itself (including its 404 page).
    app.get('/{*path}', (_req, res) => void res.sendFile(path.join(WEB_DIST, 'index.html')));
  }
  app.use(errorHandler(logger, translateWriteErrors));

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, embedded: database.embedded }, 'kamra listening');
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    store,
    db,
    projector,
    database,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await projector.stop();
      await store.close();
      await db.destroy().catch(() => undefined);
      if (logDatabase !== database) await logDatabase.close();
      await database.close();
    },
  };
}
