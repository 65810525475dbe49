/**
 * GET /api/admin/stats: how moderation is doing, from the read tables the projector keeps (the
 * listings, their trail, open reports, the members): grouped and counted by Postgres, never
 * a scan of the log. Days are Pakistan's (UTC+5 all year), the last 30 of them, today included.
 */
import { sql } from 'kysely';
import { BOOST_PACKAGE_IDS, CURRENCY, type BoostPackageId } from '@kamra/contracts/boost';
import { LISTING_KINDS } from '@kamra/contracts/options';
import type { AdminStats } from '@kamra/contracts/read-models';
import { DAY_MS, pakistanDate } from '@kamra/contracts/rules';
import type { ReadDb } from '@kamra/read-model';
import { priceFlagView } from '../listings/lifecycle-presenter.js';
import { isoOf } from '../listings/listing-row.js';
import { awaitingReview, waitingSince } from '../listings/listing-queries.js';

export const STATS_DAYS = 30;
const PAKISTAN_OFFSET = sql`interval '5 hours'`;
const LATEST_PRICE_FLAGS = 10;

/** An admin's decisions: on a new listing, and on the changes to a live one. */
const DECISIONS = ['ListingApproved', 'ListingRejected', 'ListingRevisionApproved', 'ListingRevisionRejected'] as const;
const APPROVALS: ReadonlySet<string> = new Set(['ListingApproved', 'ListingRevisionApproved']);

/**
 * When what history row `h` decided was sent for review: the last submission or revision
 * before it in the listing's stream (a pending listing's edit replaces what waits), found
 * along the primary key. The table is named through kysely, which places it.
 */
const decidedSince = sql<Date | null>`(
  SELECT r.at FROM ${sql.table('listing_history')} r
  WHERE r.listing_id = h.listing_id AND r.revision < h.revision AND r.type IN ('ListingSubmitted', 'ListingRevised')
  ORDER BY r.revision DESC LIMIT 1
)`;

/** The last STATS_DAYS days in Pakistan, oldest first, and the instant the first began. */
export function statsWindow(now: Date): { days: string[]; from: Date } {
  const days = Array.from({ length: STATS_DAYS }, (_, i) => pakistanDate(now.getTime() - (STATS_DAYS - 1 - i) * DAY_MS));
  const first = days[0] ?? pakistanDate(now);
  return { days, from: new Date(Date.parse(`${first}T00:00:00.000Z`) - 5 * 60 * 60 * 1000) };
}

/** A timestamptz column as its day in Pakistan ('YYYY-MM-DD'). */
function pakistanDay(column: string) {
  return sql<string>`to_char((${sql.ref(column)} AT TIME ZONE 'UTC') + ${PAKISTAN_OFFSET}, 'YYYY-MM-DD')`;
}

