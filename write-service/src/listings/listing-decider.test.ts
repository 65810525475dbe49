import { messages } from '@kamra/contracts/messages';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import type { ListingActor, ListingCommand } from './listing-commands.js';
import { listingDecider } from './listing-decider.js';

const spec = deciderSpec(listingDecider);
const listingId = 'a1b2c3d4-0000-4000-8000-000000000001';
const owner: ListingActor = { userId: 'owner-1', isAdmin: false };
const stranger: ListingActor = { userId: 'stranger-1', isAdmin: false };
const admin: ListingActor = { userId: 'admin-1', isAdmin: true };

const picture = { file: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', thumb: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-400.webp', width: 800, height: 600 };

const submittedData: ListingSubmitted['data'] = {
  listingId,
  ownerId: owner.userId,
  kind: 'accessory',
  pictures: [picture, picture, picture],
  profile: { kind: 'avatar', name: 'avatar-3' },
  submittedAt: '2025-03-10T09:00:00.000Z',
  fields: {
    tagline: 'Study table', name: 'Wooden table', price: 4500, condition: 8, usageYear: 2,
    address: 'Saddar, Karachi', listerName: 'Sara', phone: '021-35551234',
  },
};

const submitted: ListingEvent = { type: 'ListingSubmitted', data: submittedData };
const approved: ListingEvent = { type: 'ListingApproved', data: { listingId } };
const rejected: ListingEvent = { type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } };
const deletedByOwner: ListingEvent = { type: 'ListingDeleted', data: { listingId, by: 'owner' } };

const approve = (by: ListingActor): ListingCommand => ({ type: 'ApproveListing', listingId, by });
const reject = (by: ListingActor, reason = 'Blurry pictures'): ListingCommand => ({ type: 'RejectListing', listingId, by, reason });
const remove = (by: ListingActor): ListingCommand => ({ type: 'DeleteListing', listingId, by });
const boost = (sessionId: string, now = '2025-03-12T00:00:00.000Z', requesterId = owner.userId): ListingCommand => ({
  type: 'BoostListing', listingId, requesterId, package: 'basic', sessionId, now,
});

describe('submitting a listing', () => {
  it('records it as submitted', () => {
    spec.given([]).when({ type: 'SubmitListing', data: submittedData }).then([submitted]);
  });
  it('is a no-op when the same owner submits the same id again (an idempotent retry)', () => {
    spec.given([submitted]).when({ type: 'SubmitListing', data: submittedData }).thenNothingHappened();
  });
  it('refuses an id that belongs to someone else', () => {
    spec.given([submitted]).when({ type: 'SubmitListing', data: { ...submittedData, ownerId: stranger.userId } })
      .thenThrows(ConflictError, messages.listingExists);
  });
});

describe('approving', () => {
  it('approves a pending listing', () => {
    spec.given([submitted]).when(approve(admin)).then([approved]);
  });
  it('is for admins only', () => {
    spec.given([submitted]).when(approve(owner)).thenThrows(ForbiddenError, messages.adminOnly);
  });
  it('tells a second approval that the listing is already approved', () => {
    spec.given([submitted, approved]).when(approve(admin)).thenThrows(ConflictError, messages.listingAlreadyApproved);
  });
  it('fails on a deleted listing', () => {
    spec.given([submitted, deletedByOwner]).when(approve(admin)).thenThrows(ConflictError, messages.listingWasDeleted);
  });
  it('fails on a rejected listing: its owner deletes it and lists again', () => {
    spec.given([submitted, rejected]).when(approve(admin)).thenThrows(ConflictError, messages.listingAlreadyRejected);
  });
  it('fails on an unknown listing', () => {
    spec.given([]).when(approve(admin)).thenThrows(NotFoundError, messages.listingNotFound);
  });
});

