import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { accessorySubmitted, metadataOf, projectedOf, roommateSubmitted, roomSubmitted } from './listing-fixtures.js';

const submittedAt = '2025-03-01T09:00:00.000Z';
const owner = metadataOf('user-1', 'user', submittedAt);
const admin = metadataOf('admin-1', 'admin', '2025-03-02T10:00:00.000Z');
const submitted = projectedOf(roomSubmitted('l1', 'user-1', submittedAt), owner, 0n, { major: 1n, minor: 1n });
const approved = projectedOf({ type: 'ListingApproved', data: { listingId: 'l1' } }, admin, 1n, { major: 2n, minor: 7n });
const rejected = projectedOf({ type: 'ListingRejected', data: { listingId: 'l1', reason: 'Blurry pictures' } }, admin, 1n, { major: 2n, minor: 1n });

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

const listingRow = (db: ReadDb, id = 'l1') => db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const trail = (db: ReadDb) =>
  db.selectFrom('listing_history').select(['revision', 'position', 'type', 'actor_id', 'actor_role', 'at', 'reason', 'details']).orderBy('revision').execute();

describe('listings projection: given listing events, then rows', () => {
  it('a submitted room is pending, with its filter columns and normalised city, and starts its trail', async () => {
    const db = await spec.given(submitted);
    expect(await listingRow(db)).toMatchObject({
      id: 'l1', kind: 'room', owner_id: 'user-1', status: 'pending', deleted: false, city: 'lahore', amount: 25000,
      furnished: true, carpeted: true, internet: true, bills: false, shared_kitchen: true, shared_bathroom: false,
      max_roommate: 2, boosted_until: null, approved_at: null, rejection_reason: null, submitted_at: new Date(submittedAt),
    });
    expect(await trail(db)).toEqual([
      { revision: 0, position: '1.1', type: 'ListingSubmitted', actor_id: 'user-1', actor_role: 'user', at: new Date(submittedAt), reason: null, details: { kind: 'room' } },
    ]);
  });

  it('a roommate ad fills the lifestyle columns', async () => {
    const db = await spec.given(projectedOf(roommateSubmitted('l2', 'user-1', submittedAt), owner));
    expect(await listingRow(db, 'l2')).toMatchObject({
      kind: 'roommate', city: 'islamabad', gender: 'Male', occupation: 'Engineer', age: 30, non_smoker: true, no_pets: false, bills: true, amount: 18000,
    });
  });

  it('an accessory keeps its product name and price', async () => {
    const db = await spec.given(projectedOf(accessorySubmitted('l3', 'user-1', submittedAt), owner));
    expect(await listingRow(db, 'l3')).toMatchObject({ kind: 'accessory', name: 'Wooden study table', amount: 4500, city: 'karachi', max_roommate: null });
  });

  it('an approval records the approver in the trail and clears an earlier rejection reason', async () => {
    const db = await spec.given(submitted, rejected, { ...approved, revision: 2n });
    expect(await listingRow(db)).toMatchObject({ status: 'approved', rejection_reason: null, approved_at: new Date(admin.occurredAt) });
    expect((await trail(db)).map((entry) => [entry.type, entry.actor_id, entry.actor_role])).toEqual([
      ['ListingSubmitted', 'user-1', 'user'],
      ['ListingRejected', 'admin-1', 'admin'],
      ['ListingApproved', 'admin-1', 'admin'],
    ]);
  });

  it('a rejection keeps its reason on the listing and in the trail', async () => {
    const db = await spec.given(submitted, rejected);
    expect(await listingRow(db)).toMatchObject({ status: 'rejected', rejection_reason: 'Blurry pictures' });
    expect((await trail(db))[1]).toMatchObject({ type: 'ListingRejected', reason: 'Blurry pictures', position: '2.1' });
  });

  it('a deleted listing is marked, not removed, so its trail stays readable', async () => {
    const deleted = projectedOf({ type: 'ListingDeleted', data: { listingId: 'l1', by: 'admin' } }, admin, 2n);
    const db = await spec.given(submitted, approved, deleted);
    expect(await listingRow(db)).toMatchObject({ deleted: true, status: 'approved' });
    expect((await trail(db))[2]).toMatchObject({ type: 'ListingDeleted', details: { by: 'admin' } });
  });

  it('a boost sets the boost end from the event', async () => {
    const until = '2025-03-09T10:00:00.000Z';
    const boosted = projectedOf({
      type: 'ListingBoosted',
      data: { listingId: 'l1', package: 'standard', days: 7, amount: 4500, currency: 'PKR', until, sessionId: 'cs_1' },
    }, owner, 2n);
    const db = await spec.given(submitted, approved, boosted);
    expect(await listingRow(db)).toMatchObject({ boosted_until: new Date(until) });
    expect((await trail(db))[2]).toMatchObject({ type: 'ListingBoosted', details: { package: 'standard', days: 7, until } });
  });

  it('the same event applied twice leaves one row and one trail entry', async () => {
    const db = await spec.given(submitted, submitted);
    expect(await db.selectFrom('listings').select('id').execute()).toEqual([{ id: 'l1' }]);
    expect(await trail(db)).toHaveLength(1);
  });

  it('events of other streams add no listing', async () => {
    const registered = { type: 'UserRegistered' as const, data: { userId: 'u', name: 'Ali', email: 'ali@example.pk', picture: null } };
    const db = await spec.given(projectedOf(registered, owner));
    expect(await db.selectFrom('listings').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('listing_history').select('listing_id').execute()).toEqual([]);
  });
});