export async function adminStats(db: ReadDb, now: Date): Promise<AdminStats> {
  const { days, from } = statsWindow(now);
  const [queue, decisions, waits, reports, duplicates, prices, latestPrices, boosts, members] = await Promise.all([
    // What the queue holds, as the queue itself counts it: new listings and waiting changes.
    awaitingReview(db)
      .select(['listings.kind', (eb) => eb.fn.countAll<string>().as('pending'), (eb) => eb.fn.min(waitingSince).as('oldest')])
      .groupBy('listings.kind').execute(),
    db.selectFrom('listing_history')
      .select([pakistanDay('at').as('day'), 'type', (eb) => eb.fn.countAll<string>().as('count')])
      .where('type', 'in', DECISIONS).where('at', '>=', from)
      .groupBy([pakistanDay('at'), 'type']).execute(),
    // Each decision against what it decided, in seconds.
    db.selectFrom(
      db.selectFrom('listing_history as h').select(['h.at', decidedSince.as('since')])
        .where('h.type', 'in', DECISIONS).where('h.at', '>=', from)
        .as('d'),
    )
      .select([
        (eb) => eb.fn.countAll<string>().as('decisions'),
        sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.at - d.since))`.as('median'),
        sql<number | null>`percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM d.at - d.since))`.as('p90'),
      ])
      .where('d.since', 'is not', null)
      .executeTakeFirstOrThrow(),
    // As the Reports section lists them: a deleted listing's reports are done with.
    db.selectFrom('listing_reports')
      .innerJoin('listings', 'listings.id', 'listing_reports.listing_id')
      .select([(eb) => eb.fn.countAll<string>().as('reports'), sql<string>`count(DISTINCT listing_id)`.as('listings')])
      .where('listings.deleted', '=', false)
      .executeTakeFirstOrThrow(),
    db.selectFrom('listings').select((eb) => eb.fn.countAll<string>().as('count'))
      .where('deleted', '=', false).where('status', '<>', 'rejected').where('duplicate_of', 'is not', null)
      .executeTakeFirstOrThrow(),
    db.selectFrom('listings').select((eb) => eb.fn.countAll<string>().as('count'))
      .where('deleted', '=', false).where('price_flag', 'is not', null)
      .executeTakeFirstOrThrow(),
    db.selectFrom('listings').select(['id', 'kind', 'owner_id', 'tagline', 'price_flag'])
      .where('deleted', '=', false).where('price_flag', 'is not', null)
      .orderBy('updated_at', 'desc').orderBy('id').limit(LATEST_PRICE_FLAGS).execute(),
    db.selectFrom('listing_history')
      .select([
        sql<string>`details->>'package'`.as('package'), (eb) => eb.fn.countAll<string>().as('sold'),
        sql<string>`coalesce(sum((details->>'amount')::numeric), 0)`.as('revenue'),
      ])
      .where('type', '=', 'ListingBoosted').where('at', '>=', from)
      .groupBy(sql`details->>'package'`).execute(),
    db.selectFrom('users')
      .select([pakistanDay('member_since').as('day'), (eb) => eb.fn.countAll<string>().as('count')])
      .where('member_since', '>=', from)
      .groupBy(pakistanDay('member_since')).execute(),
  ]);

  const decided = new Map<string, { approved: number; rejected: number }>();
  for (const row of decisions) {
    const day = decided.get(row.day) ?? { approved: 0, rejected: 0 };
    if (APPROVALS.has(row.type)) day.approved += Number(row.count);
    else day.rejected += Number(row.count);
    decided.set(row.day, day);
  }
  const joined = new Map(members.map((row) => [row.day, Number(row.count)]));
  const seconds = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value)));
  return {
    at: now.toISOString(),
    queue: LISTING_KINDS.map((kind) => {
      const row = queue.find((r) => r.kind === kind);
      // `oldestSubmittedAt`: when the longest-waiting item started waiting (a change: when it was sent).
      return { kind, pending: Number(row?.pending ?? 0), oldestSubmittedAt: row?.oldest ? isoOf(row.oldest) : null };
    }),
    decisionsPerDay: days.map((day) => ({ day, ...(decided.get(day) ?? { approved: 0, rejected: 0 }) })),
    timeToDecision: { decisions: Number(waits.decisions), medianSeconds: seconds(waits.median), p90Seconds: seconds(waits.p90) },
    openReports: { reports: Number(reports.reports), listings: Number(reports.listings) },
    flags: {
      duplicates: Number(duplicates.count),
      prices: Number(prices.count),
      latestPrices: latestPrices.flatMap((row) => {
        const priceFlag = priceFlagView(row.price_flag);
        return priceFlag === null ? [] : [{ id: row.id, kind: row.kind, ownerId: row.owner_id, tagline: row.tagline, priceFlag }];
      }),
    },
    boosts: BOOST_PACKAGE_IDS.map((id: BoostPackageId) => {
      const row = boosts.find((r) => r.package === id);
      return { package: id, sold: Number(row?.sold ?? 0), revenue: Number(row?.revenue ?? 0) };
    }),
    currency: CURRENCY,
    newUsersPerDay: days.map((day) => ({ day, count: joined.get(day) ?? 0 })),
  };
}
