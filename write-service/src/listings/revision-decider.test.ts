/** Editing a listing, as given/when/then specifications of the listing decider. */
import { messages } from '@kamra/contracts/messages';
import type { ListingEvent, ListingSubmitted } from '@kamra/contracts/events';
import type { AccessoryFields } from '@kamra/contracts/commands';
import type { ImageRef } from '@kamra/contracts/uploads';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@kamra/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import type { ListingActor, ListingCommand, ReviseListing } from './listing-commands.js';
import { listingDecider } from './listing-decider.js';

const spec = deciderSpec(listingDecider);
const listingId = 'a1b2c3d4-0000-4000-8000-000000000002';
const owner: ListingActor = { userId: 'owner-1', isAdmin: false };
const stranger: ListingActor = { userId: 'stranger-1', isAdmin: false };
const admin: ListingActor = { userId: 'admin-1', isAdmin: true };
const at = '2025-03-10T09:00:00.000Z';
const later = '2025-03-20T09:00:00.000Z';

const image = (letter: string): ImageRef => ({ file: `${letter.repeat(32)}.webp`, thumb: `${letter.repeat(32)}-400.webp`, width: 800, height: 600 });
const hashOf = (letter: string) => letter.repeat(16);
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(image) as [ImageRef, ImageRef, ImageRef, ImageRef];

const fields: AccessoryFields = {
  tagline: 'Study table', name: 'Wooden table', price: 4500, condition: 8, usageYear: 2,
  address: 'Saddar, Karachi', listerName: 'Sara', phone: '021-35551234',
};
const submittedData: ListingSubmitted['data'] = {
  listingId, ownerId: owner.userId, kind: 'accessory', pictures: [a, b, c], pictureHashes: [hashOf('a'), hashOf('b'), hashOf('c')],
  profile: { kind: 'avatar', name: 'avatar-3' }, submittedAt: at, fields,
};

const submitted: ListingEvent = { type: 'ListingSubmitted', data: submittedData };
const approved: ListingEvent = { type: 'ListingApproved', data: { listingId, approvedAt: at } };
const rejected: ListingEvent = { type: 'ListingRejected', data: { listingId, reason: 'Blurry pictures' } };
const closed: ListingEvent = { type: 'ListingClosed', data: { listingId, outcome: 'sold', closedAt: at } };
const deleted: ListingEvent = { type: 'ListingDeleted', data: { listingId, by: 'owner' } };
const boosted: ListingEvent = {
  type: 'ListingBoosted', data: { listingId, package: 'basic', days: 3, amount: 3000, currency: 'PKR', until: later, sessionId: 's1' },
};

function revise(changes: Partial<AccessoryFields> = {}, extra: Partial<ReviseListing> = {}): ReviseListing {
  return {
    type: 'ReviseListing', listingId, by: owner, listing: { kind: 'accessory', fields: { ...fields, ...changes } },
    keepPictures: [a.file, b.file, c.file], newPictures: [], profile: null, now: later, ...extra,
  };
}

/** What the decider appends for a revision, given the content it carries and the changes it names. */
function revised(changed: Partial<AccessoryFields>, changes: Extract<ListingEvent, { type: 'ListingRevised' }>['data']['changes'], content: {
  pictures?: ImageRef[]; pictureHashes?: string[]; profile?: ListingSubmitted['data']['profile']; besideLive?: boolean;
} = {}): ListingEvent {
  return {
    type: 'ListingRevised',
    data: {
      listingId, kind: 'accessory', fields: { ...fields, ...changed },
      pictures: content.pictures ?? [a, b, c], pictureHashes: content.pictureHashes ?? [hashOf('a'), hashOf('b'), hashOf('c')],
      profile: content.profile ?? { kind: 'avatar', name: 'avatar-3' }, revisedAt: later, besideLive: content.besideLive ?? false, changes,
    },
  };
}

