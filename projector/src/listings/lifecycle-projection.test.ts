/** The listing's lifecycle events (reports, duplicate flags, closing, renewal) as specifications: given these events, then these rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { accessorySubmitted, metadataOf, projectedOf } from './listing-fixtures.js';

const owner = metadataOf('user-1', 'user', '2025-03-01T09:00:00.000Z');
const admin = metadataOf('admin-1', 'admin', '2025-03-02T10:00:00.000Z');
const seeker = metadataOf('user-2', 'user', '2025-03-05T08:00:00.000Z');
const other = metadataOf('user-3', 'user', '2025-03-06T08:00:00.000Z');

const submitted = projectedOf(accessorySubmitted('l1', 'user-1', owner.occurredAt), owner, 0n);
const approved = projectedOf({ type: 'ListingApproved', data: { listingId: 'l1', approvedAt: admin.occurredAt } }, admin, 1n);
const reportedBy = (who: typeof seeker, revision: bigint, details: string | null = null) => projectedOf({
  type: 'ListingReported', data: { listingId: 'l1', reporterId: who.actorId ?? '', reason: details === null ? 'scam' : 'other', details, reportedAt: who.occurredAt },
}, who, revision);

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

const listingRow = (db: ReadDb) => db.selectFrom('listings').selectAll().where('id', '=', 'l1').executeTakeFirstOrThrow();
const openReports = (db: ReadDb) => db.selectFrom('listing_reports').select(['reporter_id', 'reason', 'details']).orderBy('reporter_id').execute();
const trail = (db: ReadDb) => db.selectFrom('listing_history').select(['type', 'actor_id', 'actor_role', 'reason', 'details']).orderBy('revision').execute();

describe('listings projection of the lifecycle after approval', () => {
  it('an approval starts 60 days of visibility', async () => {
    const db = await spec.given(submitted, approved);
    expect(await listingRow(db)).toMatchObject({ expires_at: new Date('2025-05-01T10:00:00.000Z'), closed_outcome: null, duplicate_of: null });
  });

  it('reports are open rows per reporter, with their reporter and reason in the trail', async () => {
    const db = await spec.given(submitted, approved, reportedBy(seeker, 2n), reportedBy(other, 3n, 'Fake photos'));
    expect(await openReports(db)).toEqual([
      { reporter_id: 'user-2', reason: 'scam', details: null },
      { reporter_id: 'user-3', reason: 'other', details: 'Fake photos' },
    ]);
    expect((await trail(db)).slice(2)).toEqual([
      { type: 'ListingReported', actor_id: 'user-2', actor_role: 'user', reason: null, details: { reportReason: 'scam' } },
      { type: 'ListingReported', actor_id: 'user-3', actor_role: 'user', reason: null, details: { reportReason: 'other', text: 'Fake photos' } },
    ]);
  });

  it('dismissing empties the listing\'s open reports, and so does a take-down with its reason', async () => {
    const dismissed = projectedOf({ type: 'ListingReportsDismissed', data: { listingId: 'l1', dismissed: 1 } }, admin, 3n);
    const db = await spec.given(submitted, approved, reportedBy(seeker, 2n), dismissed);
    expect(await openReports(db)).toEqual([]);
    expect((await trail(db)).at(-1)).toEqual({ type: 'ListingReportsDismissed', actor_id: 'admin-1', actor_role: 'admin', reason: null, details: { dismissed: 1 } });

    const takenDown = projectedOf({ type: 'ListingDeleted', data: { listingId: 'l1', by: 'admin', reason: 'Scam' } }, admin, 3n);
    const after = await spec.given(submitted, approved, reportedBy(seeker, 2n), takenDown);
    expect(await openReports(after)).toEqual([]);
    expect((await trail(after)).at(-1)).toMatchObject({ type: 'ListingDeleted', reason: 'Scam', details: { by: 'admin' } });
  });

  it('a duplicate flag stays on the listing, and the trail names the system as who raised it', async () => {
    const match = { picture: 'a.webp', matchingListingId: 'l9', matchingOwnerId: 'user-9', matchingPicture: 'b.webp', distance: 2 };
    const db = await spec.given(submitted, projectedOf({ type: 'ListingFlaggedAsDuplicate', data: { listingId: 'l1', ...match } }, owner, 1n));
    expect(await listingRow(db)).toMatchObject({ status: 'pending', duplicate_of: match });
    expect((await trail(db)).at(-1)).toEqual({ type: 'ListingFlaggedAsDuplicate', actor_id: null, actor_role: 'system', reason: null, details: { duplicate: match } });
  });

  it('closing records the outcome; renewing moves the expiry', async () => {
    const closed = projectedOf({ type: 'ListingClosed', data: { listingId: 'l1', outcome: 'sold', closedAt: '2025-03-20T00:00:00.000Z' } }, owner, 2n);
    expect(await listingRow(await spec.given(submitted, approved, closed))).toMatchObject({ closed_outcome: 'sold', closed_at: new Date('2025-03-20T00:00:00.000Z') });

    const renewed = projectedOf({ type: 'ListingRenewed', data: { listingId: 'l1', renewedAt: '2025-04-28T00:00:00.000Z', visibleUntil: '2025-06-27T00:00:00.000Z' } }, owner, 2n);
    const db = await spec.given(submitted, approved, renewed);
    expect(await listingRow(db)).toMatchObject({ expires_at: new Date('2025-06-27T00:00:00.000Z') });
    expect((await trail(db)).at(-1)).toEqual({ type: 'ListingRenewed', actor_id: 'user-1', actor_role: 'user', reason: null, details: { visibleUntil: '2025-06-27T00:00:00.000Z' } });
  });
});
