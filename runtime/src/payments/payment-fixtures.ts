/** Listings in each state and a signed-in owner, appended straight to the log, for the payment tests. */
import { randomUUID } from 'node:crypto';
import { checkoutStream, listingStream, type ListingEvent } from '@kamra/contracts/events';
import { messages } from '@kamra/contracts/messages';
import type { EventStore } from '@kamra/eventstore';
import { expect } from 'vitest';
import { appendListingEvent } from '../seed/listing-events.js';

export type ListingSetup = 'pending' | 'approved' | 'rejected' | 'deleted';

const picture = { file: 'cccccccccccccccccccccccccccccccc.webp', thumb: 'cccccccccccccccccccccccccccccccc-400.webp', width: 640, height: 480 };

/** An accessory of `ownerId` brought to `setup` the way the listing commands would. */
export async function listingIn(store: EventStore, ownerId: string, setup: ListingSetup, tagline = 'Study lamp, barely used'): Promise<string> {
  const listingId = randomUUID();
  const now = new Date();
  const owner = { id: ownerId, role: 'user' as const };
  const admin = { id: 'kamra-admin', role: 'admin' as const };
  const events: ListingEvent[] = [{
    type: 'ListingSubmitted',
    data: {
      listingId, ownerId, kind: 'accessory', pictures: [picture, picture, picture], profile: { kind: 'avatar', name: 'avatar-2' },
      submittedAt: now.toISOString(),
      fields: { tagline, name: 'Desk lamp', price: 1500, condition: 8, usageYear: 1, address: 'Gulberg III, Lahore', listerName: 'Ayesha Khan', phone: '0300 1234567' },
    },
  }];
  if (setup === 'approved' || setup === 'deleted') events.push({ type: 'ListingApproved', data: { listingId } });
  if (setup === 'rejected') events.push({ type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } });
  if (setup === 'deleted') events.push({ type: 'ListingDeleted', data: { listingId, by: 'owner' } });
  for (const event of events) {
    await appendListingEvent(store, event, event.type === 'ListingSubmitted' || event.type === 'ListingDeleted' ? owner : admin, now);
  }
  return listingId;
}

export async function eventTypesOf(store: EventStore, stream: string): Promise<string[]> {
  return (await store.readStream(stream)).events.map((event) => event.type);
}

export async function boostsOf(store: EventStore, listingId: string) {
  return (await store.readStream(listingStream(listingId))).events.filter((event) => event.type === 'ListingBoosted');
}

export const checkoutEvents = (store: EventStore, sessionId: string) => eventTypesOf(store, checkoutStream(sessionId));

type Person = { userId: string; token: string };
type StartWithKey = (person: Person, listingId: string, boostPackage: string, key: string) => Promise<Response>;

/**
 * What an Idempotency-Key promises a checkout, whichever provider stands behind it: the same
 * start sent again (one after another, or at once) answers one session and logs it once; the
 * key with another package is refused; another person's same key is theirs alone.
 * `sessionsMade` counts the sessions the provider made.
 */
export async function checkCheckoutKeys(store: EventStore, start: StartWithKey, owner: Person, other: Person, sessionsMade: () => Promise<number>): Promise<void> {
  const listingId = await listingIn(store, owner.userId, 'approved');
  const before = await sessionsMade();
  const key = `boost-${randomUUID()}`;
  const answers = await Promise.all([
    start(owner, listingId, 'basic', key),
    ...Array.from({ length: 5 }, () => start(owner, listingId, 'basic', key)),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
  const created = await Promise.all(answers.map(async (answer) => (await answer.json()) as { id: string; url: string }));
  const [first] = created;
  expect(new Set(created.map(({ id, url }) => `${id} ${url}`)).size).toBe(1);
  expect(await sessionsMade()).toBe(before + 1);
  expect(await eventTypesOf(store, checkoutStream(first?.id ?? ''))).toEqual(['CheckoutStarted']);

  const again = await start(owner, listingId, 'basic', key);
  expect(((await again.json()) as { id: string }).id).toBe(first?.id);

  const otherPackage = await start(owner, listingId, 'special', key);
  expect(otherPackage.status).toBe(422);
  expect(await otherPackage.json()).toEqual({ error: { code: 'idempotency_key_reused', message: messages.idempotencyKeyReused } });

  const theirListing = await listingIn(store, other.userId, 'approved');
  const theirs = await start(other, theirListing, 'basic', key);
  expect(theirs.status).toBe(201);
  expect(((await theirs.json()) as { id: string }).id).not.toBe(first?.id);
  expect(await sessionsMade()).toBe(before + 2);

  const malformed = await start(owner, listingId, 'basic', 'a key with spaces');
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ error: { code: 'bad_request', message: messages.idempotencyKeyInvalid } });
}