const approve = (by: ListingActor = admin): ListingCommand => ({ type: 'ApproveListing', listingId, by, now: later });
const reject = (reason = 'That is not your number', by: ListingActor = admin): ListingCommand => ({ type: 'RejectListing', listingId, by, reason });
const rentFixed = revised({ price: 4000 }, [{ field: 'price', from: 4500, to: 4000 }]);
/** The same revision of an approved listing: it waits beside the live version. */
const rentFixedLive = revised({ price: 4000 }, [{ field: 'price', from: 4500, to: 4000 }], { besideLive: true });

/** The approval of a revision: its content and changes, now live. */
function wentLive(revision: ListingEvent): ListingEvent {
  if (revision.type !== 'ListingRevised') throw new Error('not a revision');
  const { revisedAt: _revisedAt, besideLive: _besideLive, ...content } = revision.data;
  return { type: 'ListingRevisionApproved', data: { ...content, approvedAt: later } };
}

describe('who may revise', () => {
  it('the owner may', () => {
    spec.given([submitted]).when(revise({ price: 4000 })).then([rentFixed]);
  });
  it('anyone else is refused, an admin too', () => {
    spec.given([submitted]).when(revise({ price: 4000 }, { by: stranger })).thenThrows(ForbiddenError, messages.ownerOnly);
    spec.given([submitted]).when(revise({ price: 4000 }, { by: admin })).thenThrows(ForbiddenError, messages.ownerOnly);
  });
  it('a listing that never existed is not found', () => {
    spec.given([]).when(revise({ price: 4000 })).thenThrows(NotFoundError, messages.listingNotFound);
  });
  it('a deleted listing answers 409', () => {
    spec.given([submitted, approved, deleted]).when(revise({ price: 4000 })).thenThrows(ConflictError, messages.revisionListingDeleted);
  });
  it('a closed listing answers 409', () => {
    spec.given([submitted, approved, closed]).when(revise({ price: 4000 })).thenThrows(ConflictError, messages.revisionListingClosed);
  });
});

