import { MAX_OPEN_REPORTS } from '@kamra/contracts/limits';
import { messages } from '@kamra/contracts/messages';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import type { ListingActor, ListingCommand } from './listing-commands.js';
import { listingDecider } from './listing-decider.js';
import type { DuplicateMatch } from './lifecycle-commands.js';

const spec = deciderSpec(listingDecider);
const listingId = 'c0ffee00-0000-4000-8000-000000000017';
const owner: ListingActor = { userId: 'owner-1', isAdmin: false };
const seeker: ListingActor = { userId: 'seeker-1', isAdmin: false };
const another: ListingActor = { userId: 'seeker-2', isAdmin: false };
const admin: ListingActor = { userId: 'admin-1', isAdmin: true };

const picture = { file: 'cccccccccccccccccccccccccccccccc.webp', thumb: 'cccccccccccccccccccccccccccccccc-400.webp', width: 800, height: 600 };
const roomData = (kind: 'room' | 'accessory'): ListingSubmitted['data'] => kind === 'accessory'
  ? {
    listingId, ownerId: owner.userId, kind, pictures: [picture, picture, picture], profile: { kind: 'avatar', name: 'avatar-2' },
    submittedAt: '2025-03-01T09:00:00.000Z',
    fields: { tagline: 'Study table', name: 'Table', price: 4500, condition: 8, usageYear: 2, address: 'Saddar, Karachi', listerName: 'Sara', phone: '021-35551234' },
  }
  : {
    listingId, ownerId: owner.userId, kind, pictures: [picture, picture, picture], profile: { kind: 'avatar', name: 'avatar-2' },
    submittedAt: '2025-03-01T09:00:00.000Z',
    fields: {
      type: 'House Room', tagline: 'Sunny room', address: 'Gulberg, Lahore', rent: 25000, listerName: 'Sara', phone: '0300 1234567',
      condition: 'In a good shape', kitchen: 'Shared', bathroom: 'Private', bathroomType: 'English', furnished: false,
      features: { furnished: [], features: ['internet'], secondaryFeatures: [] }, availableFrom: '2025-03-15',
    },
  };

const submittedAccessory: ListingEvent = { type: 'ListingSubmitted', data: roomData('accessory') };
const approvedAt = '2025-03-02T10:00:00.000Z';
const approved: ListingEvent = { type: 'ListingApproved', data: { listingId, approvedAt } };
const expiresAt = '2025-05-01T10:00:00.000Z'; // approvedAt + 60 days
const live = [submittedAccessory, approved];

const reported = (by: ListingActor, reason: 'scam' | 'other' = 'scam', details: string | null = null, reportedAt = '2025-03-05T00:00:00.000Z'): ListingEvent => ({
  type: 'ListingReported', data: { listingId, reporterId: by.userId, reason, details, reportedAt },
});
const report = (by: ListingActor, now = '2025-03-05T00:00:00.000Z'): ListingCommand => ({ type: 'ReportListing', listingId, by, reason: 'scam', details: null, now, ownerBlocked: false });
const dismiss = (by: ListingActor): ListingCommand => ({ type: 'DismissReports', listingId, by });
const close = (by: ListingActor, outcome: 'rented' | 'sold' = 'sold'): ListingCommand => ({ type: 'CloseListing', listingId, by, outcome, now: '2025-03-20T00:00:00.000Z' });
const renew = (by: ListingActor, now: string): ListingCommand => ({ type: 'RenewListing', listingId, by, now });
const closedSold: ListingEvent = { type: 'ListingClosed', data: { listingId, outcome: 'sold', closedAt: '2025-03-20T00:00:00.000Z' } };

describe('approving starts 60 days of visibility', () => {
  it('records when it was approved', () => {
    spec.given([submittedAccessory]).when({ type: 'ApproveListing', listingId, by: admin, now: approvedAt }).then([approved]);
  });
});

