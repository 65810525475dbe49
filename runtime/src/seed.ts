/**
 * npm run seed: a living demo site of a few thousand listings (see seed/seed-demo.ts) in the
 * configured log, then projected. `npm start` seeds a smaller one by itself on a new embedded
 * data directory; this fills any configuration, a real Postgres included.
 */
import { createLogger, loadConfig, openImageStore } from '@kamra/platform';
import { openKamraStores, startProjector } from '@kamra/projector';
import { PictureStore } from '@kamra/write-service';
import { FULL_DEMO, isSeeded, seedDemo } from './seed/seed-demo.js';

const config = loadConfig();
const logger = createLogger('seed');
const stores = await openKamraStores(config).catch((error: unknown) => {
  console.error(`Could not open the database: ${String(error)}`);
  console.error('The embedded database serves one process at a time: stop the app (npm start) first.');
  process.exit(1);
});
const { database, store } = stores;

if (await isSeeded(store)) {
  console.error('This event log was seeded already; seeding twice would double the demo data. Use a fresh DATA_DIR to seed again.');
  process.exit(1);
}

const started = Date.now();
const seeded = await seedDemo({
  store,
  images: new PictureStore(openImageStore(config), config.uploadDir),
  adminEmail: config.adminEmails[0] ?? 'admin@kamra.pk',
  size: { ...FULL_DEMO, listings: Number(process.env.SEED_LISTINGS ?? FULL_DEMO.listings) },
  progress: (line) => process.stderr.write(`${line}\n`),
});
process.stderr.write('projecting...\n');
const projector = await startProjector({ store, database, logger });
await projector.caughtUp();
await projector.stop();
await stores.close();
process.stderr.write(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in as ${seeded.adminEmail} (dev sign-in) to moderate, or as ${seeded.listerEmail} to see a lister's listings.\n`);
process.exit(0);
