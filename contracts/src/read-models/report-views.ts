/** Beyond the spec: what the admins' reports list and the duplicate flag show. */
import type { ReportReason } from '../commands/listing-lifecycle';
import type { ListingKind, ListingStatus } from '../options';

export interface ReportView {
  reporter: { id: string; name: string | null };
  reason: ReportReason;
  details: string | null;
  at: string;
}

/** GET /api/admin/reports: one entry per listing with open reports, most reported first. */
export interface ReportedListingView {
  listing: { id: string; kind: ListingKind; tagline: string; status: ListingStatus; ownerId: string; ownerName: string | null };
  openReports: number;
  /** Each reason given, with how many open reports gave it, most frequent first. */
  reasons: { reason: ReportReason; count: number }[];
  latestAt: string;
  reports: ReportView[];
}

/** A listing flagged at submission: a picture matching another owner's listing. */
export interface DuplicateFlagView {
  picture: string;
  matchingListingId: string;
  matchingOwnerId: string;
  matchingOwnerName: string | null;
  matchingPicture: string;
  distance: number;
}
