/**
 * npm run seed: a living demo site. Users, a few thousand listings across the famous cities
 * and beyond (every kind and status, some boosted, some deleted; reported, flagged as
 * duplicates, closed, expired and renewed ones too) with generated pictures,
 * appended to the event log as the write side would record them, then projected.
 */
import { randomUUID } from 'node:crypto';
import { listingStream, userStream } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { createLogger, loadConfig } from '@kamra/platform';
import { openKamraStores, startProjector } from '@kamra/projector';
import { ImageStore } from '@kamra/write-service';
import { createDemoImages } from './seed/demo-images.js';
import { demoListing, type DemoStep, type DemoUser } from './seed/demo-listings.js';
import { FIRST_NAMES, LAST_NAMES } from './seed/demo-people.js';
import { metadataFor, recorded, type EventActor } from './seed/listing-events.js';
import { SeededRandom } from './seed/seeded-random.js';
import { DemoPictureOwners, withLifecycle } from './seed/demo-lifecycle.js';

const LISTINGS = Number(process.env.SEED_LISTINGS ?? 3000);
const USERS = 400;
const PICTURES = 20;
const DAY = 86_400_000;
/** A stream outside the product's categories: its presence means this log was seeded. */
const MARKER_STREAM = 'seed-demo';

const config = loadConfig();
const logger = createLogger('seed');
const stores = await openKamraStores(config).catch((error: unknown) => {
  console.error(`Could not open the database: ${String(error)}`);
  console.error('The embedded database serves one process at a time: stop the app (npm start) first.');
  process.exit(1);
});
const { database, store } = stores;

if ((await store.readStream(MARKER_STREAM)).revision !== null) {
  console.error('This event log was seeded already; seeding twice would double the demo data. Use a fresh DATA_DIR to seed again.');
  process.exit(1);
}

const random = new SeededRandom(2025);
const now = new Date();
const started = Date.now();

async function registerUser(store: EventStore, user: DemoUser & { email: string }, at: Date): Promise<void> {
  await store.appendToStream(userStream(user.id), [{
    type: 'UserRegistered', data: { userId: user.id, name: user.name, email: user.email, picture: null }, metadata: metadataFor({ id: user.id, role: 'user' }, at),
  }], { expectedRevision: 'no_stream' });
}

const adminEmail = config.adminEmails[0] ?? 'admin@kamra.pk';
const adminUser = { id: randomUUID(), name: 'Kamra Admin', email: adminEmail };
await registerUser(store, adminUser, new Date(now.getTime() - 120 * DAY));
const admin: EventActor = { id: adminUser.id, role: 'admin' };

const users: DemoUser[] = [];
for (let n = 0; n < USERS; n++) {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const user = { id: randomUUID(), name, email: `${name.toLowerCase().replace(/\s+/g, '.')}.${n}@example.pk` };
  await registerUser(store, user, new Date(now.getTime() - random.int(61, 365) * DAY));
  users.push(user);
  if (random.chance(0.2)) {
    await store.appendToStream(userStream(user.id), [{ type: 'UserVerified', data: { userId: user.id }, metadata: metadataFor(admin, now) }], { expectedRevision: 'any' });
  }
}
process.stderr.write(`${users.length + 1} users\n`);

const pictures = await createDemoImages(new ImageStore(config.uploadDir), PICTURES, random);
process.stderr.write(`${pictures.length} pictures in ${config.uploadDir}\n`);

const lives: DemoStep[][] = Array.from({ length: LISTINGS }, (_, n) => {
  const lister = random.pick(users);
  // One in twelve lived 60 to 120 days earlier, so the demo has expired (and renewed) listings.
  const livedBefore = n % 12 === 0 ? new Date(now.getTime() - random.int(60, 120) * DAY) : now;
  return withLifecycle(random, demoListing(random, randomUUID(), lister, admin, pictures, livedBefore), users, admin, now);
});
// Oldest first, so the log reads roughly like the site's history.
lives.sort((a, b) => (a[0]?.at.getTime() ?? 0) - (b[0]?.at.getTime() ?? 0));
// Pending listings reusing another owner's picture are flagged with their submission, as the write side does.
const pictureOwners = new DemoPictureOwners();
for (const steps of lives) {
  const flag = pictureOwners.flagFor(random, steps);
  if (flag) steps.splice(1, 0, flag);
}
let events = 0;
for (const [index, steps] of lives.entries()) {
  const first = steps[0];
  if (!first) continue;
  await store.appendToStream(listingStream(first.event.data.listingId), steps.map((step) => recorded(step.event, step.actor, step.at)), { expectedRevision: 'no_stream' });
  events += steps.length;
  if ((index + 1) % 500 === 0) process.stderr.write(`${index + 1}/${LISTINGS} listings\n`);
}
await store.appendToStream(MARKER_STREAM, [{ type: 'DemoSeeded', data: { listings: LISTINGS, users: USERS }, metadata: metadataFor({ id: adminUser.id, role: 'system' }, now) }], { expectedRevision: 'no_stream' });
process.stderr.write(`${LISTINGS} listings (${events} events); projecting...\n`);

const projector = await startProjector({ store, database, logger });
await projector.caughtUp();
await projector.stop();
await stores.close();
process.stderr.write(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in as ${adminEmail} (dev sign-in) to moderate.\n`);
process.exit(0);
