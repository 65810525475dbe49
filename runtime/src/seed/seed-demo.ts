/**
 * A living demo site in the event log: users, listings across the famous cities and beyond
 * (every kind and status, some boosted, some deleted; reported, flagged as duplicates, closed,
 * expired and renewed ones too) with generated pictures, reviews and blogs, appended as the
 * write side would record them. The projector turns them into read tables afterwards.
 *
 * Every demo person has the id the dev sign-in gives their email, so signing in as one of them
 * shows their own listings.
 */
import { randomUUID } from 'node:crypto';
import { blogStream, listingStream, reviewStream, userStream } from '@kamra/contracts/events';
import type { EventStore } from '@kamra/eventstore';
import { userIdOf, type PictureStore } from '@kamra/write-service';
import { createDemoImages } from './demo-images.js';
import { demoListing, type DemoStep, type DemoUser } from './demo-listings.js';
import { FIRST_NAMES, LAST_NAMES } from './demo-people.js';
import { metadataFor, recorded, type EventActor } from './listing-events.js';
import { SeededRandom } from './seeded-random.js';
import { DemoPictureOwners, withLifecycle } from './demo-lifecycle.js';
import { DEMO_BLOG_COUNT, DEMO_REVIEWS, demoBlogs, demoReview } from './demo-community.js';

const DAY = 86_400_000;
/** A stream outside the product's categories: its presence means this log was seeded. */
export const DEMO_MARKER_STREAM = 'seed-demo';
/** The demo lister everyone can sign in as; they own the first listings. */
export const DEMO_LISTER_EMAIL = 'lister@kamra.pk';

export interface DemoSize {
  listings: number;
  users: number;
  /** Distinct generated room pictures, reused across listings. */
  pictures: number;
}

/** What `npm run seed` fills: a few thousand listings. */
export const FULL_DEMO: DemoSize = { listings: 3000, users: 400, pictures: 20 };

export interface SeedDemoOptions {
  store: EventStore;
  /** Where the demo's pictures are stored (UPLOAD_DIR or the bucket). */
  images: PictureStore;
  /** Signs in as the demo's admin; must be one of ADMIN_EMAILS to moderate. */
  adminEmail: string;
  size: DemoSize;
  now?: Date;
  /** Progress for a person watching (stderr in the CLI). */
  progress?: (line: string) => void;
}

export interface SeededDemo {
  adminEmail: string;
  listerEmail: string;
  listings: number;
  users: number;
  events: number;
}

/** Whether this log holds a demo already: seeding twice would double it. */
export async function isSeeded(store: EventStore): Promise<boolean> {
  return (await store.readStream(DEMO_MARKER_STREAM)).revision !== null;
}

const devUser = (name: string, email: string) => ({ id: userIdOf({ provider: 'dev', email }), name, email });

export async function seedDemo(options: SeedDemoOptions): Promise<SeededDemo> {
  const { store, size, adminEmail } = options;
  const progress = options.progress ?? (() => undefined);
  const now = options.now ?? new Date();
  const random = new SeededRandom(2025);
  let events = 0;

  async function registerUser(user: DemoUser & { email: string }, at: Date): Promise<void> {
    await store.appendToStream(userStream(user.id), [{
      type: 'UserRegistered', data: { userId: user.id, name: user.name, email: user.email, picture: null }, metadata: metadataFor({ id: user.id, role: 'user' }, at),
    }], { expectedRevision: 'no_stream' });
    events += 1;
  }

  const adminUser = devUser('Kamra Admin', adminEmail);
  await registerUser(adminUser, new Date(now.getTime() - 120 * DAY));
  const admin: EventActor = { id: adminUser.id, role: 'admin' };

  const users: (DemoUser & { email: string })[] = [];
  for (let n = 0; n < Math.max(1, size.users); n++) {
    const name = n === 0 ? 'Ayesha Khan' : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const email = n === 0 ? DEMO_LISTER_EMAIL : `${name.toLowerCase().replace(/\s+/g, '.')}.${n}@example.pk`;
    const user = devUser(name, email);
    await registerUser(user, new Date(now.getTime() - random.int(61, 365) * DAY));
    users.push(user);
    if (random.chance(0.2)) {
      await store.appendToStream(userStream(user.id), [{ type: 'UserVerified', data: { userId: user.id }, metadata: metadataFor(admin, now) }], { expectedRevision: 'any' });
      events += 1;
    }
  }
  progress(`${users.length + 1} users`);

  const pictures = await createDemoImages(options.images, Math.max(1, size.pictures), random);
  progress(`${pictures.length} pictures`);

  const [lister] = users;
  const lives: DemoStep[][] = Array.from({ length: size.listings }, (_, n) => {
    // The demo lister owns the first few, so signing in as them shows a full "my listings".
    const owner = n < 4 && lister ? lister : random.pick(users);
    // One in twelve lived 60 to 120 days earlier, so the demo has expired (and renewed) listings.
    const livedBefore = n % 12 === 0 ? new Date(now.getTime() - random.int(60, 120) * DAY) : now;
    return withLifecycle(random, demoListing(random, randomUUID(), owner, admin, pictures, livedBefore), users, admin, now);
  });
  // Oldest first, so the log reads roughly like the site's history.
  lives.sort((a, b) => (a[0]?.at.getTime() ?? 0) - (b[0]?.at.getTime() ?? 0));
  // Pending listings reusing another owner's picture are flagged with their submission, as the write side does.
  const pictureOwners = new DemoPictureOwners();
  for (const steps of lives) {
    const flag = pictureOwners.flagFor(random, steps);
    if (flag) steps.splice(1, 0, flag);
  }
  for (const [index, steps] of lives.entries()) {
    const first = steps[0];
    if (!first) continue;
    await store.appendToStream(listingStream(first.event.data.listingId), steps.map((step) => recorded(step.event, step.actor, step.at)), { expectedRevision: 'no_stream' });
    events += steps.length;
    if ((index + 1) % 500 === 0) progress(`${index + 1}/${size.listings} listings`);
  }

  for (const [index, comment] of DEMO_REVIEWS.entries()) {
    const reviewer = random.pick(users);
    const review = demoReview(randomUUID(), reviewer.id, comment);
    const at = new Date(now.getTime() - (DEMO_REVIEWS.length - index) * 3 * DAY);
    await store.appendToStream(reviewStream(review.data.reviewId), [{ ...review, metadata: metadataFor({ id: reviewer.id, role: 'user' }, at) }], { expectedRevision: 'no_stream' });
    events += 1;
  }
  const blogIds = Array.from({ length: DEMO_BLOG_COUNT }, () => randomUUID());
  for (const [index, blog] of demoBlogs(blogIds, pictures).entries()) {
    const at = new Date(now.getTime() - (DEMO_BLOG_COUNT - index) * 7 * DAY);
    await store.appendToStream(blogStream(blog.data.blogId), [{ ...blog, metadata: metadataFor(admin, at) }], { expectedRevision: 'no_stream' });
    events += 1;
  }

  await store.appendToStream(DEMO_MARKER_STREAM, [{
    type: 'DemoSeeded', data: { listings: size.listings, users: users.length }, metadata: metadataFor({ id: adminUser.id, role: 'system' }, now),
  }], { expectedRevision: 'no_stream' });
  progress(`${size.listings} listings, ${DEMO_REVIEWS.length} reviews, ${DEMO_BLOG_COUNT} blogs (${events} events)`);
  return { adminEmail, listerEmail: lister?.email ?? DEMO_LISTER_EMAIL, listings: size.listings, users: users.length, events };
}
