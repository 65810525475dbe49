/**
 * What the read service returns for listings and the web renders. Image URLs are ready to
 * use ('/uploads/{file}', see uploadUrl); instants are ISO text.
 */
import type { AccessoryFields, RoomFields, RoommateFields } from '../commands/listing-fields';
import type { CloseOutcome } from '../commands/listing-lifecycle';
import type { ListingKind, ListingStatus } from '../options';
import type { DuplicateFlagView } from './report-views';
import type { ListingFields } from '../commands/listing-fields';
import type { ProfilePhoto } from '../uploads/profile-photo';

/** A listing priced below half its area's median: what it was judged against. */
export interface PriceFlagView {
  amount: number;
  /** The gazetteer area's name ('G-11'). */
  areaName: string;
  /** Its Urdu name ('جی 11') for Urdu readers; null for an area the gazetteer no longer knows. */
  areaUrduName: string | null;
  median: number;
  count: number;
}

export interface ImageView {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

interface ListingCardBase {
  id: string;
  tagline: string;
  address: string;
  /** The city recognised in the address, or null. */
  city: string | null;
  /** Thumbnail URLs in the lister's order. */
  pictures: string[];
  /** Full-size URL of the first picture, or null. */
  cover: string | null;
  postedAt: string;
  /** The NEW badge (isNewListing). */
  isNew: boolean;
  /** Shown in the Boosted section too (isBoosted). */
  boosted: boolean;
  boostedUntil: string | null;
  status: ListingStatus;
  /** The "Phone verified" badge: the listing's number is, now, one its owner verified (isPhoneVerified). */
  lister: { phoneVerified: boolean };
  /**
   * In a search for an area: whether the listing lies in the area itself or only in its city
   * (listed after the area's own). Absent elsewhere.
   */
  match?: SearchMatch;
}

/**
 * What the viewer may do to a listing now, decided by the same policy functions the write side
 * enforces (contracts `abilitiesOf`): the web shows an action only when its ability is true.
 */
export interface ListingAbilities {
  edit: boolean;
  close: boolean;
  renew: boolean;
  delete: boolean;
  boost: boolean;
  report: boolean;
  /** Take back the owner's changes waiting for review (DELETE /api/listings/:id/revision). */
  withdrawChanges: boolean;
}

export type SearchMatch = 'area' | 'city';

/** The place a search was for, as the gazetteer understood the location typed. */
export interface SearchPlace {
  /** Canonical lowercase city ('islamabad'), and its display name ('Islamabad'). */
  city: string;
  cityName: string;
  /** The area ('islamabad/g11', 'G-11') when the location named one, else null. */
  area: string | null;
  areaName: string | null;
  /**
   * The area's name in Urdu ('جی 11'), for Urdu readers, null with `areaName`. The answer carries
   * both names because one answer serves both languages (the page cache keeps one).
   */
  areaUrduName: string | null;
  /**
   * Matching listings in the area itself; the rest of `total` lie elsewhere in the city. Counted
   * up to SEARCH_COUNT_CAP, like `total`.
   */
  areaTotal: number | null;
}

/** GET /api/listings: a page of cards, how many listings match in all, and the place searched. */
export interface ListingSearchPage {
  items: ListingCard[];
  nextCursor: string | null;
  /** Matching listings, counted up to SEARCH_COUNT_CAP: a total equal to it means 'that many or more'. */
  total: number;
  place: SearchPlace | null;
}

/**
 * A listing in a grid, slider or search result. Rooms and roommates have rent, accessories price;
 * each carries what seekers of its kind look at first: a room's type and furnishing, the gender
 * a roommate ad seeks, an item's condition (1 to 10).
 */
export type ListingCard =
  | (ListingCardBase & { kind: 'room'; rent: number; roomType: string | null; furnished: boolean })
  | (ListingCardBase & { kind: 'roommate'; rent: number; lookingFor: string | null; furnished: boolean })
  | (ListingCardBase & { kind: 'accessory'; price: number; condition: number | null });

/** A listing in the owner's own area (GET /api/me/listings) or an admin's per-user view. */
export type MyListing = ListingCard & {
  /** Set when rejected; the owner is told to delete and list again. */
  rejectionReason: string | null;
  /** Approved, and the boost ended or never began: prompt the owner (needsBoost). */
  needsBoost: boolean;
  /** Beyond the spec: marked as rented or sold by the owner, or null. */
  closed: CloseOutcome | null;
  /** Approved listings: when it stops showing (60 days from approval or renewal). */
  expiresAt: string | null;
  /** Approved, not closed, and past expiresAt: "Expired, renew to show it again". */
  expired: boolean;
  /** Set when flagged at submission as reusing another owner's picture (admins' views). */
  duplicateOf: DuplicateFlagView | null;
  /** Open reports against it (admins' views; 0 for owners). */
  openReports: number;
  /** Its owner is blocked: hidden from the public while the block lasts, back as it was on unblock. */
  ownerBlocked: boolean;
  /** Set when its current version was priced below half its area's median (admins' views; null for owners). */
  priceFlag: PriceFlagView | null;
  /** What the viewer (the owner, or an admin in a per-user view) may do to it now. */
  abilities: ListingAbilities;
  /**
   * Changes to the approved listing that wait for review ("Changes waiting for review") or were
   * rejected (with the reason); null when none. The card itself shows the live version.
   */
  revision: ListingRevisionSummary | null;
};

/**
 * A listing in the admins' review queue (GET /api/admin/queue). Everything in it waits for
 * review, so it has no lifecycle and no owner's abilities: only the card and what asks for a
 * closer look before deciding.
 */
export type AdminQueueItem = ListingCard & {
  /** The number as typed, so an admin sees plainly a number nobody verified. */
  lister: { phoneVerified: boolean; phone: string };
  /** Set when flagged at submission as reusing another owner's picture. */
  duplicateOf: DuplicateFlagView | null;
  /** Open reports against it. */
  openReports: number;
  /** Set when priced below half its area's median. */
  priceFlag: PriceFlagView | null;
  /**
   * Set when this is an approved listing whose owner's changes wait for review: the card shows
   * the live version, `revision.changes` what approving would put live. Absent for new listings.
   */
  revision?: ListingRevisionView;
};

export interface ListerView {
  userId: string;
  name: string;
  /** For the sms:, tel: and WhatsApp links (contactLinks). */
  phone: string;
  /** A built-in avatar or the uploaded photo. */
  photoUrl: string;
  verified: boolean;
  /** The "Phone verified" badge: `phone` is, now, one of the numbers the owner verified. */
  phoneVerified: boolean;
}

interface ListingDetailBase {
  id: string;
  status: ListingStatus;
  tagline: string;
  /** All of the address for its owner and the admins; for everyone else, `publicAddress`. */
  address: string;
  /**
   * What the public reads of the address: only the area when the lister chose so. Anything the
   * owner or an admin sends out of the app (a share) uses this, never `address`.
   */
  publicAddress: string;
  city: string | null;
  pictures: ImageView[];
  postedAt: string;
  isNew: boolean;
  boosted: boolean;
  boostedUntil: string | null;
  /** Only for the owner and admins; null otherwise and when not rejected. */
  rejectionReason: string | null;
  /** Its owner is blocked: only the owner and admins see it then, marked as hidden from the public. */
  ownerBlocked: boolean;
  /**
   * Only for the owner and admins, who may still open a closed or expired listing: marked as
   * rented or sold (or null), and approved but past its expiry. The public never sees either.
   */
  closed?: CloseOutcome | null;
  expired?: boolean;
  lister: ListerView;
  /** Present only in responses to admins. */
  nicNumber?: string;
  /**
   * Only for admins: when the content under review (a new listing's, or the waiting changes')
   * was submitted or last changed. A decision sends it back (`seen`), so an edit made while the
   * admin was looking is not approved unseen. Absent for rows projected before it was kept.
   */
  contentAt?: string;
  /** What the viewer may do to it now; all false for a visitor. */
  abilities: ListingAbilities;
  /**
   * Only for the owner and admins, while changes to the approved listing wait for review or
   * were rejected. The rest of the detail is the live (approved) version.
   */
  revision?: ListingRevisionView;
  /**
   * Only for the owner: what the edit wizard starts from, the waiting (or rejected) revision when
   * there is one, else the listing as it is. Pictures go back by `file` in `keepPictures`.
   */
  draft?: ListingDraft;
}

/** A JSON value as a change holds it. */
export type ChangeValue = string | number | boolean | null | ChangeValue[] | { [key: string]: ChangeValue };

/**
 * One field a revision changes: its value in the live version and in the revision, as stored
 * (an empty field is null). `field` is the multipart name of the submit form of the kind.
 * `profile` comes as the photo's URL before and after.
 */
export interface ListingValueChangeView {
  field: string;
  from: ChangeValue;
  to: ChangeValue;
  /**
   * Only on a change of the phone number: whether the new number is one the listing's owner
   * verified, judged now as the badge is; false says approving it takes the badge away.
   */
  toVerified?: boolean;
}

/** The pictures of a revision as thumbnail URLs: in order before and after, and which were added and removed. */
export interface ListingPicturesChangeView {
  field: 'pictures';
  from: string[];
  to: string[];
  added: string[];
  removed: string[];
}

/** Tell them apart with contracts' `isPicturesChange`. */
export type ListingChangeView = ListingPicturesChangeView | ListingValueChangeView;

/** Changes the owner made to an approved listing that wait for review, or that an admin rejected. */
export interface ListingRevisionView {
  status: 'pending' | 'rejected';
  /** Against the live version, field by field; never empty. */
  changes: ListingChangeView[];
  /** Why an admin rejected them (status 'rejected'). */
  reason?: string;
  revisedAt: string;
}

/** A revision as My Listings tells of it. */
export interface ListingRevisionSummary {
  status: 'pending' | 'rejected';
  /** How many fields it changes. */
  fieldCount: number;
  /** Set when rejected. */
  reason: string | null;
  revisedAt: string;
}

/** A picture of a draft: its view and the file name that `keepPictures` takes back. */
export type DraftPicture = ImageView & { file: string };

/** The content an edit starts from, for the edit wizard. */
export type ListingDraft = ListingFields & {
  pictures: DraftPicture[];
  profile: ProfilePhoto;
  /** The profile photo's URL (an avatar or the upload). */
  profileUrl: string;
};

type ShownApart = 'tagline' | 'address' | 'listerName' | 'phone' | 'nicNumber';

export type RoomDetail = ListingDetailBase & { kind: 'room' } & Omit<RoomFields, ShownApart>;
export type RoommateDetail = ListingDetailBase & { kind: 'roommate' } & Omit<RoommateFields, ShownApart>;
export type AccessoryDetail = ListingDetailBase & { kind: 'accessory' } & Omit<AccessoryFields, ShownApart>;

/** GET /api/listings/:id */
export type ListingDetail = RoomDetail | RoommateDetail | AccessoryDetail;

/** GET /api/admin/queue/counts: how many listings of each kind wait for review. */
export type QueueCounts = Record<ListingKind, number>;