describe('rejecting', () => {
  it('rejects a pending listing with the trimmed reason', () => {
    spec.given([submitted]).when(reject(admin, '  Blurry pictures ')).then([rejected]);
  });
  it('needs a reason', () => {
    spec.given([submitted]).when(reject(admin, '   ')).thenThrows(ValidationError, messages.rejectionReasonRequired);
  });
  it('is for admins only', () => {
    spec.given([submitted]).when(reject(owner)).thenThrows(ForbiddenError, messages.adminOnly);
  });
  it('tells a second rejection that the listing is already rejected', () => {
    spec.given([submitted, rejected]).when(reject(admin, 'Another reason')).thenThrows(ConflictError, messages.listingAlreadyRejected);
  });
  it('fails on an approved listing', () => {
    spec.given([submitted, approved]).when(reject(admin)).thenThrows(ConflictError, messages.listingAlreadyApproved);
  });
  it('fails on a deleted listing', () => {
    spec.given([submitted, deletedByOwner]).when(reject(admin)).thenThrows(ConflictError, messages.listingWasDeleted);
  });
  it('fails on an unknown listing', () => {
    spec.given([]).when(reject(admin)).thenThrows(NotFoundError, messages.listingNotFound);
  });
});

describe('deleting', () => {
  it('lets the owner delete a pending listing', () => {
    spec.given([submitted]).when(remove(owner)).then([deletedByOwner]);
  });
  it('lets an admin delete a pending or approved listing', () => {
    const byAdmin: ListingEvent = { type: 'ListingDeleted', data: { listingId, by: 'admin' } };
    spec.given([submitted]).when(remove(admin)).then([byAdmin]);
    spec.given([submitted, approved]).when(remove(admin)).then([byAdmin]);
  });
  it('lets only the owner delete a rejected listing', () => {
    spec.given([submitted, rejected]).when(remove(owner)).then([deletedByOwner]);
    spec.given([submitted, rejected]).when(remove(admin)).thenThrows(ForbiddenError, messages.rejectedListingOwnerOnly);
  });
  it('counts an admin deleting their own listing as its owner', () => {
    const ownAdmin: ListingActor = { userId: owner.userId, isAdmin: true };
    spec.given([submitted, rejected]).when(remove(ownAdmin)).then([deletedByOwner]);
  });
  it('refuses anyone else', () => {
    spec.given([submitted, approved]).when(remove(stranger)).thenThrows(ForbiddenError, messages.listingDeleteForbidden);
  });
  it('treats a deleted or unknown listing as not found', () => {
    spec.given([submitted, deletedByOwner]).when(remove(owner)).thenThrows(NotFoundError, messages.listingNotFound);
    spec.given([]).when(remove(owner)).thenThrows(NotFoundError, messages.listingNotFound);
  });
});

describe('boosting', () => {
  const boosted = (sessionId: string, until: string): ListingEvent => ({
    type: 'ListingBoosted',
    data: { listingId, package: 'basic', days: 3, amount: 3000, currency: 'PKR', until, sessionId },
  });

  it('boosts an approved listing of its owner with the package from the server table', () => {
    spec.given([submitted, approved]).when(boost('cs_1')).then([boosted('cs_1', '2025-03-15T00:00:00.000Z')]);
  });
  it('extends a running boost instead of overlapping it', () => {
    spec.given([submitted, approved, boosted('cs_1', '2025-03-15T00:00:00.000Z')])
      .when(boost('cs_2', '2025-03-13T00:00:00.000Z'))
      .then([boosted('cs_2', '2025-03-18T00:00:00.000Z')]);
  });
  it('applies one paid session exactly once', () => {
    spec.given([submitted, approved, boosted('cs_1', '2025-03-15T00:00:00.000Z')]).when(boost('cs_1')).thenNothingHappened();
  });
  it('refuses a listing that is not approved, or deleted', () => {
    spec.given([submitted]).when(boost('cs_1')).thenThrows(ConflictError, messages.boostListingPending);
    spec.given([submitted, rejected]).when(boost('cs_1')).thenThrows(ConflictError, messages.boostListingRejected);
    spec.given([submitted, approved, deletedByOwner]).when(boost('cs_1')).thenThrows(ConflictError, messages.boostListingDeleted);
  });
  it('refuses someone else\'s listing', () => {
    spec.given([submitted, approved]).when(boost('cs_1', undefined, stranger.userId)).thenThrows(ForbiddenError, messages.boostNotAllowed);
  });
  it('fails on an unknown listing', () => {
    spec.given([]).when(boost('cs_1')).thenThrows(NotFoundError, messages.listingNotFound);
  });
});
