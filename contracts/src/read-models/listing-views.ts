/**
 * What the read service returns for listings and the web renders. Image URLs are ready to
 * use ('/uploads/{file}', see uploadUrl); instants are ISO text.
 */
import type { AccessoryFields, RoomFields, RoommateFields } from '../commands/listing-fields';
import type { CloseOutcome } from '../commands/listing-lifecycle';
import type { ListingKind, ListingStatus } from '../options';
import type { DuplicateFlagView } from './report-views';
import type { PriceFlagView } from './history-views';

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
  /**
   * In a search for an area: whether the listing lies in the area itself or only in its city
   * (listed after the area's own). Absent elsewhere.
   */
  match?: SearchMatch;
}

/**
 * What the viewer may do to a listing now, decided by the same policy functions the write side
 * enforces (contracts `abilitiesOf`): the web shows an action only when its ability is true.
 * `edit` is the rule an edit command will enforce; no such command exists yet.
 */
export interface ListingAbilities {
  edit: boolean;
  close: boolean;
  renew: boolean;
  delete: boolean;
  boost: boolean;
  report: boolean;
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
  /** Set when its current version was priced below half its area's median (admins' views; null for owners). */
  priceFlag: PriceFlagView | null;
  /** What the viewer (the owner, or an admin in a per-user view) may do to it now. */
  abilities: ListingAbilities;
};

/**
 * A listing in the admins' review queue (GET /api/admin/queue). Everything in it waits for
 * review, so it has no lifecycle and no owner's abilities: only the card and what asks for a
 * closer look before deciding.
 */
export type AdminQueueItem = ListingCard & {
  /** Set when flagged at submission as reusing another owner's picture. */
  duplicateOf: DuplicateFlagView | null;
  /** Open reports against it. */
  openReports: number;
  /** Set when priced below half its area's median. */
  priceFlag: PriceFlagView | null;
};

export interface ListerView {
  userId: string;
  name: string;
  /** For the sms:, tel: and WhatsApp links (contactLinks). */
  phone: string;
  /** A built-in avatar or the uploaded photo. */
  photoUrl: string;
  verified: boolean;
}

interface ListingDetailBase {
  id: string;
  status: ListingStatus;
  tagline: string;
  address: string;
  city: string | null;
  pictures: ImageView[];
  postedAt: string;
  isNew: boolean;
  boosted: boolean;
  boostedUntil: string | null;
  /** Only for the owner and admins; null otherwise and when not rejected. */
  rejectionReason: string | null;
  lister: ListerView;
  /** Present only in responses to admins. */
  nicNumber?: string;
  /** What the viewer may do to it now; all false for a visitor. */
  abilities: ListingAbilities;
}

type ShownApart = 'tagline' | 'address' | 'listerName' | 'phone' | 'nicNumber';

export type RoomDetail = ListingDetailBase & { kind: 'room' } & Omit<RoomFields, ShownApart>;
export type RoommateDetail = ListingDetailBase & { kind: 'roommate' } & Omit<RoommateFields, ShownApart>;
export type AccessoryDetail = ListingDetailBase & { kind: 'accessory' } & Omit<AccessoryFields, ShownApart>;

/** GET /api/listings/:id */
export type ListingDetail = RoomDetail | RoommateDetail | AccessoryDetail;

/** GET /api/admin/queue/counts: how many listings of each kind wait for review. */
export type QueueCounts = Record<ListingKind, number>;