describe('what a revision changes', () => {
  it('names each changed field with its old and new value, an emptied field as null', () => {
    spec.given([submitted]).when(revise({ price: 4000, description: 'Solid sheesham' }))
      .then([revised({ price: 4000, description: 'Solid sheesham' }, [
        { field: 'price', from: 4500, to: 4000 }, { field: 'description', from: null, to: 'Solid sheesham' },
      ])]);
  });
  it('names the pictures added and removed and the new order', () => {
    spec.given([submitted])
      .when(revise({}, { keepPictures: [c.file, a.file], newPictures: [{ image: d, hash: hashOf('d') }] }))
      .then([revised({}, [{ field: 'pictures', from: [a.file, b.file, c.file], to: [c.file, a.file, d.file], added: [d], removed: [b] }], {
        pictures: [c, a, d], pictureHashes: [hashOf('c'), hashOf('a'), hashOf('d')],
      })]);
  });
  it('a new order alone is a change of the pictures', () => {
    spec.given([submitted]).when(revise({}, { keepPictures: [b.file, a.file, c.file] }))
      .then([revised({}, [{ field: 'pictures', from: [a.file, b.file, c.file], to: [b.file, a.file, c.file], added: [], removed: [] }], {
        pictures: [b, a, c], pictureHashes: [hashOf('b'), hashOf('a'), hashOf('c')],
      })]);
  });
  it('may change the profile photo, and keeps it when none is sent', () => {
    const photo = { kind: 'avatar', name: 'avatar-7' } as const;
    spec.given([submitted]).when(revise({}, { profile: photo }))
      .then([revised({}, [{ field: 'profile', from: { kind: 'avatar', name: 'avatar-3' }, to: photo }], { profile: photo })]);
  });
  it('refuses a revision that changes nothing (422)', () => {
    spec.given([submitted]).when(revise()).thenThrows(ValidationError, messages.revisionUnchanged);
    spec.given([submitted, approved]).when(revise()).thenThrows(ValidationError, messages.revisionUnchanged);
  });
  it('refuses the same changes again while they wait beside the live version, and takes other ones', () => {
    spec.given([submitted, approved, rentFixedLive]).when(revise({ price: 4000 })).thenThrows(ValidationError, messages.revisionUnchanged);
    spec.given([submitted, approved, rentFixedLive]).when(revise({ price: 3900 }))
      .then([revised({ price: 3900 }, [{ field: 'price', from: 4500, to: 3900 }], { besideLive: true })]);
  });
  it('applies the picture count of its kind to the result', () => {
    spec.given([submitted]).when(revise({ price: 4000 }, { keepPictures: [a.file, b.file] }))
      .thenThrows(ValidationError, messages.accessoryPicturesCount);
    const many = ['e', 'f', 'g'].map((letter) => ({ image: image(letter), hash: hashOf(letter) }));
    spec.given([submitted]).when(revise({ price: 4000 }, { newPictures: many }))
      .thenThrows(ValidationError, messages.accessoryPicturesCount);
  });
  it('refuses to keep a picture the listing does not have', () => {
    spec.given([submitted]).when(revise({ price: 4000 }, { keepPictures: [a.file, b.file, d.file] }))
      .thenThrows(ValidationError, messages.keepPictureUnknown);
  });
  it('flags a new picture that matches another owner’s listing', () => {
    const duplicate = { picture: d.file, matchingListingId: 'other', matchingOwnerId: 'owner-2', matchingPicture: 'x.webp', distance: 3 };
    spec.given([submitted])
      .when(revise({}, { keepPictures: [a.file, b.file], newPictures: [{ image: d, hash: hashOf('d') }], duplicate }))
      .then([
        revised({}, [{ field: 'pictures', from: [a.file, b.file, c.file], to: [a.file, b.file, d.file], added: [d], removed: [c] }], {
          pictures: [a, b, d], pictureHashes: [hashOf('a'), hashOf('b'), hashOf('d')],
        }),
        { type: 'ListingFlaggedAsDuplicate', data: { listingId, ...duplicate } },
      ]);
  });
});

describe('revising a pending or rejected listing', () => {
  it('replaces the content under review: approving approves the revised listing', () => {
    spec.given([submitted, rentFixed]).when(approve()).then([{ type: 'ListingApproved', data: { listingId, approvedAt: later } }]);
  });
  it('lets a rejected lister fix it and wait for review again', () => {
    spec.given([submitted, rejected]).when(revise({ price: 4000 })).then([rentFixed]);
    spec.given([submitted, rejected, rentFixed]).when(approve()).then([{ type: 'ListingApproved', data: { listingId, approvedAt: later } }]);
    spec.given([submitted, rejected, rentFixed]).when(reject('Still blurry'))
      .then([{ type: 'ListingRejected', data: { listingId, reason: 'Still blurry' } }]);
  });
  it('counts a second revision against the content it replaced', () => {
    spec.given([submitted, rentFixed]).when(revise({ price: 3500 }))
      .then([revised({ price: 3500 }, [{ field: 'price', from: 4000, to: 3500 }])]);
  });
});

