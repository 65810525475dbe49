import { sql } from 'kysely';
import { z } from 'zod';
import { ACTOR_ROLES } from '@kamra/contracts/options';
import { BOOST_PACKAGE_IDS, BOOST_REFUSALS } from '@kamra/contracts/boost';
import { comparePositions, parsePosition } from '@kamra/eventstore';
import { LISTING_DELETERS, listingChangeSchema, type ListingEvent } from '@kamra/contracts/events';
import { CLOSE_OUTCOMES, REPORT_REASONS } from '@kamra/contracts/commands';
import type { DuplicateMatchView, ListingHistoryEntry } from '@kamra/contracts/read-models';
import type { ListingKind } from '@kamra/contracts/options';
import { uploadUrl } from '@kamra/contracts/uploads';
import type { ReadDb } from '@kamra/read-model';
import { isoOf } from './listing-row.js';
import { NO_PHONES, phoneVerifiedWhere, verifiedPhonesOf } from './phone-badges.js';
import { priceFlagView } from './lifecycle-presenter.js';
import { presentChanges } from './revision-presenter.js';

const detailsSchema = z.object({
  package: z.enum(BOOST_PACKAGE_IDS).optional(),
  until: z.string().optional(),
  by: z.enum(LISTING_DELETERS).optional(),
  reportReason: z.enum(REPORT_REASONS).optional(),
  text: z.string().optional(),
  dismissed: z.number().optional(),
  duplicate: z.object({
    picture: z.string(), matchingListingId: z.string(), matchingOwnerId: z.string(), matchingPicture: z.string(), distance: z.number(),
  }).optional(),
  outcome: z.enum(CLOSE_OUTCOMES).optional(),
  visibleUntil: z.string().optional(),
  priceFlag: z.unknown().optional(),
  changes: z.array(listingChangeSchema).optional(),
  thumbs: z.record(z.string(), z.string()).optional(),
});
const roleSchema = z.enum(ACTOR_ROLES);
const typeSchema = z.enum([
  'ListingSubmitted', 'ListingApproved', 'ListingRejected', 'ListingDeleted', 'ListingBoosted',
  'ListingReported', 'ListingReportsDismissed', 'ListingFlaggedAsDuplicate', 'ListingClosed', 'ListingRenewed',
  'ListingPriceFlagged',
  'ListingRevised', 'ListingRevisionApproved', 'ListingRevisionRejected', 'ListingRevisionWithdrawn',
] satisfies ListingEvent['type'][]);

/**
 * Every event of a listing in stream order, with who did it as the users table names them
 * now, and the payments for it that were due back because their boost was refused (from the
 * checkout streams), placed among them by global position. Deleted listings keep their trail:
 * it is what an admin checks after a deletion.
 */
export async function listingHistory(db: ReadDb, listingId: string): Promise<ListingHistoryEntry[]> {
  const [owner, payments, phone] = await Promise.all([ownerOf(db, listingId), paymentsNotApplied(db, listingId), listingPhone(db, listingId)]);
  // A revision's (or its approval's) changed number says whether the owner verified it, judged now too.
  const ownerPhones = owner === null ? NO_PHONES : (await verifiedPhonesOf(db, [owner.id])).get(owner.id) ?? NO_PHONES;
  const listed = await listingEvents(db, listingId, ownerPhones, owner);
  // The submission shows the number and whether its owner verified it, judged now: what an
  // admin weighs before approving is whether anyone vouched for the number people will call.
  const events = phone ? listed.map((entry) => (entry.type === 'ListingSubmitted' ? { ...entry, phone } : entry)) : listed;
  if (payments.length === 0) return events;
  return [...events, ...payments].sort((a, b) => comparePositions(positionOf(a), positionOf(b)));
}

function positionOf(entry: ListingHistoryEntry): { major: bigint; minor: bigint } {
  return parsePosition(entry.position) ?? { major: 0n, minor: 0n };
}

interface Owner {
  id: string;
  name: string | null;
}

async function ownerOf(db: ReadDb, listingId: string): Promise<Owner | null> {
  const row = await db.selectFrom('listings').leftJoin('users', 'users.id', 'listings.owner_id')
    .select(['listings.owner_id', 'users.name']).where('listings.id', '=', listingId).executeTakeFirst();
  return row ? { id: row.owner_id, name: row.name } : null;
}

async function listingPhone(db: ReadDb, listingId: string): Promise<ListingHistoryEntry['phone'] | null> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => [sql<string | null>`${sql.ref('fields')}->>'phone'`.as('phone'), phoneVerifiedWhere(eb).as('verified')])
    .where('id', '=', listingId)
    .executeTakeFirst();
  return row?.phone ? { number: row.phone, verified: row.verified } : null;
}

