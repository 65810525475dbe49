import { describe, expect, it } from 'vitest';
import { accessorySubmitted, metadataOf, projectedOf, roommateSubmitted, roomSubmitted } from './listing-fixtures.js';
import { listingsProjection } from './listings-projection.js';

const owner = metadataOf('user-1', 'user', '2025-03-01T09:00:00.000Z');
const admin = metadataOf('admin-1', 'admin', '2025-03-02T10:00:00.000Z');

describe('listingsProjection', () => {
  it('inserts a submitted room as pending, with its filter columns and normalised city', () => {
    const [listing, history] = listingsProjection.project(projectedOf(roomSubmitted('l1', 'user-1', '2025-03-01T09:00:00.000Z'), owner));
    expect(listing).toMatchObject({
      op: 'insert', table: 'listings', key: ['id'],
      row: {
        id: 'l1', kind: 'room', owner_id: 'user-1', status: 'pending', deleted: false, city: 'lahore', amount: 25000,
        furnished: true, carpeted: true, internet: true, bills: false, shared_kitchen: true, shared_bathroom: false,
        max_roommate: 2, boosted_until: null, submitted_at: '2025-03-01T09:00:00.000Z',
      },
    });
    expect(history).toMatchObject({
      op: 'insert', table: 'listing_history', key: ['listing_id', 'revision'],
      row: { listing_id: 'l1', revision: 0, position: '1.1', type: 'ListingSubmitted', actor_id: 'user-1', actor_role: 'user', reason: null },
    });
  });

  it('maps roommate preferences onto lifestyle columns', () => {
    const [listing] = listingsProjection.project(projectedOf(roommateSubmitted('l2', 'user-1', '2025-03-01T09:00:00.000Z'), owner));
    expect(listing).toMatchObject({
      row: { kind: 'roommate', city: 'islamabad', gender: 'Male', occupation: 'Engineer', age: 30, non_smoker: true, no_pets: false, bills: true, amount: 18000 },
    });
  });

  it('keeps the product name and price of an accessory', () => {
    const [listing] = listingsProjection.project(projectedOf(accessorySubmitted('l3', 'user-1', '2025-03-01T09:00:00.000Z'), owner));
    expect(listing).toMatchObject({ row: { kind: 'accessory', name: 'Wooden study table', amount: 4500, city: 'karachi', max_roommate: null } });
  });

  it('records the approver and clears any earlier rejection reason', () => {
    const changes = listingsProjection.project(projectedOf({ type: 'ListingApproved', data: { listingId: 'l1' } }, admin, 1n, { major: 2n, minor: 7n }));
    expect(changes).toEqual([
      { op: 'update', table: 'listings', where: { id: 'l1' }, set: { status: 'approved', rejection_reason: null, approved_at: admin.occurredAt, expires_at: '2025-05-01T10:00:00.000Z', updated_at: admin.occurredAt } },
      {
        op: 'insert', table: 'listing_history', key: ['listing_id', 'revision'],
        row: { listing_id: 'l1', revision: 1, position: '2.7', type: 'ListingApproved', actor_id: 'admin-1', actor_role: 'admin', at: admin.occurredAt, reason: null, details: {} },
      },
    ]);
  });

  it('keeps the reason of a rejection on the listing and in the trail', () => {
    const [listing, history] = listingsProjection.project(projectedOf({ type: 'ListingRejected', data: { listingId: 'l1', reason: 'Blurry pictures' } }, admin, 1n));
    expect(listing).toMatchObject({ set: { status: 'rejected', rejection_reason: 'Blurry pictures' } });
    expect(history).toMatchObject({ row: { type: 'ListingRejected', reason: 'Blurry pictures' } });
  });

  it('marks a deleted listing instead of removing it, so its trail stays readable', () => {
    const [listing, reports, history] = listingsProjection.project(projectedOf({ type: 'ListingDeleted', data: { listingId: 'l1', by: 'admin' } }, admin, 2n));
    expect(listing).toEqual({ op: 'update', table: 'listings', where: { id: 'l1' }, set: { deleted: true, updated_at: admin.occurredAt } });
    expect(reports).toEqual({ op: 'delete', table: 'listing_reports', where: { listing_id: 'l1' } });
    expect(history).toMatchObject({ row: { details: { by: 'admin' } } });
  });

  it('sets the boost end from the event', () => {
    const until = '2025-03-09T10:00:00.000Z';
    const boosted = {
      type: 'ListingBoosted' as const,
      data: { listingId: 'l1', package: 'standard' as const, days: 7, amount: 4500, currency: 'PKR' as const, until, sessionId: 'cs_1' },
    };
    const [listing, history] = listingsProjection.project(projectedOf(boosted, owner, 3n));
    expect(listing).toMatchObject({ set: { boosted_until: until } });
    expect(history).toMatchObject({ row: { details: { package: 'standard', days: 7, until } } });
  });

  it('ignores events of other streams', () => {
    const registered = { type: 'UserRegistered' as const, data: { userId: 'u', name: 'Ali', email: 'ali@example.pk', picture: null } };
    expect(listingsProjection.project(projectedOf(registered, owner))).toEqual([]);
  });
});

