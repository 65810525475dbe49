import { sql } from 'kysely';
import { NEW_BADGE_DAYS } from '@kamra/contracts/limits';
import { LISTING_KINDS } from '@kamra/contracts/options';
import { DAY_MS } from '@kamra/contracts/rules';
import type { ReadDb } from '@kamra/read-model';

/**
 * The first moment after `now` at which time alone could change a search's answer, while the
 * read tables stand still: a public listing expiring (it leaves search and the counts), a boost
 * ending (the listing leaves the boosted part and its badge goes), or a NEW badge going. Null
 * when none of these lies ahead. Each is one step along an index (listings_public_expiry,
 * listings_public_boosted and listings_public_open, per kind), so asking costs about a
 * millisecond however many listings there are.
 *
 * The moment returned is at or before each change (the boundaries are inclusive in the rules:
 * boosted until boosted_until, NEW up to exactly NEW_BADGE_DAYS), so a page kept while the clock
 * is before it is the page a query would make.
 */
export async function nextSearchChange(db: ReadDb, now: Date): Promise<Date | null> {
  const newSince = new Date(now.getTime() - NEW_BADGE_DAYS * DAY_MS);
  const row = await db.selectNoFrom((eb) => {
    const open = () => eb.selectFrom('listings')
      .where('status', '=', 'approved').where('deleted', '=', false).where('closed_outcome', 'is', null);
    const expiry = open().select((e) => e.fn.min('expires_at').as('at')).where('expires_at', 'is not', null).where('expires_at', '>', now);
    // Boosted listings are found by the boost index (status approved, not deleted), whatever their close.
    const boostEnds = LISTING_KINDS.map((kind) => eb.selectFrom('listings').select('boosted_until as at')
      .where('kind', '=', kind).where('status', '=', 'approved').where('deleted', '=', false)
      .where('boosted_until', 'is not', null).where('boosted_until', '>=', now)
      .orderBy('boosted_until').limit(1));
    const badgeEnds = LISTING_KINDS.map((kind) => open().select(sql<Date>`${sql.ref('submitted_at')} + ${sql.raw(`interval '${NEW_BADGE_DAYS} days'`)}`.as('at'))
      .where('kind', '=', kind).where('submitted_at', '>=', newSince)
      .orderBy('submitted_at').limit(1));
    // LEAST skips nulls: a kind with no boost or no new listing has no say.
    return eb.fn<Date | string | null>('least', [expiry, ...boostEnds, ...badgeEnds]).as('next');
  }).executeTakeFirst();
  const next = row?.next ?? null;
  return next === null ? null : new Date(next);
}