describe('revising an approved listing', () => {
  const phoneSwapped = revised({ phone: '0300-1112223' }, [{ field: 'phone', from: '021-35551234', to: '0300-1112223' }], { besideLive: true });

  it('waits beside the live version; approving puts it live, carrying its changes', () => {
    spec.given([submitted, approved]).when(revise({ phone: '0300-1112223' })).then([phoneSwapped]);
    spec.given([submitted, approved, phoneSwapped]).when(approve()).then([wentLive(phoneSwapped)]);
  });
  it('rejecting keeps the live version and gives the reason', () => {
    spec.given([submitted, approved, phoneSwapped]).when(reject())
      .then([{ type: 'ListingRevisionRejected', data: { listingId, reason: 'That is not your number' } }]);
  });
  it('only admins decide a revision, and a reason is needed to reject it', () => {
    spec.given([submitted, approved, phoneSwapped]).when(approve(owner)).thenThrows(ForbiddenError, messages.adminOnly);
    spec.given([submitted, approved, phoneSwapped]).when(reject('  ')).thenThrows(ValidationError, messages.rejectionReasonRequired);
  });
  it('a revision is decided once', () => {
    const decided = wentLive(phoneSwapped);
    spec.given([submitted, approved, phoneSwapped, decided]).when(approve()).thenThrows(ConflictError, messages.listingAlreadyApproved);
    spec.given([submitted, approved, phoneSwapped, decided]).when(reject()).thenThrows(ConflictError, messages.listingAlreadyApproved);
  });
  it('a second revision replaces the waiting one, its changes still against the live version', () => {
    spec.given([submitted, approved, phoneSwapped]).when(revise({ price: 4000 })).then([rentFixedLive]);
    spec.given([submitted, approved, phoneSwapped, rentFixedLive]).when(approve()).then([wentLive(rentFixedLive)]);
  });
  it('a revision after a rejected one is counted against the live version too', () => {
    const refused: ListingEvent = { type: 'ListingRevisionRejected', data: { listingId, reason: 'No' } };
    spec.given([submitted, approved, phoneSwapped, refused]).when(revise({ price: 4000 })).then([rentFixedLive]);
  });
  it('may keep pictures added by the waiting revision', () => {
    const withD = revised({}, [{ field: 'pictures', from: [a.file, b.file, c.file], to: [a.file, b.file, d.file], added: [d], removed: [c] }], {
      pictures: [a, b, d], pictureHashes: [hashOf('a'), hashOf('b'), hashOf('d')], besideLive: true,
    });
    spec.given([submitted, approved, withD]).when(revise({ price: 4000 }, { keepPictures: [d.file, a.file, b.file] }))
      .then([revised({ price: 4000 }, [
        { field: 'price', from: 4500, to: 4000 },
        { field: 'pictures', from: [a.file, b.file, c.file], to: [d.file, a.file, b.file], added: [d], removed: [c] },
      ], { pictures: [d, a, b], pictureHashes: [hashOf('d'), hashOf('a'), hashOf('b')], besideLive: true })]);
  });
  it('leaves boost and expiry alone: a boosted listing stays boostable and its boost runs on', () => {
    const again: ListingCommand = { type: 'BoostListing', listingId, requesterId: owner.userId, package: 'basic', sessionId: 's2', now: at };
    spec.given([submitted, approved, boosted, phoneSwapped]).when(again).then([{
      type: 'ListingBoosted', data: { listingId, package: 'basic', days: 3, amount: 3000, currency: 'PKR', until: '2025-03-23T09:00:00.000Z', sessionId: 's2' },
    }]);
  });
  it('a revision waiting on a listing closed since cannot be decided', () => {
    spec.given([submitted, approved, phoneSwapped, closed]).when(approve()).thenThrows(ConflictError, messages.listingAlreadyClosed);
  });
});