describe('listingsProjection beyond the spec (issue 17)', () => {
  const seeker = metadataOf('user-2', 'user', '2025-03-05T08:00:00.000Z');

  it('starts 60 days of visibility at the approval instant the event names', () => {
    const [listing] = listingsProjection.project(projectedOf({ type: 'ListingApproved', data: { listingId: 'l1', approvedAt: '2025-03-02T09:59:00.000Z' } }, admin, 1n));
    expect(listing).toMatchObject({ set: { expires_at: '2025-05-01T09:59:00.000Z' } });
  });

  it('keeps one open report row per reporter, and the reason in the trail with its reporter', () => {
    const event = { type: 'ListingReported' as const, data: { listingId: 'l1', reporterId: 'user-2', reason: 'other' as const, details: 'Fake photos', reportedAt: seeker.occurredAt } };
    const [report, history] = listingsProjection.project(projectedOf(event, seeker, 2n));
    expect(report).toEqual({
      op: 'upsert', table: 'listing_reports', key: ['listing_id', 'reporter_id'],
      row: { listing_id: 'l1', reporter_id: 'user-2', reason: 'other', details: 'Fake photos', reported_at: seeker.occurredAt },
    });
    expect(history).toMatchObject({ row: { type: 'ListingReported', actor_id: 'user-2', actor_role: 'user', details: { reportReason: 'other', text: 'Fake photos' } } });
  });

  it('removes every open report of the listing on dismissal', () => {
    const [reports, history] = listingsProjection.project(projectedOf({ type: 'ListingReportsDismissed', data: { listingId: 'l1', dismissed: 3 } }, admin, 3n));
    expect(reports).toEqual({ op: 'delete', table: 'listing_reports', where: { listing_id: 'l1' } });
    expect(history).toMatchObject({ row: { type: 'ListingReportsDismissed', actor_id: 'admin-1', details: { dismissed: 3 } } });
  });

  it('keeps the duplicate match on the listing, and names the system as the flagger in the trail', () => {
    const match = { picture: 'a.webp', matchingListingId: 'l9', matchingOwnerId: 'user-9', matchingPicture: 'b.webp', distance: 2 };
    const [listing, history] = listingsProjection.project(projectedOf({ type: 'ListingFlaggedAsDuplicate', data: { listingId: 'l1', ...match } }, owner, 1n));
    expect(listing).toEqual({ op: 'update', table: 'listings', where: { id: 'l1' }, set: { duplicate_of: match, updated_at: owner.occurredAt } });
    expect(history).toMatchObject({ row: { type: 'ListingFlaggedAsDuplicate', actor_id: null, actor_role: 'system', details: { duplicate: match } } });
  });

  it('records closing and renewal on the listing row', () => {
    const [closed] = listingsProjection.project(projectedOf({ type: 'ListingClosed', data: { listingId: 'l1', outcome: 'rented', closedAt: '2025-03-20T00:00:00.000Z' } }, owner, 4n));
    expect(closed).toMatchObject({ set: { closed_outcome: 'rented', closed_at: '2025-03-20T00:00:00.000Z' } });
    const [renewed, history] = listingsProjection.project(projectedOf({ type: 'ListingRenewed', data: { listingId: 'l1', renewedAt: '2025-04-28T00:00:00.000Z', visibleUntil: '2025-06-27T00:00:00.000Z' } }, owner, 5n));
    expect(renewed).toMatchObject({ set: { expires_at: '2025-06-27T00:00:00.000Z' } });
    expect(history).toMatchObject({ row: { type: 'ListingRenewed', actor_id: 'user-1', details: { visibleUntil: '2025-06-27T00:00:00.000Z' } } });
  });

  it('keeps the take-down reason of a deletion in the trail', () => {
    const rows = listingsProjection.project(projectedOf({ type: 'ListingDeleted', data: { listingId: 'l1', by: 'admin', reason: 'Scam reported 3 times' } }, admin, 6n));
    expect(rows.at(-1)).toMatchObject({ row: { type: 'ListingDeleted', reason: 'Scam reported 3 times', details: { by: 'admin' } } });
  });
});
