/** A listing's lifecycle (closing, expiry, reports, duplicate flag) as its owner and admins see it. */
import { z } from 'zod';
import { boostEndWithin, isExpired, type ListingVisibility, type RevisionFacts } from '@kamra/contracts/rules';
import { LISTING_KINDS, LISTING_STATUSES } from '@kamra/contracts/options';
import { REPORT_REASONS, type ReportReason } from '@kamra/contracts/commands';
import type { DuplicateFlagView, PriceFlagView, ReportedListingView } from '@kamra/contracts/read-models';
import { areaById, urduAreaName } from '@kamra/read-model/places';
import { isoOf, type ListingRow } from './listing-row.js';

const duplicateSchema = z.object({
  picture: z.string(), matchingListingId: z.string(), matchingOwnerId: z.string(), matchingPicture: z.string(), distance: z.number(),
});

/** Extra facts some views know: open report counts and user names, and whether price flags show (admins' views). */
export interface AdminListingExtras {
  openReports: ReadonlyMap<string, number>;
  names: ReadonlyMap<string, string>;
  /**
   * The flags the write side raised for admins to judge: a picture like another owner's, a
   * price far below its area's. Never the owner's to see: a duplicate flag names the other
   * listing, its owner and its picture, which may not be public.
   */
  flags: boolean;
}

export const NO_EXTRAS: AdminListingExtras = { openReports: new Map(), names: new Map(), flags: false };

const priceFlagSchema = z.object({ amount: z.number(), area: z.string(), median: z.number(), count: z.number() });

/** A price flag as kept on the row or in the trail, with its area named as people know it. */
export function priceFlagView(stored: unknown): PriceFlagView | null {
  const parsed = priceFlagSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { amount, area, median, count } = parsed.data;
  const known = areaById(area);
  return { amount, areaName: known?.name ?? area, areaUrduName: known ? urduAreaName(known.name) : null, median, count };
}

/** The user ids a row's duplicate flag names, so a view can look their names up. */
export function flaggedOwnerId(row: ListingRow): string | null {
  const parsed = duplicateSchema.safeParse(row.duplicate_of);
  return parsed.success ? parsed.data.matchingOwnerId : null;
}

/** The columns the visibility rule reads, with the owner's block from the users row (see withOwnerBlock). */
export type VisibilityRow = Pick<ListingRow, 'status' | 'deleted' | 'closed_outcome' | 'expires_at'> & { owner_blocked: boolean | null };

/** The row as contracts' visibility rule (isPublicAt) reads it. An owner without a users row is not blocked. */
export function visibilityOf(row: VisibilityRow): ListingVisibility {
  return { status: row.status, deleted: row.deleted, closed: row.closed_outcome, expiresAt: row.expires_at, ownerBlocked: row.owner_blocked === true };
}

/** The row as contracts' policy functions read it; `openReporters` holds the viewer when they have an open report. */
export function policyFactsOf(row: VisibilityRow & Pick<ListingRow, 'owner_id' | 'revision_status'>, openReporters: readonly string[]): RevisionFacts {
  const revision = row.revision_status === 'pending' || row.revision_status === 'rejected' ? { status: row.revision_status } : null;
  return { ...visibilityOf(row), ownerId: row.owner_id, openReporters, revision };
}

/** The boost end as shown: never past the listing's expiry, and none once it is closed. */
export function shownBoostEnd(row: Pick<ListingRow, 'closed_outcome' | 'boosted_until' | 'expires_at'>): string | null {
  if (row.closed_outcome !== null || row.boosted_until === null) return null;
  return boostEndWithin(isoOf(row.boosted_until), row.expires_at && isoOf(row.expires_at));
}

/** When an approved listing stops showing, and whether it has (a closed or deleted one has not expired: it ended otherwise). */
export function expiryOf(row: Pick<ListingRow, 'status' | 'expires_at' | 'closed_outcome' | 'deleted'>, now: Date): { expiresAt: string | null; expired: boolean } {
  const expiresAt = row.status === 'approved' && row.expires_at !== null ? isoOf(row.expires_at) : null;
  const open = row.closed_outcome === null && !row.deleted;
  return { expiresAt, expired: open && expiresAt !== null && isExpired(expiresAt, now) };
}

export function lifecycleOf(row: ListingRow, now: Date, extras: AdminListingExtras) {
  const { expiresAt, expired } = expiryOf(row, now);
  const duplicate = extras.flags ? duplicateSchema.safeParse(row.duplicate_of) : null;
  const duplicateOf: DuplicateFlagView | null = duplicate?.success
    ? { ...duplicate.data, matchingOwnerName: extras.names.get(duplicate.data.matchingOwnerId) ?? null }
    : null;
  return {
    closed: row.closed_outcome,
    expiresAt,
    expired,
    duplicateOf,
    openReports: extras.openReports.get(row.id) ?? 0,
    priceFlag: extras.flags ? priceFlagView(row.price_flag) : null,
  };
}

type ReportedRow = {
  id: string; kind: string; tagline: string; status: string; owner_id: string; owner_name: string | null; open_reports: string; latest_at: Date;
};
type ReportRow = {
  listing_id: string; reporter_id: string; reporter_name: string | null; reason: string; details: string | null; reported_at: Date;
};

const reasonSchema = z.enum(REPORT_REASONS);

export function presentReportedListings(listings: readonly ReportedRow[], reports: readonly ReportRow[]): ReportedListingView[] {
  return listings.map((listing) => {
    const own = reports.filter((report) => report.listing_id === listing.id);
    const counts = new Map<ReportReason, number>();
    for (const report of own) {
      const reason = reasonSchema.parse(report.reason);
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
    return {
      listing: {
        id: listing.id, kind: z.enum(LISTING_KINDS).parse(listing.kind), tagline: listing.tagline,
        status: z.enum(LISTING_STATUSES).parse(listing.status), ownerId: listing.owner_id, ownerName: listing.owner_name,
      },
      openReports: Number(listing.open_reports),
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      latestAt: isoOf(listing.latest_at),
      reports: own.map((report) => ({
        reporter: { id: report.reporter_id, name: report.reporter_name },
        reason: reasonSchema.parse(report.reason),
        details: report.details,
        at: isoOf(report.reported_at),
      })),
    };
  });
}
