import { isListingVersionEvent, type ListingEvent } from '@kamra/contracts/events';
import { formatPosition } from '@kamra/eventstore';
import type { Projection, ProjectedEvent } from '../projection.js';
import type { RowChange } from '../row-changes.js';
import { filterColumns } from './listing-columns.js';
import { lifecycleChanges, lifecycleHistory, expiryOfApproval } from './lifecycle-changes.js';
import { revisionChanges, revisionHistory } from './revision-changes.js';

const LISTING_EVENT_TYPES: ReadonlySet<string> = new Set<ListingEvent['type']>([
  'ListingSubmitted', 'ListingApproved', 'ListingRejected', 'ListingDeleted', 'ListingBoosted',
  'ListingReported', 'ListingReportsDismissed', 'ListingFlaggedAsDuplicate', 'ListingClosed', 'ListingRenewed',
  'ListingPriceFlagged',
  'ListingRevised', 'ListingRevisionApproved', 'ListingRevisionRejected', 'ListingRevisionWithdrawn',
]);

function isListingEvent(event: ProjectedEvent['event']): event is ListingEvent {
  return LISTING_EVENT_TYPES.has(event.type);
}

function listingChanges(event: ListingEvent, at: string): RowChange[] {
  const where = { id: event.data.listingId };
  switch (event.type) {
    case 'ListingSubmitted': {
      const { data } = event;
      return [{
        op: 'insert',
        table: 'listings',
        key: ['id'],
        row: {
          id: data.listingId,
          kind: data.kind,
          owner_id: data.ownerId,
          status: 'pending',
          deleted: false,
          rejection_reason: null,
          ...filterColumns(data),
          fields: data.fields,
          pictures: data.pictures,
          profile: data.profile,
          submitted_at: data.submittedAt,
          content_at: data.submittedAt,
          approved_at: null,
          boosted_until: null,
          expires_at: null,
          closed_outcome: null,
          closed_at: null,
          duplicate_of: null,
          price_flag: null,
          updated_at: at,
        },
      }];
    }
    case 'ListingApproved':
      return [{
        op: 'update', table: 'listings', where,
        set: { status: 'approved', rejection_reason: null, approved_at: at, expires_at: expiryOfApproval(event.data.approvedAt, at), updated_at: at },
      }];
    case 'ListingRejected':
      return [{ op: 'update', table: 'listings', where, set: { status: 'rejected', rejection_reason: event.data.reason, updated_at: at } }];
    case 'ListingDeleted':
      // A listing taken down has nothing left to report on.
      return [
        { op: 'update', table: 'listings', where, set: { deleted: true, updated_at: at } },
        { op: 'delete', table: 'listing_reports', where: { listing_id: event.data.listingId } },
      ];
    case 'ListingBoosted':
      return [{ op: 'update', table: 'listings', where, set: { boosted_until: event.data.until, updated_at: at } }];
    case 'ListingReported':
    case 'ListingReportsDismissed':
    case 'ListingFlaggedAsDuplicate':
    case 'ListingClosed':
    case 'ListingRenewed':
    case 'ListingPriceFlagged':
      return lifecycleChanges(event, at);
    case 'ListingRevised':
    case 'ListingRevisionApproved':
    case 'ListingRevisionRejected':
    case 'ListingRevisionWithdrawn':
      return revisionChanges(event, at);
  }
}

/** What the audit trail keeps of each event beyond type, actor and time. */
function historyDetails(event: ListingEvent): { reason: string | null; details: Record<string, unknown> } {
  switch (event.type) {
    case 'ListingSubmitted':
      return { reason: null, details: { kind: event.data.kind } };
    case 'ListingApproved':
      return { reason: null, details: {} };
    case 'ListingRejected':
      return { reason: event.data.reason, details: {} };
    case 'ListingDeleted':
      return { reason: event.data.reason ?? null, details: { by: event.data.by } };
    case 'ListingBoosted': {
      const { package: boostPackage, days, amount, currency, until } = event.data;
      return { reason: null, details: { package: boostPackage, days, amount, currency, until } };
    }
    case 'ListingReported':
    case 'ListingReportsDismissed':
    case 'ListingFlaggedAsDuplicate':
    case 'ListingClosed':
    case 'ListingRenewed':
    case 'ListingPriceFlagged':
      return lifecycleHistory(event);
    case 'ListingRevised':
    case 'ListingRevisionApproved':
    case 'ListingRevisionRejected':
    case 'ListingRevisionWithdrawn':
      return revisionHistory(event);
  }
}

function historyChange(projected: ProjectedEvent, event: ListingEvent): RowChange {
  const { metadata } = projected;
  return {
    op: 'insert',
    table: 'listing_history',
    key: ['listing_id', 'revision'],
    row: {
      listing_id: event.data.listingId,
      revision: Number(projected.revision),
      position: formatPosition(projected.position),
      type: event.type,
      // The duplicate check and the price check, not the person submitting, raised these flags.
      ...(event.type === 'ListingFlaggedAsDuplicate' || event.type === 'ListingPriceFlagged'
        ? { actor_id: null, actor_role: 'system' }
        : { actor_id: metadata.actorId, actor_role: metadata.actorRole }),
      at: metadata.occurredAt,
      ...historyDetails(event),
    },
  };
}

/** Listings for search, detail and the owner's and admins' lists, plus every event for the audit trail. */
export const listingsProjection: Projection = {
  name: 'listings',
  project(projected) {
    const { event } = projected;
    if (!isListingEvent(event)) return [];
    // A new version is judged afresh: the previous version's price flag no longer applies.
    const newVersion: RowChange[] = isListingVersionEvent(event)
      ? [{ op: 'update', table: 'listings', where: { id: event.data.listingId }, set: { price_flag: null } }]
      : [];
    return [...listingChanges(event, projected.metadata.occurredAt), ...newVersion, historyChange(projected, event)];
  },
};
