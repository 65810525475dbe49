import { LISTING_KINDS, type ListingKind } from '@kamra/contracts/options';
import { newBadgeLastInstant } from '@kamra/contracts/rules';
import type { ReadDb } from '@kamra/read-model';

/** Per kind, the first moment after a given one at which time alone could change a search of that kind; null: none ahead. */
export type SearchHorizon = Readonly<Record<ListingKind, Date | null>>;

/**
 * Per kind, the first moment after `now` at which time alone could change which listings a
 * search of that kind finds, in what order or with what count, while the read tables stand
 * still: a public listing expiring (it leaves search and the counts) or a boost ending (the
 * listing leaves the boosted part and its badge goes). A NEW badge going is not here: it
 * changes only the card that shows it, so a page reckons with its own (newBadgeEnds), and pages
 * of one kind are not ended by the other kinds' moments. Each is one step along an index
 * (listings_public_expiry, listings_public_boosted), so asking costs about a millisecond however
 * many listings there are.
 *
 * The moment returned is at or before each change (the boundaries are inclusive in the rules:
 * boosted until boosted_until), so a page kept while the clock is before it is the page a query
 * would make.
 */
export async function nextSearchChange(db: ReadDb, now: Date): Promise<SearchHorizon> {
  const row = await db.selectNoFrom((eb) => LISTING_KINDS.map((kind) => {
    const expiry = eb.selectFrom('listings').select((e) => e.fn.min('expires_at').as('at'))
      .where('status', '=', 'approved').where('deleted', '=', false).where('closed_outcome', 'is', null)
      .where('kind', '=', kind).where('expires_at', 'is not', null).where('expires_at', '>', now);
    // Boosted listings are found by the boost index (status approved, not deleted), whatever their close.
    const boostEnd = eb.selectFrom('listings').select('boosted_until as at')
      .where('kind', '=', kind).where('status', '=', 'approved').where('deleted', '=', false)
      .where('boosted_until', 'is not', null).where('boosted_until', '>=', now)
      .orderBy('boosted_until').limit(1);
    // LEAST skips nulls: a kind with no boost or no expiry ahead has only the other.
    return eb.fn<Date | string | null>('least', [expiry, boostEnd]).as(kind);
  })).executeTakeFirst();
  const at = (kind: ListingKind): Date | null => {
    const moment = row?.[kind] ?? null;
    return moment === null ? null : new Date(moment);
  };
  return { room: at('room'), roommate: at('roommate'), accessory: at('accessory') };
}

/**
 * The first moment at or after `now` at which a NEW badge on one of these listings goes, at or
 * before the change itself (the badge's last instant, by contracts' rule); null when none shows one.
 */
export function newBadgeEnds(submitted: ReadonlyArray<Date | string>, now: Date): Date | null {
  let first = Infinity;
  for (const at of submitted) {
    const ends = newBadgeLastInstant(at);
    if (ends >= now.getTime() && ends < first) first = ends;
  }
  return first === Infinity ? null : new Date(first);
}