describe('reporting a listing', () => {
  it('records the reason and the reporter', () => {
    spec.given(live).when(report(seeker)).then([reported(seeker)]);
  });
  it('keeps the details of an "other" report', () => {
    spec.given(live)
      .when({ type: 'ReportListing', listingId, by: seeker, reason: 'other', details: 'Asks for an advance by bank transfer', now: '2025-03-05T00:00:00.000Z', ownerBlocked: false })
      .then([reported(seeker, 'other', 'Asks for an advance by bank transfer')]);
  });
  it("is not open on a blocked owner's listing: it is not public while the block lasts", () => {
    spec.given(live).when({ type: 'ReportListing', listingId, by: seeker, reason: 'scam', details: null, now: '2025-03-05T00:00:00.000Z', ownerBlocked: true }).thenThrows(NotFoundError, messages.listingNotFound);
  });
  it('allows one open report per person: again is a conflict, someone else is fine', () => {
    spec.given([...live, reported(seeker)]).when(report(seeker)).thenThrows(ConflictError, messages.reportAlreadyOpen);
    spec.given([...live, reported(seeker)]).when(report(another)).then([reported(another)]);
  });
  it(`takes ${MAX_OPEN_REPORTS} open reports, refuses more with 409 until the admins dismiss them`, () => {
    const reporters = Array.from({ length: MAX_OPEN_REPORTS }, (_, i) => ({ userId: `reporter-${i}`, isAdmin: false }));
    const many = [...live, ...reporters.map((by) => reported(by))];
    spec.given(many).when(report(seeker)).thenThrows(ConflictError, messages.reportsAlreadyMany);
    spec.given(many.slice(0, -1)).when(report(seeker)).then([reported(seeker)]);
    const dismissed: ListingEvent = { type: 'ListingReportsDismissed', data: { listingId, dismissed: MAX_OPEN_REPORTS } };
    spec.given([...many, dismissed]).when(report(seeker)).then([reported(seeker)]);
  });

  it('lets a person report again once their report was dismissed', () => {
    const dismissed: ListingEvent = { type: 'ListingReportsDismissed', data: { listingId, dismissed: 1 } };
    spec.given([...live, reported(seeker), dismissed]).when(report(seeker)).then([reported(seeker)]);
  });
  it('does not let the owner report their own listing', () => {
    spec.given(live).when(report(owner)).thenThrows(ForbiddenError, messages.reportOwnListing);
  });
  it('treats what the public cannot see as not found: pending, deleted, closed, expired', () => {
    spec.given([submittedAccessory]).when(report(seeker)).thenThrows(NotFoundError, messages.listingNotFound);
    spec.given([...live, { type: 'ListingDeleted', data: { listingId, by: 'admin' } }]).when(report(seeker)).thenThrows(NotFoundError, messages.listingNotFound);
    spec.given([...live, closedSold]).when(report(seeker)).thenThrows(NotFoundError, messages.listingNotFound);
    spec.given(live).when(report(seeker, expiresAt)).thenThrows(NotFoundError, messages.listingNotFound);
    spec.given([]).when(report(seeker)).thenThrows(NotFoundError, messages.listingNotFound);
  });
});

describe('dismissing reports', () => {
  it('dismisses every open report at once', () => {
    spec.given([...live, reported(seeker), reported(another)]).when(dismiss(admin))
      .then([{ type: 'ListingReportsDismissed', data: { listingId, dismissed: 2 } }]);
  });
  it('changes nothing when no report is open', () => {
    spec.given(live).when(dismiss(admin)).thenNothingHappened();
  });
  it('is for admins only', () => {
    spec.given([...live, reported(seeker)]).when(dismiss(owner)).thenThrows(ForbiddenError, messages.adminOnly);
  });
  it('leaves nothing to dismiss once an admin took the listing down with a reason', () => {
    spec.given([...live, reported(seeker)])
      .when({ type: 'DeleteListing', listingId, by: admin, reason: '  Scam: asks for advance  ' })
      .then([{ type: 'ListingDeleted', data: { listingId, by: 'admin', reason: 'Scam: asks for advance' } }]);
    spec.given([...live, reported(seeker), { type: 'ListingDeleted', data: { listingId, by: 'admin', reason: 'Scam' } }])
      .when(dismiss(admin)).thenThrows(NotFoundError, messages.listingNotFound);
  });
});

