import { z } from 'zod';
import { accessoryFieldsSchema, roomFieldsSchema, roommateFieldsSchema } from '@kamra/contracts/commands';
import { imageRefSchema, profilePhotoSchema, profilePhotoUrl, uploadUrl } from '@kamra/contracts/uploads';
import type { AdminQueueItem, ListerView, ListingAbilities, ListingCard, ListingDetail, MyListing } from '@kamra/contracts/read-models';
import { isBoosted, isNewListing, needsBoost } from '@kamra/contracts/rules';
import { imageView } from '../images/image-view.js';
import { expiryOf, lifecycleOf, NO_EXTRAS, shownBoostEnd, visibilityOf, type AdminListingExtras, type VisibilityRow } from './lifecycle-presenter.js';
import { isoOf, type CardRow, type DetailRow, type ListingRow, type OwnedListingRow, type OwnerBlock } from './listing-row.js';
import { NO_PHONES } from './phone-badges.js';
import { presentDraft, presentRevision, presentRevisionSummary, type RevisionRow } from './revision-presenter.js';

const picturesSchema = z.array(imageRefSchema);
const fullAddressSchema = z.object({ address: z.string() });

/**
 * The address as submitted. The row's `address` column is what the public may read (only the
 * area when the lister chose so); the owner and the admins, who moderate it, always read all of it.
 */
function fullAddressOf(row: Pick<ListingRow, 'fields'>): string {
  return fullAddressSchema.parse(row.fields).address;
}

/** The row's boost state as the shared rules in contracts read it; a boost never outlives the listing's visibility. */
function boostState(row: VisibilityRow & Pick<ListingRow, 'boosted_until'>) {
  return { ...visibilityOf(row), boostedUntil: shownBoostEnd(row) };
}

/** `phoneVerified`: the badge, judged now by phoneVerifiedIds. */
export function presentCard(row: CardRow & OwnerBlock, now: Date, phoneVerified: boolean): ListingCard {
  const pictures = picturesSchema.parse(row.pictures);
  const postedAt = isoOf(row.submitted_at);
  const state = boostState(row);
  const base = {
    id: row.id,
    tagline: row.tagline,
    address: row.address,
    city: row.city,
    pictures: pictures.map((picture) => uploadUrl(picture.thumb)),
    cover: pictures[0] ? uploadUrl(pictures[0].file) : null,
    postedAt,
    isNew: isNewListing(postedAt, now),
    boosted: isBoosted(state, now),
    boostedUntil: state.boostedUntil,
    status: row.status,
    lister: { phoneVerified },
  };
  // Object.assign onto the fresh literal rather than a new literal spreading it: V8 copies a
  // spread key by key, which a page of cards pays twenty times; the keys come out in the same order.
  switch (row.kind) {
    case 'room':
      return Object.assign(base, { kind: 'room' as const, rent: row.amount, roomType: row.room_type, furnished: row.furnished });
    case 'roommate':
      return Object.assign(base, { kind: 'roommate' as const, rent: row.amount, lookingFor: row.gender, furnished: row.furnished });
    case 'accessory':
      return Object.assign(base, { kind: 'accessory' as const, price: row.amount, condition: row.item_condition });
  }
}

/** `abilities` are the viewer's (contracts abilitiesOf), computed by the route that knows who asks. */
export function presentMyListing(
  row: OwnedListingRow, abilities: ListingAbilities, now: Date, phoneVerified: boolean, extras: AdminListingExtras = NO_EXTRAS,
): MyListing {
  return {
    ...presentCard(row, now, phoneVerified), address: fullAddressOf(row), rejectionReason: row.rejection_reason, needsBoost: needsBoost(boostState(row), now),
    ...lifecycleOf(row, now, extras), ownerBlocked: row.owner_blocked === true, abilities, revision: presentRevisionSummary(row),
  };
}

const phoneFieldSchema = z.object({ phone: z.string() });

/**
 * A listing in the admins' review queue: the card, a duplicate flag, open reports, the number as
 * typed, so a number its owner never verified is plain to see, and for an approved listing the
 * changes that wait (the card shows the live version). `ownerPhones`: the numbers its owner
 * verified, which judge a changed number now as they judge the badge.
 */
