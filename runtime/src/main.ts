import { createLogger, exitOnSignals, loadConfig, openImageStore } from '@kamra/platform';
import { PictureStore } from '@kamra/write-service';
import { firstRunDemoSize, isNewEmbeddedDataDir, withDemoAdmin } from './first-run.js';
import { startKamra } from './kamra.js';
import { DEMO_LISTER_EMAIL, isSeeded, seedDemo } from './seed/seed-demo.js';

const logger = createLogger();
try {
  const config = withDemoAdmin(loadConfig());
  const demo = isNewEmbeddedDataDir(config) ? firstRunDemoSize(process.env) : null;
  const kamra = await startKamra(config, {
    logger,
    beforeListen: demo === null ? undefined : async (store) => {
      const started = Date.now();
      logger.info(`A new data directory (${config.dataDir}): seeding a demo of ${demo.listings} listings first (KAMRA_DEMO=0 starts empty)`);
      const seeded = await seedDemo({ store, images: new PictureStore(openImageStore(config), config.uploadDir), adminEmail: config.adminEmails[0] ?? 'admin@kamra.pk', size: demo });
      logger.info({ listings: seeded.listings, users: seeded.users, events: seeded.events, seconds: (Date.now() - started) / 1000 }, 'demo seeded');
    },
  });
  logger.info(`Kamra is running at ${config.publicUrl}`);
  if (config.devSignIn && (await isSeeded(kamra.store))) {
    const [admin = 'an email of ADMIN_EMAILS'] = config.adminEmails;
    logger.info(`Demo site: "Login with Google" opens the dev sign-in; sign in as ${admin} to moderate, or as ${DEMO_LISTER_EMAIL} to see a lister's listings`);
  }
  exitOnSignals(logger, config.shutdownGraceMs, () => kamra.close());
} catch (error) {
  logger.fatal({ err: error }, 'Kamra could not start');
  process.exit(1);
}