describe('deciding what the admin saw', () => {
  const seeing = (seen: string, decision: 'approve' | 'reject' = 'approve'): ListingCommand =>
    decision === 'approve' ? { type: 'ApproveListing', listingId, by: admin, now: later, seen } : { type: 'RejectListing', listingId, by: admin, reason: 'Blurry', seen };

  it('decides a new listing shown as it stands, and refuses one its owner changed since it was shown', () => {
    spec.given([submitted]).when(seeing(at)).then([{ type: 'ListingApproved', data: { listingId, approvedAt: later } }]);
    spec.given([submitted, rentFixed]).when(seeing(at)).thenThrows(ConflictError, messages.listingChangedWhileViewed);
    spec.given([submitted, rentFixed]).when(seeing(at, 'reject')).thenThrows(ConflictError, messages.listingChangedWhileViewed);
    spec.given([submitted, rentFixed]).when(seeing(later)).then([{ type: 'ListingApproved', data: { listingId, approvedAt: later } }]);
  });

  it('decides waiting changes shown as they stand, and refuses changes replaced since they were shown', () => {
    const newer = '2025-03-25T09:00:00.000Z';
    const replaced = revised({ price: 3000 }, [{ field: 'price', from: 4500, to: 3000 }], { besideLive: true });
    const replacedLater: ListingEvent = replaced.type === 'ListingRevised' ? { ...replaced, data: { ...replaced.data, revisedAt: newer } } : replaced;
    spec.given([submitted, approved, rentFixedLive]).when(seeing(later)).then([wentLive(rentFixedLive)]);
    spec.given([submitted, approved, rentFixedLive, replacedLater]).when(seeing(later)).thenThrows(ConflictError, messages.listingChangedWhileViewed);
    spec.given([submitted, approved, rentFixedLive, replacedLater]).when(seeing(later, 'reject')).thenThrows(ConflictError, messages.listingChangedWhileViewed);
  });

  it('tells a second decision it came second before anything about what it saw', () => {
    spec.given([submitted, approved]).when(seeing('2020-01-01T00:00:00.000Z')).thenThrows(ConflictError, messages.listingAlreadyApproved);
  });
});

describe('withdrawing waiting changes', () => {
  const withdrawRevision = (by: ListingActor = owner): ListingCommand => ({ type: 'WithdrawRevision', listingId, by, now: later });
  const withdrawn: ListingEvent = { type: 'ListingRevisionWithdrawn', data: { listingId, withdrawnAt: later } };

  it('the owner takes back changes waiting beside the live version', () => {
    spec.given([submitted, approved, rentFixedLive]).when(withdrawRevision()).then([withdrawn]);
  });
  it('anyone else is refused, an admin too: an admin rejects instead', () => {
    spec.given([submitted, approved, rentFixedLive]).when(withdrawRevision(stranger)).thenThrows(ForbiddenError, messages.ownerOnly);
    spec.given([submitted, approved, rentFixedLive]).when(withdrawRevision(admin)).thenThrows(ForbiddenError, messages.ownerOnly);
  });
  it('nothing waiting answers 409: no edit, an edit decided, withdrawn already, or a listing whose edit is its content', () => {
    const refused: ListingEvent = { type: 'ListingRevisionRejected', data: { listingId, reason: 'No' } };
    for (const history of [
      [submitted, approved],
      [submitted, approved, rentFixedLive, wentLive(rentFixedLive)],
      [submitted, approved, rentFixedLive, refused],
      [submitted, approved, rentFixedLive, withdrawn],
      [submitted, rentFixed],
      [submitted, rejected, rentFixed],
    ]) {
      spec.given(history).when(withdrawRevision()).thenThrows(ConflictError, messages.withdrawNothingWaiting);
    }
  });
  it('a listing that never existed, or was deleted, is not found', () => {
    spec.given([]).when(withdrawRevision()).thenThrows(NotFoundError, messages.listingNotFound);
    spec.given([submitted, approved, rentFixedLive, deleted]).when(withdrawRevision()).thenThrows(NotFoundError, messages.listingNotFound);
  });
  it('leaves nothing for an admin to decide: the listing is simply approved', () => {
    spec.given([submitted, approved, rentFixedLive, withdrawn]).when(approve()).thenThrows(ConflictError, messages.listingAlreadyApproved);
    spec.given([submitted, approved, rentFixedLive, withdrawn]).when(reject()).thenThrows(ConflictError, messages.listingAlreadyApproved);
  });
  it('the live content stays what the next edit is counted against, and the same edit may be sent again', () => {
    spec.given([submitted, approved, rentFixedLive, withdrawn]).when(revise({ price: 4000 })).then([rentFixedLive]);
    spec.given([submitted, approved, rentFixedLive, withdrawn]).when(revise()).thenThrows(ValidationError, messages.revisionUnchanged);
  });
});
