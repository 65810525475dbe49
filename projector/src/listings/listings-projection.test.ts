import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { formatPosition } from '@kamra/eventstore';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { listingHistory, userHistory } from '../testing/decided-events.js';
import {
  accessorySubmitted, approves, deletes, lister, rejects, roommateSubmitted, roomSubmitted, submits,
} from './listing-fixtures.js';

const submittedAt = '2025-03-01T09:00:00.000Z';
const decidedAt = '2025-03-02T10:00:00.000Z';
const submitted = submits(roomSubmitted('l1', 'user-1', submittedAt));
const approved = approves('l1', 'admin-1', decidedAt);
const rejected = rejects('l1', 'admin-1', 'Blurry pictures', decidedAt);

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
    const history = listingHistory('l1', submitted);
    const db = await spec.given(...history);
    expect(await listingRow(db)).toMatchObject({
      id: 'l1', kind: 'room', owner_id: 'user-1', status: 'pending', deleted: false, city: 'lahore', amount: 25000,
      furnished: true, carpeted: true, internet: true, bills: false, shared_kitchen: true, shared_bathroom: false,
      max_roommate: 2, boosted_until: null, approved_at: null, rejection_reason: null, submitted_at: new Date(submittedAt),
    });
    expect(await trail(db)).toEqual([
      { revision: 0, position: history[0] && formatPosition(history[0].position), type: 'ListingSubmitted', actor_id: 'user-1', actor_role: 'user', at: new Date(submittedAt), reason: null, details: { kind: 'room' } },
    ]);
  });

  it('a roommate ad fills the lifestyle columns', async () => {
    const db = await spec.given(...listingHistory('l2', submits(roommateSubmitted('l2', 'user-1', submittedAt))));
    expect(await listingRow(db, 'l2')).toMatchObject({
      kind: 'roommate', city: 'islamabad', gender: 'Male', occupation: 'Engineer', age: 30, non_smoker: true, no_pets: false, bills: true, amount: 18000,
    });
  });

  it('an accessory keeps its product name and price', async () => {
    const db = await spec.given(...listingHistory('l3', submits(accessorySubmitted('l3', 'user-1', submittedAt))));
    expect(await listingRow(db, 'l3')).toMatchObject({ kind: 'accessory', name: 'Wooden study table', amount: 4500, city: 'karachi', max_roommate: null });
  });

  // Moderation is final (the decider refuses approve after reject), so an approval follows only a submission.
  it('an approval records the approver in the trail and the time of approval on the listing', async () => {
    const db = await spec.given(...listingHistory('l1', submitted, approved));
    expect(await listingRow(db)).toMatchObject({ status: 'approved', rejection_reason: null, approved_at: new Date(decidedAt) });
    expect((await trail(db)).map((entry) => [entry.type, entry.actor_id, entry.actor_role])).toEqual([
      ['ListingSubmitted', 'user-1', 'user'],
      ['ListingApproved', 'admin-1', 'admin'],
    ]);
  });

  it('a rejection keeps its reason on the listing and in the trail', async () => {
    const history = listingHistory('l1', submitted, rejected);
    const [, rejection] = history;
    const db = await spec.given(...history);
    expect(await listingRow(db)).toMatchObject({ status: 'rejected', rejection_reason: 'Blurry pictures' });
    expect((await trail(db))[1]).toMatchObject({ type: 'ListingRejected', reason: 'Blurry pictures', position: rejection && formatPosition(rejection.position) });
  });

  it('a deleted listing is marked, not removed, so its trail stays readable', async () => {
    const db = await spec.given(...listingHistory('l1', submitted, approved, deletes('l1', { id: 'admin-1', isAdmin: true }, '2025-03-04T10:00:00.000Z')));
    expect(await listingRow(db)).toMatchObject({ deleted: true, status: 'approved' });
    expect((await trail(db))[2]).toMatchObject({ type: 'ListingDeleted', details: { by: 'admin' } });
  });

  it('a boost sets the boost end from the event', async () => {
    const paidAt = '2025-03-02T10:00:00.000Z';
    const until = '2025-03-09T10:00:00.000Z';
    const boosted = {
      command: { type: 'BoostListing' as const, listingId: 'l1', requesterId: 'user-1', package: 'standard' as const, sessionId: 'cs_1', now: paidAt },
      actor: lister('user-1'), at: paidAt,
    };
    const db = await spec.given(...listingHistory('l1', submitted, approved, boosted));
    expect(await listingRow(db)).toMatchObject({ boosted_until: new Date(until) });
    expect((await trail(db))[2]).toMatchObject({ type: 'ListingBoosted', details: { package: 'standard', days: 7, until } });
  });

  it('the same event applied twice leaves one row and one trail entry', async () => {
    // Delivery is at least once: the projector may see an event it has already applied.
    const history = listingHistory('l1', submitted);
    const db = await spec.given(...history, ...history);
    expect(await db.selectFrom('listings').select('id').execute()).toEqual([{ id: 'l1' }]);
    expect(await trail(db)).toHaveLength(1);
  });

  it('events of other streams add no listing', async () => {
    const registered = userHistory('u', {
      command: { type: 'SignIn', userId: 'u', name: 'Ali', email: 'ali@example.pk', picture: null }, actor: lister('u'), at: submittedAt,
    });
    const db = await spec.given(...registered);
    expect(await db.selectFrom('listings').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('listing_history').select('listing_id').execute()).toEqual([]);
  });
});