export function presentAdminQueueItem(
  row: OwnedListingRow, now: Date, extras: AdminListingExtras, phoneVerified: boolean, ownerPhones: ReadonlySet<string>,
): AdminQueueItem {
  const { duplicateOf, openReports, priceFlag } = lifecycleOf(row, now, extras);
  const { phone } = phoneFieldSchema.parse(row.fields);
  const revision = presentRevision(row, ownerPhones);
  return {
    ...presentCard(row, now, phoneVerified), address: fullAddressOf(row), lister: { phoneVerified, phone }, duplicateOf, openReports, priceFlag,
    ...(revision === undefined ? {} : { revision }),
  };
}

/** Who is looking decides what the detail page may show. */
export interface Viewer {
  isAdmin: boolean;
  isOwner: boolean;
}

/**
 * What only the owner and admins see of an edit: the revision; the owner also the draft an edit
 * starts from. `ownerPhones`: the numbers the owner verified, judging a changed number.
 */
function revisionFor(row: RevisionRow, viewer: Viewer, ownerPhones: ReadonlySet<string>): Pick<ListingDetail, 'revision' | 'draft'> {
  if (!viewer.isAdmin && !viewer.isOwner) return {};
  const revision = presentRevision(row, ownerPhones);
  return { ...(revision === undefined ? {} : { revision }), ...(viewer.isOwner ? { draft: presentDraft(row) } : {}) };
}

/** Closed and expired, for the owner's and admins' status line; the public sees only listings that are neither. */
function lifecycleFor(row: DetailRow, viewer: Viewer, now: Date): Pick<ListingDetail, 'closed' | 'expired'> {
  if (!viewer.isAdmin && !viewer.isOwner) return {};
  return { closed: row.closed_outcome, expired: expiryOf(row, now).expired };
}

/** `ownerPhones`: the numbers the owner verified; only the owner's and admins' view needs them (a revision's number). */
export function presentDetail(
  row: DetailRow, viewer: Viewer, abilities: ListingAbilities, now: Date, ownerPhones: ReadonlySet<string> = NO_PHONES,
): ListingDetail {
  const state = boostState(row);
  const postedAt = isoOf(row.submitted_at);
  const common = {
    id: row.id,
    status: row.status,
    address: viewer.isAdmin || viewer.isOwner ? fullAddressOf(row) : row.address,
    publicAddress: row.address,
    city: row.city,
    pictures: picturesSchema.parse(row.pictures).map(imageView),
    postedAt,
    isNew: isNewListing(postedAt, now),
    boosted: isBoosted(state, now),
    boostedUntil: state.boostedUntil,
    rejectionReason: viewer.isAdmin || viewer.isOwner ? row.rejection_reason : null,
    // Only the owner and admins can see a blocked owner's listing at all; they are told why it is hidden.
    ownerBlocked: row.owner_blocked === true,
    ...lifecycleFor(row, viewer, now),
    abilities,
    ...revisionFor(row, viewer, ownerPhones),
  };
  const lister = (fields: { listerName: string; phone: string }): ListerView => ({
    userId: row.owner_id,
    name: fields.listerName,
    phone: fields.phone,
    photoUrl: profilePhotoUrl(profilePhotoSchema.parse(row.profile)),
    verified: row.owner_verified === true,
    phoneVerified: row.phone_verified,
  });
  const nic = (nicNumber: string | undefined) => (viewer.isAdmin && nicNumber !== undefined ? { nicNumber } : {});
  // What an admin's decision names: the moment of the content they are looking at.
  const reviewed = viewer.isAdmin && row.content_at !== null ? { contentAt: isoOf(row.content_at) } : {};
  // Object.assign, not one literal spreading both: V8 adds the kind's twenty-odd fields to a
  // literal that already holds the common ones key by key, tens of µs a detail; the keys, and
  // so the JSON, come out in the same order either way.
  switch (row.kind) {
    case 'room': {
      const { tagline, address: _address, listerName, phone, nicNumber, ...fields } = roomFieldsSchema.parse(row.fields);
      return Object.assign({}, common, fields, { kind: 'room' as const, tagline, lister: lister({ listerName, phone }) }, nic(nicNumber), reviewed);
    }
    case 'roommate': {
      const { tagline, address: _address, listerName, phone, nicNumber, ...fields } = roommateFieldsSchema.parse(row.fields);
      return Object.assign({}, common, fields, { kind: 'roommate' as const, tagline, lister: lister({ listerName, phone }) }, nic(nicNumber), reviewed);
    }
    case 'accessory': {
      const { tagline, address: _address, listerName, phone, ...fields } = accessoryFieldsSchema.parse(row.fields);
      return Object.assign({}, common, fields, { kind: 'accessory' as const, tagline, lister: lister({ listerName, phone }) }, reviewed);
    }
  }
}