describe('closing as rented or sold', () => {
  it('lets the owner close an approved listing with its kind\'s outcome', () => {
    spec.given(live).when(close(owner, 'sold')).then([closedSold]);
    spec.given([{ type: 'ListingSubmitted', data: roomData('room') }, approved]).when(close(owner, 'rented'))
      .then([{ type: 'ListingClosed', data: { listingId, outcome: 'rented', closedAt: '2025-03-20T00:00:00.000Z' } }]);
  });
  it('refuses an outcome the kind does not have', () => {
    spec.given(live).when(close(owner, 'rented')).thenThrows(ValidationError, messages.closeOutcomeForKind);
  });
  it('is for the owner only, even against an admin', () => {
    spec.given(live).when(close(seeker)).thenThrows(ForbiddenError, messages.ownerOnly);
    spec.given(live).when(close(admin)).thenThrows(ForbiddenError, messages.ownerOnly);
  });
  it('needs an approved listing, closed once', () => {
    spec.given([submittedAccessory]).when(close(owner)).thenThrows(ConflictError, messages.closeNotApproved);
    spec.given([...live, closedSold]).when(close(owner)).thenThrows(ConflictError, messages.listingAlreadyClosed);
  });
});

describe('renewing', () => {
  const renewed = (at: string, until: string): ListingEvent => ({ type: 'ListingRenewed', data: { listingId, renewedAt: at, visibleUntil: until } });

  it('opens 7 days before expiry and gives 60 days from the renewal', () => {
    spec.given(live).when(renew(owner, '2025-04-24T10:00:00.000Z')).then([renewed('2025-04-24T10:00:00.000Z', '2025-06-23T10:00:00.000Z')]);
  });
  it('is refused before the window opens', () => {
    spec.given(live).when(renew(owner, '2025-04-24T09:59:59.999Z')).thenThrows(ConflictError, messages.renewNotYet);
  });
  it('brings back an expired listing', () => {
    spec.given(live).when(renew(owner, '2025-07-01T00:00:00.000Z')).then([renewed('2025-07-01T00:00:00.000Z', '2025-08-30T00:00:00.000Z')]);
  });
  it('counts the window from the last renewal', () => {
    spec.given([...live, renewed('2025-04-30T00:00:00.000Z', '2025-06-29T00:00:00.000Z')])
      .when(renew(owner, '2025-05-10T00:00:00.000Z')).thenThrows(ConflictError, messages.renewNotYet);
  });
  it('is for the owner of an approved, open listing', () => {
    spec.given(live).when(renew(admin, '2025-04-30T00:00:00.000Z')).thenThrows(ForbiddenError, messages.ownerOnly);
    spec.given([submittedAccessory]).when(renew(owner, '2025-04-30T00:00:00.000Z')).thenThrows(ConflictError, messages.renewNotApproved);
    spec.given([...live, closedSold]).when(renew(owner, '2025-04-30T00:00:00.000Z')).thenThrows(ConflictError, messages.renewClosed);
  });
});

describe('a submission whose picture matches another owner\'s', () => {
  const match: DuplicateMatch = {
    picture: picture.file, matchingListingId: 'other-listing', matchingOwnerId: 'other-owner', matchingPicture: 'dddddddddddddddddddddddddddddddd.webp', distance: 2,
  };
  it('is submitted and flagged at once', () => {
    spec.given([]).when({ type: 'SubmitListing', data: roomData('accessory'), duplicate: match })
      .then([submittedAccessory, { type: 'ListingFlaggedAsDuplicate', data: { listingId, ...match } }]);
  });
  it('is not flagged when the match is the same owner\'s', () => {
    spec.given([]).when({ type: 'SubmitListing', data: roomData('accessory'), duplicate: { ...match, matchingOwnerId: owner.userId } })
      .then([submittedAccessory]);
  });
  const secondLook = (found: DuplicateMatch) => ({ type: 'FlagDuplicatePictures' as const, listingId, pictures: [picture.file], match: found });
  const flagged: ListingEvent = { type: 'ListingFlaggedAsDuplicate', data: { listingId, ...match } };
  it('is flagged by the second look when the submit route could not yet see the original', () => {
    spec.given([submittedAccessory]).when(secondLook(match)).then([flagged]);
  });
  it('is flagged once, however often or late the second look comes, even naming another match', () => {
    spec.given([submittedAccessory, flagged]).when(secondLook(match)).thenNothingHappened();
    spec.given([submittedAccessory, flagged]).when(secondLook({ ...match, matchingListingId: 'a-third-listing', distance: 1 })).thenNothingHappened();
  });
});
