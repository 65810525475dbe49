/**
 * Who may do what to a listing, and when: one pure function per action that answers why not
 * (a refusal) or null. The write side turns a refusal into its typed error and refuses the
 * command; the read side turns the same answers into the `abilities` it sends for the viewer,
 * so a button the web shows is a command the write side accepts.
 */
import type { BoostRefusal } from '../boost';
import { MAX_OPEN_REPORTS } from '../limits';
import { messages } from '../messages';
import type { ListingAbilities } from '../read-models/listing-views';
import { mayRenew } from './listing-expiry';
import { isPublicAt, type ListingVisibility } from './listing-rules';
import type { Instant } from './time';

/** The person asking: who, and whether an admin. */
export interface PolicyActor {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** What the policies need to know about a listing. */
export interface ListingPolicyFacts extends ListingVisibility {
  readonly ownerId: string;
  /** Who has an open report on it (the read side passes the viewer when they have one). */
  readonly openReporters: readonly string[];
}

/** Why an action is refused; `kind` picks the HTTP status on the write side. */
export interface PolicyRefusal {
  readonly kind: 'not-found' | 'forbidden' | 'conflict';
  readonly message: string;
}

const refuse = (kind: PolicyRefusal['kind'], message: string): PolicyRefusal => ({ kind, message });

/** Owner-only actions: a deleted listing is gone for everyone, anyone else is refused. */
function ownerRefusal(listing: ListingPolicyFacts, actor: PolicyActor): PolicyRefusal | null {
  if (listing.deleted) return refuse('not-found', messages.listingNotFound);
  if (actor.userId !== listing.ownerId) return refuse('forbidden', messages.ownerOnly);
  return null;
}

/**
 * Anyone signed in but the owner reports what the public can see; anything else is, to them,
 * a listing that does not exist (the read side answers the same). One open report per person,
 * and at most MAX_OPEN_REPORTS open at once, so the listing's stream grows with the admins'
 * dismissals, not with sock puppets. (The read side knows only the viewer's own report, so its
 * `report` ability cannot see the cap; the command's 409 says it kindly.)
 */
export function reportRefusal(listing: ListingPolicyFacts, actor: PolicyActor, now: Instant): PolicyRefusal | null {
  if (!isPublicAt(listing, now)) return refuse('not-found', messages.listingNotFound);
  if (actor.userId === listing.ownerId) return refuse('forbidden', messages.reportOwnListing);
  if (listing.openReporters.includes(actor.userId)) return refuse('conflict', messages.reportAlreadyOpen);
  if (listing.openReporters.length >= MAX_OPEN_REPORTS) return refuse('conflict', messages.reportsAlreadyMany);
  return null;
}

/**
 * Only the owner (an admin is refused too: taking down is the delete), only an approved
 * listing, once. Which outcome its kind closes with is the command's input, checked apart.
 */
export function closeRefusal(listing: ListingPolicyFacts, actor: PolicyActor): PolicyRefusal | null {
  const notOwner = ownerRefusal(listing, actor);
  if (notOwner) return notOwner;
  if (listing.status !== 'approved') return refuse('conflict', messages.closeNotApproved);
  if (listing.closed !== null) return refuse('conflict', messages.listingAlreadyClosed);
  return null;
}

/** Only the owner, an approved and open listing, from 7 days before it expires and after. */
export function renewRefusal(listing: ListingPolicyFacts, actor: PolicyActor, now: Instant): PolicyRefusal | null {
  const notOwner = ownerRefusal(listing, actor);
  if (notOwner) return notOwner;
  if (listing.status !== 'approved') return refuse('conflict', messages.renewNotApproved);
  if (listing.closed !== null) return refuse('conflict', messages.renewClosed);
  if (listing.expiresAt !== null && !mayRenew(listing.expiresAt, now)) return refuse('conflict', messages.renewNotYet);
  return null;
}

/**
 * The owner or an admin deletes; a rejected listing only its owner (the owner is told to delete
 * it and list again, so an admin must not take that step from them). Deleted is gone.
 */
export function deleteRefusal(listing: ListingPolicyFacts, actor: PolicyActor): PolicyRefusal | null {
  if (listing.deleted) return refuse('not-found', messages.listingNotFound);
  if (actor.userId === listing.ownerId) return null;
  if (!actor.isAdmin) return refuse('forbidden', messages.listingDeleteForbidden);
  if (listing.status === 'rejected') return refuse('forbidden', messages.rejectedListingOwnerOnly);
  return null;
}

/**
 * Why the public cannot see this listing at `now`, or null while it can: the reasons a boost is
 * refused for, as codes (a payment that arrives for such a listing is recorded with its code, to
 * be refunded). A boost is only worth paying for while the listing shows.
 */
export function unboostableReason(listing: ListingVisibility, now: Instant): BoostRefusal | null {
  if (listing.deleted) return 'deleted';
  if (listing.status === 'pending') return 'pending';
  if (listing.status === 'rejected') return 'rejected';
  if (listing.closed !== null) return 'closed';
  // A blocked owner is refused every command before this is asked (the write side never knows
  // the block here), so only the read side's `boost` ability meets it, and there any reason is no.
  if (!isPublicAt(listing, now)) return 'expired';
  return null;
}

const BOOST_REFUSAL_MESSAGES: Readonly<Record<BoostRefusal, string>> = {
  deleted: messages.boostListingDeleted,
  pending: messages.boostListingPending,
  rejected: messages.boostListingRejected,
  closed: messages.boostListingClosed,
  expired: messages.boostListingExpired,
};

/**
 * Only its owner boosts a listing, and only while it is public: a pending, rejected, deleted,
 * closed or expired listing is refused saying why. Checked when the checkout starts and again
 * when the paid boost is applied: a listing that stopped showing in between is not boosted,
 * and its payment is recorded to be refunded instead.
 */
export function boostRefusal(listing: ListingPolicyFacts, requesterId: string, now: Instant): PolicyRefusal | null {
  if (listing.ownerId !== requesterId) return refuse('forbidden', messages.boostNotAllowed);
  const reason = unboostableReason(listing, now);
  return reason === null ? null : refuse('conflict', BOOST_REFUSAL_MESSAGES[reason]);
}

/**
 * Only the owner edits (an admin too is refused: they decide revisions, they do not write them),
 * a listing in any status but deleted or closed. A deleted listing answers 409 here rather than
 * 404: its owner asked to edit something they know existed, and is told why it cannot be.
 */
export function editRefusal(listing: ListingPolicyFacts, actor: PolicyActor): PolicyRefusal | null {
  if (listing.deleted) return refuse('conflict', messages.revisionListingDeleted);
  if (actor.userId !== listing.ownerId) return refuse('forbidden', messages.ownerOnly);
  if (listing.closed !== null) return refuse('conflict', messages.revisionListingClosed);
  return null;
}

/** What withdrawing needs beyond the common facts: the revision beside the live version, if any. */
export interface RevisionFacts extends ListingPolicyFacts {
  readonly revision: { readonly status: 'pending' | 'rejected' } | null;
}

/**
 * Only the owner takes back their own changes (an admin rejects them instead), and only while
 * they wait beside the live version of an approved listing: once decided there is nothing left
 * to take back, and on a pending or rejected listing the edit already is the content. A closed
 * listing's changes are neither shown nor decided any more, so there is nothing to take back
 * there either.
 */
export function withdrawRevisionRefusal(listing: RevisionFacts, actor: PolicyActor): PolicyRefusal | null {
  const notOwner = ownerRefusal(listing, actor);
  if (notOwner) return notOwner;
  if (listing.status !== 'approved' || listing.closed !== null || listing.revision?.status !== 'pending') return refuse('conflict', messages.withdrawNothingWaiting);
  return null;
}

const NO_ABILITIES: ListingAbilities = { edit: false, close: false, renew: false, delete: false, boost: false, report: false, withdrawChanges: false };

/**
 * What the viewer may do to the listing at `now`, from the same functions the write side
 * enforces: the presenters send it, and the web shows a button only when it says so.
 */
export function abilitiesOf(listing: RevisionFacts, viewer: PolicyActor | null, now: Instant): ListingAbilities {
  if (viewer === null) return NO_ABILITIES;
  return {
    edit: editRefusal(listing, viewer) === null,
    close: closeRefusal(listing, viewer) === null,
    renew: renewRefusal(listing, viewer, now) === null,
    delete: deleteRefusal(listing, viewer) === null,
    boost: boostRefusal(listing, viewer.userId, now) === null,
    report: reportRefusal(listing, viewer, now) === null,
    withdrawChanges: withdrawRevisionRefusal(listing, viewer) === null,
  };
}
