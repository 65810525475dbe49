/**
 * Editing a listing: the owner's revision and the admins' decision on it. A pending or rejected
 * listing takes the revision as its content and waits for review again; an approved one keeps
 * its approved content public while the revision waits beside it, until an admin puts it live
 * or rejects it. Changes are always counted against the live version. Pure; called by the
 * listing decider.
 */
import { messages } from '@kamra/contracts/messages';
import type { ListingEvent } from '@kamra/contracts/events';
import type { ListingFields } from '@kamra/contracts/commands';
import { IMAGE_LIMITS, editRefusal, listingChanges, withdrawRevisionRefusal } from '@kamra/contracts/rules';
import type { ImageRef } from '@kamra/contracts/uploads';
import { ConflictError, ValidationError } from '@kamra/platform';
import { duplicateFlag } from './lifecycle-decisions.js';
import type { ReviseListing, WithdrawRevision } from './listing-commands.js';
import { enforce } from './listing-policies.js';
import type { ExistingListing, StoredContent, WaitingRevision } from './listing-state.js';

/** What the owner's next edit starts from: the waiting or rejected revision, else the listing. */
export function draftOf(listing: ExistingListing): StoredContent {
  return listing.revision?.content ?? listing.content;
}

interface KnownPicture {
  image: ImageRef;
  hash: string | undefined;
}

/** Every picture the owner may keep: the live version's and the waiting revision's. */
function knownPictures(listing: ExistingListing): Map<string, KnownPicture> {
  const known = new Map<string, KnownPicture>();
  for (const content of [listing.content, listing.revision?.content]) {
    content?.pictures.forEach((image, index) => {
      known.set(image.file, { image, hash: content.pictureHashes?.[index] });
    });
  }
  return known;
}

function revisedContent(command: ReviseListing, listing: ExistingListing): StoredContent {
  if (command.listing.kind !== listing.kind) {
    // The route reads the form by the listing's kind, so only a caller's mistake lands here.
    throw new ValidationError(messages.badRequest);
  }
  const known = knownPictures(listing);
  const kept = command.keepPictures.map((file) => {
    const picture = known.get(file);
    if (picture === undefined) throw new ValidationError(messages.keepPictureUnknown, { keepPictures: messages.keepPictureUnknown });
    return picture;
  });
  const pictures = [...kept, ...command.newPictures.map(({ image, hash }) => ({ image, hash }))];
  const limit = IMAGE_LIMITS[listing.kind];
  if (pictures.length < limit.min || pictures.length > limit.max) throw new ValidationError(limit.message, { pictures: limit.message });
  // Hashes travel only when every picture has one: they must stay aligned with the pictures.
  const hashes = pictures.map((picture) => picture.hash);
  const pictureHashes = hashes.every((hash): hash is string => hash !== undefined) ? { pictureHashes: hashes } : {};
  return {
    ...command.listing,
    pictures: pictures.map((picture) => picture.image),
    profile: command.profile ?? draftOf(listing).profile,
    ...pictureHashes,
  };
}

export function revise(command: ReviseListing, listing: ExistingListing): ListingEvent[] {
  enforce(editRefusal(listing, command.by));
  const content = revisedContent(command, listing);
  // Against the live version for an approved listing (a second revision replaces the first
  // but is still shown against what the public sees), else against the content under review.
  const changes = listingChanges(listing.content, content);
  if (changes.length === 0) throw new ValidationError(messages.revisionUnchanged);
  // The same changes again (a double tap, a retry after a timeout) are no new revision: one
  // would send the listing to the back of the queue, refuse the decision of an admin looking
  // at the very same changes, and lengthen the stream every command on the listing replays.
  const waiting = listing.status === 'approved' && listing.revision?.status === 'pending' ? listing.revision : null;
  if (waiting !== null && listingChanges(waiting.content, content).length === 0) throw new ValidationError(messages.revisionUnchanged);
  const { pictureHashes } = content;
  const revised: ListingEvent = {
    type: 'ListingRevised',
    data: {
      ...fieldsOf(content),
      listingId: listing.listingId,
      pictures: [...content.pictures],
      ...(pictureHashes === undefined ? {} : { pictureHashes: [...pictureHashes] }),
      profile: content.profile,
      revisedAt: command.now,
      besideLive: listing.status === 'approved',
      changes,
    },
  };
  return [revised, ...duplicateFlag(listing.listingId, listing.ownerId, command.duplicate)];
}