async function paymentsNotApplied(db: ReadDb, listingId: string): Promise<ListingHistoryEntry[]> {
  const rows = await db
    .selectFrom('payments_not_applied')
    .leftJoin('users', 'users.id', 'payments_not_applied.user_id')
    .select([
      'payments_not_applied.session_id', 'payments_not_applied.user_id', 'payments_not_applied.package', 'payments_not_applied.amount',
      'payments_not_applied.currency', 'payments_not_applied.reason', 'payments_not_applied.position', 'payments_not_applied.at',
      'users.name as user_name',
    ])
    .where('payments_not_applied.listing_id', '=', listingId)
    .execute();
  return rows.map((row) => ({
    position: row.position,
    type: 'PaymentNotApplied',
    at: isoOf(row.at),
    // The payer: the refund is theirs.
    actor: { id: row.user_id, name: row.user_name, role: 'user' },
    package: z.enum(BOOST_PACKAGE_IDS).parse(row.package),
    payment: { sessionId: row.session_id, amount: row.amount, currency: row.currency, refusal: z.enum(BOOST_REFUSALS).parse(row.reason) },
  }));
}

type DuplicateDetails = NonNullable<z.output<typeof detailsSchema>['duplicate']>;
type MatchingListing = { kind: ListingKind; tagline: string; owner_name: string | null };

/** The listings duplicate flags name, with their tagline and their owner's name, in one query. */
async function matchingListings(db: ReadDb, ids: readonly string[]): Promise<Map<string, MatchingListing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_id')
    .select(['listings.id', 'listings.kind', 'listings.tagline', 'users.name as owner_name'])
    .where('listings.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A flag in words and pictures: ids stay for links, never as the text an admin reads. */
function duplicateView(duplicate: DuplicateDetails, matching: MatchingListing | undefined): DuplicateMatchView {
  return {
    ...duplicate,
    pictureUrl: uploadUrl(duplicate.picture),
    matchingKind: matching?.kind ?? null,
    matchingTagline: matching?.tagline ?? null,
    matchingOwnerName: matching?.owner_name ?? null,
    matchingPictureUrl: uploadUrl(duplicate.matchingPicture),
  };
}

/**
 * Who an entry was done by. A boost arrives from the payment provider (its webhook, or the test
 * checkout's page) with no one signed in, but only the owner may buy one: it is theirs.
 */
function actorOf(row: { type: string; actor_id: string | null; actor_name: string | null; actor_role: string }, owner: Owner | null): ListingHistoryEntry['actor'] {
  if (row.type === 'ListingBoosted' && row.actor_role === 'anonymous' && owner !== null) return { id: owner.id, name: owner.name, role: 'user' };
  return { id: row.actor_id, name: row.actor_name, role: roleSchema.parse(row.actor_role) };
}

async function listingEvents(db: ReadDb, listingId: string, ownerPhones: ReadonlySet<string>, owner: Owner | null): Promise<ListingHistoryEntry[]> {
  const rows = await db
    .selectFrom('listing_history')
    .leftJoin('users', 'users.id', 'listing_history.actor_id')
    .select([
      'listing_history.position', 'listing_history.type', 'listing_history.at', 'listing_history.actor_id',
      'listing_history.actor_role', 'listing_history.reason', 'listing_history.details', 'users.name as actor_name',
    ])
    .where('listing_history.listing_id', '=', listingId)
    .orderBy('listing_history.revision', 'asc')
    .execute();
  const parsed = rows.map((row) => ({ row, details: detailsSchema.parse(row.details) }));
  const matching = await matchingListings(db, parsed.flatMap(({ details }) => (details.duplicate ? [details.duplicate.matchingListingId] : [])));
  return parsed.map(({ row, details }) => {
    const entry: ListingHistoryEntry = {
      position: row.position,
      type: typeSchema.parse(row.type),
      at: isoOf(row.at),
      actor: actorOf(row, owner),
    };
    if (row.reason !== null) entry.reason = row.reason;
    if (details.package) entry.package = details.package;
    if (details.until) entry.until = details.until;
    if (details.by) entry.by = details.by;
    if (details.reportReason) entry.reportReason = details.reportReason;
    if (details.text !== undefined) entry.details = details.text;
    if (details.dismissed !== undefined) entry.dismissed = details.dismissed;
    if (details.duplicate) entry.duplicate = duplicateView(details.duplicate, matching.get(details.duplicate.matchingListingId));
    if (details.outcome) entry.outcome = details.outcome;
    if (details.visibleUntil) entry.visibleUntil = details.visibleUntil;
    const priceFlag = priceFlagView(details.priceFlag);
    if (priceFlag) entry.priceFlag = priceFlag;
    if (details.changes) entry.changes = presentChanges(details.changes, details.thumbs ?? {}, ownerPhones);
    return entry;
  });
}
