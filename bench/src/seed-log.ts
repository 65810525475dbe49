/**
 * Fills an empty event log with a realistic history, straight into the events table in large
 * transactions (appending one command at a time would take longer than the figures measured).
 * Listings are the seed's demo listings (submitted, reviewed, some boosted or deleted); users
 * register first and sign in at random times, interleaved with the listings by time.
 */
import type pg from 'pg';
import { listingStream, userStream } from '@kamra/contracts/events';
import type { ImageRef } from '@kamra/contracts/uploads';
import { demoListing, type DemoUser } from '../../runtime/src/seed/demo-listings.js';
import { metadataFor, type EventActor } from '../../runtime/src/seed/listing-events.js';
import { SeededRandom } from '../../runtime/src/seed/seeded-random.js';

export interface LogSize {
  /** Listings to submit; about 71% end approved and not deleted. */
  listings: number;
  /** Total events wanted: users' sign-ins fill what the listings leave. */
  events: number;
  users: number;
}

interface Pending {
  stream: string;
  type: string;
  data: Record<string, unknown>;
  actor: EventActor;
  at: Date;
}

const DAY = 86_400_000;
const CHUNK = 5000;

/**
 * Ids as the app makes them (UUIDs): the routes answer 404 to any other `:id` before a query
 * runs, so a bench with made-up ids would time the refusal, not the read.
 */
export function benchId(kind: 'user' | 'listing' | 'lag' | 'admin', n: number): string {
  const prefix = { user: '0000000a', listing: '0000000b', lag: '0000000c', admin: '0000000d' }[kind];
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export async function seedLog(pool: pg.Pool, size: LogSize, now = new Date()): Promise<{ events: number; publicListings: string[] }> {
  const random = new SeededRandom(16);
  const admin: EventActor = { id: benchId('admin', 0), role: 'admin' };
  const pictures: ImageRef[] = Array.from({ length: 12 }, (_, n) => ({ file: `pic${n}.webp`, thumb: `pic${n}-400.webp`, width: 1200, height: 900 }));
  const users: DemoUser[] = Array.from({ length: size.users }, (_, n) => ({ id: benchId('user', n), name: `Bench User ${n}` }));
  const start = new Date(now.getTime() - 61 * DAY);
  const registrations: Pending[] = users.map((user) => ({
    stream: userStream(user.id), type: 'UserRegistered', actor: { id: user.id, role: 'user' }, at: start,
    data: { userId: user.id, name: user.name, email: `${user.id}@bench.pk`, picture: null },
  }));
  const later: Pending[] = [];
  const publicListings: string[] = [];
  for (let n = 0; n < size.listings; n++) {
    const listingId = benchId('listing', n);
    const steps = demoListing(random, listingId, random.pick(users), admin, pictures, now);
    for (const step of steps) later.push({ stream: listingStream(listingId), type: step.event.type, data: step.event.data, actor: step.actor, at: step.at });
    const types = steps.map((step) => step.event.type);
    if (types.includes('ListingApproved') && !types.includes('ListingDeleted')) publicListings.push(listingId);
  }
  const signIns = Math.max(0, size.events - registrations.length - later.length);
  for (let n = 0; n < signIns; n++) {
    const user = random.pick(users);
    later.push({
      stream: userStream(user.id), type: 'UserSignedIn', actor: { id: user.id, role: 'user' },
      at: new Date(now.getTime() - random.next() * 60 * DAY), data: { userId: user.id, name: user.name, picture: null },
    });
  }
  later.sort((a, b) => a.at.getTime() - b.at.getTime());
  const all = [...registrations, ...later];
  const revisions = new Map<string, number>();
  for (let i = 0; i < all.length; i += CHUNK) {
    const rows = all.slice(i, i + CHUNK).map((event) => {
      const revision = revisions.get(event.stream) ?? 0;
      revisions.set(event.stream, revision + 1);
      return { stream_id: event.stream, revision, type: event.type, data: event.data, metadata: metadataFor(event.actor, event.at) };
    });
    // One transaction per chunk: the log reads in (transaction, position) order.
    await pool.query(
      `INSERT INTO events (stream_id, revision, type, data, metadata)
       SELECT stream_id, revision, type, data, metadata
       FROM jsonb_to_recordset($1::jsonb) AS x(stream_id text, revision bigint, type text, data jsonb, metadata jsonb)`,
      [JSON.stringify(rows)],
    );
  }
  return { events: all.length, publicListings };
}