/**
 * The owner takes back the changes waiting on their approved listing: the live version stays
 * and nothing waits for review. Editing back to the live content cannot do this (it changes
 * nothing, so it is refused), hence a command of its own.
 */
export function withdraw(command: WithdrawRevision, listing: ExistingListing): ListingEvent[] {
  enforce(withdrawRevisionRefusal(listing, command.by));
  return [{ type: 'ListingRevisionWithdrawn', data: { listingId: listing.listingId, withdrawnAt: command.now } }];
}

/** The revision an admin decides now: one waiting on an approved, open listing. */
export function waitingRevision(listing: ExistingListing): WaitingRevision | null {
  if (listing.deleted || listing.status !== 'approved' || listing.revision?.status !== 'pending') return null;
  if (listing.closed !== null) throw new ConflictError(messages.listingAlreadyClosed);
  return listing.revision;
}

export function approveRevision(listing: ExistingListing, revision: WaitingRevision, now: string | undefined): ListingEvent[] {
  const { content } = revision;
  return [{
    type: 'ListingRevisionApproved',
    data: {
      ...fieldsOf(content),
      listingId: listing.listingId,
      ...(now === undefined ? {} : { approvedAt: now }),
      changes: [...revision.changes],
      pictures: [...content.pictures],
      ...(content.pictureHashes === undefined ? {} : { pictureHashes: [...content.pictureHashes] }),
      profile: content.profile,
    },
  }];
}

export function rejectRevision(listing: ExistingListing, reason: string): ListingEvent[] {
  return [{ type: 'ListingRevisionRejected', data: { listingId: listing.listingId, reason } }];
}

/** Only the kind and its fields, still tied together for the compiler. */
function fieldsOf(listing: ListingFields): ListingFields {
  switch (listing.kind) {
    case 'room':
      return { kind: listing.kind, fields: listing.fields };
    case 'roommate':
      return { kind: listing.kind, fields: listing.fields };
    case 'accessory':
      return { kind: listing.kind, fields: listing.fields };
  }
}

/** The content a submission or a revision carries, as the aggregate keeps it. */
export function storedContentOf(data: Extract<ListingEvent, { type: 'ListingRevised' | 'ListingSubmitted' }>['data']): StoredContent {
  const { pictures, pictureHashes, profile } = data;
  return { ...fieldsOf(data), pictures, profile, ...(pictureHashes === undefined ? {} : { pictureHashes }) };
}

/** How revisions and their decisions change the aggregate's state. */
export function evolveRevision(state: ExistingListing, event: ListingEvent): ExistingListing {
  switch (event.type) {
    case 'ListingRevised': {
      const content = storedContentOf(event.data);
      const contentAt = event.data.revisedAt;
      if (event.data.besideLive) {
        return { ...state, contentAt, revision: { content, changes: event.data.changes, status: 'pending', reason: null } };
      }
      return { ...state, content, contentAt, status: 'pending', rejectionReason: null, revision: null };
    }
    case 'ListingRevisionApproved':
      return state.revision === null ? state : { ...state, content: state.revision.content, revision: null };
    case 'ListingRevisionRejected':
      return state.revision === null ? state : { ...state, revision: { ...state.revision, status: 'rejected', reason: event.data.reason } };
    case 'ListingRevisionWithdrawn':
      return { ...state, revision: null };
    default:
      return state;
  }
}
