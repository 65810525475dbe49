/**
 * Row changes of the listing's lifecycle events: open reports, the duplicate flag, closing, expiry.
 * Pure, like every projection; listings-projection calls these.
 */
import { visibleUntil } from '@kamra/contracts/rules';
import type { ListingEvent } from '@kamra/contracts/events';
import type { RowChange } from '../row-changes.js';

type LifecycleEvent = Extract<ListingEvent, {
  type: 'ListingReported' | 'ListingReportsDismissed' | 'ListingFlaggedAsDuplicate' | 'ListingClosed' | 'ListingRenewed' | 'ListingPriceFlagged';
}>;

export function lifecycleChanges(event: LifecycleEvent, at: string): RowChange[] {
  const where = { id: event.data.listingId };
  switch (event.type) {
    case 'ListingReported': {
      const { listingId, reporterId, reason, details, reportedAt } = event.data;
      return [{
        op: 'upsert', table: 'listing_reports', key: ['listing_id', 'reporter_id'],
        row: { listing_id: listingId, reporter_id: reporterId, reason, details, reported_at: reportedAt },
      }];
    }
    case 'ListingReportsDismissed':
      return [{ op: 'delete', table: 'listing_reports', where: { listing_id: event.data.listingId } }];
    case 'ListingFlaggedAsDuplicate': {
      const { listingId: _listingId, ...match } = event.data;
      return [{ op: 'update', table: 'listings', where, set: { duplicate_of: match, updated_at: at } }];
    }
    case 'ListingClosed':
      return [{ op: 'update', table: 'listings', where, set: { closed_outcome: event.data.outcome, closed_at: event.data.closedAt, updated_at: at } }];
    case 'ListingRenewed':
      return [{ op: 'update', table: 'listings', where, set: { expires_at: event.data.visibleUntil, updated_at: at } }];
    case 'ListingPriceFlagged':
      return [{ op: 'update', table: 'listings', where, set: { price_flag: priceFlagOf(event), updated_at: at } }];
  }
}

/** What the listing row and the trail keep of a price flag. */
function priceFlagOf(event: Extract<LifecycleEvent, { type: 'ListingPriceFlagged' }>) {
  const { version, amount, area, median, count } = event.data;
  return { version, amount, area, median, count };
}

/** 60 days from the approval: the instant the event names, or when it was recorded for older ones. */
export function expiryOfApproval(approvedAt: string | undefined, at: string): string {
  return visibleUntil(approvedAt ?? at);
}

/** What the audit trail keeps of each of these events beyond type, actor and time. */
export function lifecycleHistory(event: LifecycleEvent): { reason: string | null; details: Record<string, unknown> } {
  switch (event.type) {
    case 'ListingReported':
      return { reason: null, details: { reportReason: event.data.reason, ...(event.data.details === null ? {} : { text: event.data.details }) } };
    case 'ListingReportsDismissed':
      return { reason: null, details: { dismissed: event.data.dismissed } };
    case 'ListingFlaggedAsDuplicate': {
      const { listingId: _listingId, ...duplicate } = event.data;
      return { reason: null, details: { duplicate } };
    }
    case 'ListingClosed':
      return { reason: null, details: { outcome: event.data.outcome } };
    case 'ListingRenewed':
      return { reason: null, details: { visibleUntil: event.data.visibleUntil } };
    case 'ListingPriceFlagged':
      return { reason: null, details: { priceFlag: priceFlagOf(event) } };
  }
}
