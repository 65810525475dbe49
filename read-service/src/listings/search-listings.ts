import { sql, type CompiledQuery, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { messages } from '@kamra/contracts/messages';
import { SEARCH_COUNT_CAP, type ListingSearchQuery } from '@kamra/contracts/queries';
import type { ListingSearchPage } from '@kamra/contracts/read-models';
import { BadRequestError } from '@kamra/platform';
import type { ReadDb, ReadTables } from '@kamra/read-model';
import { decodeCursor, encodeCursor, type ListingCursor, type PriceKey, type SortKey } from './listing-cursor.js';
import { presentCard } from './listing-presenter.js';
import { publicListingsAt } from './public-listings.js';
import { CARD_COLUMNS, isoOf, type CardRow, type OwnerBlock } from './listing-row.js';
import { kindFilters } from './search-filters.js';
import { planSearch, understoodKey, type SearchPlan, type SearchTier } from './search-plan.js';
import { phoneVerifiedWhere } from './phone-badges.js';
import { newBadgeEnds } from './search-horizon.js';
import { runShaped, type Moment } from './search-statements.js';

type Phase = ListingCursor['phase'];
type PhasedRow = CardRow & { phase: number; phone_verified: boolean };
type TieredRow = PhasedRow & OwnerBlock & { tier: number };
type Listings = ExpressionBuilder<ReadTables, 'listings'>;

const PHASE_RANK: Record<Phase, number> = { boosted: 0, rest: 1 };

/**
 * A row count written into the statement: the page's and the count's limits are a handful of
 * values, and a plan made for any limit (executeNamed) guesses a tenth of the rows and sorts.
 */
const literal = (count: number) => sql<number>`${sql.lit(count)}`;

/**
 * How a search's statements run: `named`, as named statements (executeNamed); `shaped`, built
 * once per shape (runShaped) rather than for every ask, which only tests turn off.
 */
interface RunOptions {
  named: boolean;
  shaped: boolean;
}

/** What a count beside a walked page reads: the plan's matches up to `cap`, or `total` when already known. */
interface Counting {
  plan: SearchPlan;
  cap: number;
  total: number | null;
}

/**
 * The search as its statements are built from it, the cursor aside (its values are the moment's),
 * in one order of its fields, with `stands`: which statement, and where the walk stands.
 */
function shapeOf(query: ListingSearchQuery, stands: string): string {
  const { cursor: _cursor, ...built } = query;
  const fields = Object.entries(built).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${JSON.stringify(fields)} ${stands}`;
}

/** A statement's moment: the clock, the moment of the walk's first page (the cursor's), and where the walk resumes. */
function momentOf(start: ListingCursor, now: Date, after: SortKey | PriceKey | null): Moment {
  return { now, boostNow: new Date(start.now), after };
}

/** Runs one of a search's statements, `build` making it for a moment (runShaped). */
function run<R>(
  db: ReadDb, query: ListingSearchQuery, stands: string, build: (moment: Moment) => { compile(): CompiledQuery<R> }, moment: Moment,
  how: RunOptions,
): Promise<R[]> {
  return runShaped(db, how.shaped ? shapeOf(query, stands) : null, build, moment, how.named);
}

/**
 * The rows of one tier every page starts from: public, of the kind, matching the filters, each
 * with its phone badge read in the same statement (a page is one round trip, not two).
 */
function tierRows(db: ReadDb, query: ListingSearchQuery, tier: SearchTier, now: Date) {
  return db
    .selectFrom('listings')
    .select(CARD_COLUMNS)
    .select((eb) => phoneVerifiedWhere(eb).as('phone_verified'))
    .where(matching(query, tier.where, now));
}

/**
 * Listings of one tier in one phase, newest first, after `after`: one walk along the
 * (kind, submitted_at, id) index, or the area's or city's, or for rare address text the
 * trigram index.
 */
function phaseQuery(db: ReadDb, query: ListingSearchQuery, tier: SearchTier, phase: Phase, boostNow: Date, after: SortKey | null, now: Date) {
  return tierRows(db, query, tier, now)
    .select(sql<number>`${sql.lit(PHASE_RANK[phase])}`.as('phase'))
    .where((eb) => eb.and([
      phase === 'boosted'
        ? eb('boosted_until', '>=', boostNow)
        : eb.or([eb('boosted_until', 'is', null), eb('boosted_until', '<', boostNow)]),
      ...(after ? [sql<boolean>`(${sql.ref('submitted_at')}, ${sql.ref('id')}) < (${after.at}::timestamptz, ${after.id})`] : []),
    ]))
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc');
}

/**
 * Up to `count` rows of one tier from where the cursor stands, boosted ones first, in one
 * statement: the boosted walk, then the rest walk limited to what the boosted one left of
 * `count`. When the boosted listings fill the page the rest walk's limit is 0 and it never reads a row.
 */
function newestRows(
  db: ReadDb, query: ListingSearchQuery, tier: SearchTier, walkedAt: string, start: ListingCursor, after: SortKey | null, count: number,
  now: Date, counting: Counting | null, how: RunOptions,
): Promise<CountedRow[]> {
  const stands = `newest ${walkedAt} ${start.phase} after=${after !== null} ${count} ${countingKey(counting)}`;
  return run(db, query, stands, (moment) => {
    const key = moment.after as SortKey | null;
    const counts = counting && countColumns(db, query, counting, moment.now);
    if (start.phase === 'rest') {
      return phaseQuery(db, query, tier, 'rest', moment.boostNow, key, moment.now).limit(literal(count)).$if(counts !== null, (qb) => qb.select(counts ?? []));
    }
    const page = db
      .with('boosted', () => phaseQuery(db, query, tier, 'boosted', moment.boostNow, key, moment.now).limit(literal(count)))
      .with('rest', () => phaseQuery(db, query, tier, 'rest', moment.boostNow, null, moment.now)
        .limit(sql<number>`(SELECT ${sql.lit(count)} - count(*) FROM boosted)`))
      .selectFrom('boosted')
      .selectAll()
      .unionAll((eb) => eb.selectFrom('rest').selectAll());
    return db.selectFrom(page.as('page'))
      .selectAll()
      .$if(counts !== null, (qb) => qb.select(counts ?? []))
      .orderBy('phase')
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc');
  }, momentOf(start, now, after), how);
}

/** Up to `count` rows of one tier by rent or price, after `after`, along the (kind, amount, id) index. */
function priceRows(
  db: ReadDb, query: ListingSearchQuery, tier: SearchTier, walkedAt: string, start: ListingCursor, after: PriceKey | null, count: number,
  now: Date, counting: Counting | null, how: RunOptions,
): Promise<CountedRow[]> {
  const ascending = query.sort === 'price_asc';
  const stands = `price ${walkedAt} after=${after !== null} ${count} ${countingKey(counting)}`;
  return run(db, query, stands, (moment) => {
    const key = moment.after as PriceKey | null;
    const counts = counting && countColumns(db, query, counting, moment.now);
    return tierRows(db, query, tier, moment.now)
      .select(sql<number>`${sql.lit(PHASE_RANK.rest)}`.as('phase'))
      .$if(key !== null, (qb) => qb.where(
        sql<boolean>`(${sql.ref('amount')}, ${sql.ref('id')}) ${sql.raw(ascending ? '>' : '<')} (${key?.amount}, ${key?.id})`,
      ))
      .$if(counts !== null, (qb) => qb.select(counts ?? []))
      .orderBy('amount', ascending ? 'asc' : 'desc')
      .orderBy('id', ascending ? 'asc' : 'desc')
      .limit(literal(count));
  }, momentOf(start, now, after), how);
}

// A cursor of one order handed to another would walk from a key that means nothing there.
function newestKey(cursor: ListingCursor): SortKey | null {
  const { after } = cursor;
  if (after !== null && !('at' in after)) throw new BadRequestError(messages.searchCursorInvalid);
  return after;
}

function priceKey(cursor: ListingCursor): PriceKey | null {
  const { after } = cursor;
  if (after !== null && 'at' in after) throw new BadRequestError(messages.searchCursorInvalid);
  return after;
}

/** Which tier a row of the plan's matches falls in: the first whose condition it meets. */
function tierOf(eb: Listings, plan: SearchPlan): RawBuilder<number> {
  if (plan.tiers.length === 1) return sql<number>`${sql.lit(0)}`;
  const whens = plan.tiers.map((tier, index) => sql`WHEN ${tier.where(eb) ?? sql.lit(true)} THEN ${sql.lit(index)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} END`;
}

/** The phase a row is walked in at `boostNow`: boosted ones first in the newest order; one phase by price. */
function phaseOf(eb: Listings, query: ListingSearchQuery, boostNow: Date): RawBuilder<number> {
  if (query.sort !== 'newest') return sql<number>`${sql.lit(PHASE_RANK.rest)}`;
  return sql<number>`CASE WHEN ${eb('boosted_until', '>=', boostNow)} THEN ${sql.lit(PHASE_RANK.boosted)} ELSE ${sql.lit(PHASE_RANK.rest)} END`;
}

/**
 * Where a page starts among the matches (match_tier, match_phase and the order's key): every row
 * after the cursor in the walk's order, as rowsFrom resumes it; all of them for a first page.
 */
function afterCursor(query: ListingSearchQuery, start: ListingCursor, after: SortKey | PriceKey | null): RawBuilder<boolean> {
  if (start.tier === 0 && start.phase === 'boosted' && after === null) return sql<boolean>`TRUE`;
  // By price there is one phase (priceRows reads no other), whatever a cursor says.
  const phase = query.sort === 'newest' ? PHASE_RANK[start.phase] : PHASE_RANK.rest;
  let withinPhase = sql<boolean>`TRUE`;
  if (after && 'at' in after) {
    withinPhase = sql<boolean>`(match_at, match_id) < (${after.at}::timestamptz, ${after.id})`;
  } else if (after) {
    withinPhase = sql<boolean>`(match_amount, match_id) ${sql.raw(query.sort === 'price_asc' ? '>' : '<')} (${after.amount}, ${after.id})`;
  }
  return sql<boolean>`(match_tier > ${start.tier} OR (match_tier = ${start.tier} AND (match_phase > ${phase} OR (match_phase = ${phase} AND ${withinPhase}))))`;
}

/**
 * A page from its matches, in one statement: the matches up to `cap` (by `matching`, the rule of
 * the count and of alerts) with only the keys a page is ordered by, which listings_public_count
 * holds, so unless the address text is searched (its trigram index finds those, and their rows are
 * read) an index-only scan reads them; their count; and, when they number fewer than `cap`
 * and so are all there are, the first `count` of them from the cursor on in the walk's order
 * (tier, phase, then newest or by amount, the id breaking ties), joined to their cards.
 *
 * The walks (rowsFrom) meet the filters again for each part and phase, and a condition no index
 * serves, such as text in the address, costs each of them as much as the count: three trigram
 * scans and heap visits for a page of 'street 13' under a rent, where this makes one. Null when
 * the matches reach `cap`: a large set is cheaper walked in order, which stops after a page.
 */
async function rowsFromMatches(
  db: ReadDb, query: ListingSearchQuery, plan: SearchPlan, start: ListingCursor, count: number, now: Date, cap: number, how: RunOptions,
): Promise<{ rows: TieredRow[]; counts: Counts } | null> {
  const direction = query.sort === 'price_asc' ? 'asc' : 'desc';
  // The cursor's key is checked against the order here, before any statement is built.
  const key = query.sort === 'newest' ? newestKey(start) : priceKey(start);
  const stands = `matches ${start.tier} ${start.phase} after=${key !== null} ${count} ${cap}`;
  const found = await run(db, query, stands, (moment) => db
    .with('match', () => db.selectFrom('listings')
      .select(['id as match_id', 'submitted_at as match_at', 'amount as match_amount'])
      .select((eb) => [tierOf(eb, plan).as('match_tier'), phaseOf(eb, query, moment.boostNow).as('match_phase')])
      .where(matching(query, plan.where, moment.now))
      .limit(literal(cap)))
    .with('counted', (qb) => qb.selectFrom('match').select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE match_tier = 0)`.as('area_total'),
    ]))
    .with('page', (qb) => qb.selectFrom(['match', 'counted'])
      .selectAll('match')
      .where('counted.total', '<', sql<string>`${sql.lit(cap)}`)
      .where(afterCursor(query, start, moment.after))
      .orderBy('match_tier').orderBy('match_phase')
      .$if(query.sort === 'newest', (ordered) => ordered.orderBy('match_at', 'desc'))
      .$if(query.sort !== 'newest', (ordered) => ordered.orderBy('match_amount', direction))
      .orderBy('match_id', direction)
      .limit(literal(count)))
    .selectFrom('counted')
    .leftJoin('page', (join) => join.onTrue())
    .leftJoin('listings', 'listings.id', 'page.match_id')
    .select(CARD_COLUMNS)
    .select((eb) => [phoneVerifiedWhere(eb).as('phone_verified'), 'page.match_tier', 'page.match_phase', 'counted.total', 'counted.area_total'])
    .orderBy('page.match_tier').orderBy('page.match_phase')
    .$if(query.sort === 'newest', (ordered) => ordered.orderBy('page.match_at', 'desc'))
    .$if(query.sort !== 'newest', (ordered) => ordered.orderBy('page.match_amount', direction))
    .orderBy('page.match_id', direction), momentOf(start, now, key), how);
  const total = Number(found[0]?.total ?? 0);
  if (total >= cap) return null;
  const rows: TieredRow[] = [];
  for (const row of found) {
    const { match_tier: tier, match_phase: phase, total: _total, area_total: _area, ...card } = row;
    // The left join's one row of counts and no card when nothing matched.
    if (tier === null || phase === null || card.id === null) continue;
    rows.push(Object.assign(card as CardRow & { phone_verified: boolean }, { tier, phase, owner_blocked: false }));
  }
  return { rows, counts: { total, areaTotal: plan.inArea ? Number(found[0]?.area_total ?? 0) : null } };
}

/**
 * Rows from the cursor on, tier after tier, until `count` are found or the tiers end. A first
 * page's counts (`counting`) are read by the first statement that yields a row, as columns of
 * it; when none does, nothing matched any tier, and so nothing counts.
 *
 * With `many` (this service saw the search's matches reach the cap), a part's condition is tested
 * row by row where it has a form for that (SearchTier.walked), so the walk follows the order's
 * index. Without it the condition is left to the planner: a cursor's count is only the client's
 * word, and a made-up one must not make a walk through every listing of a rare text.
 */
async function rowsFrom(
  db: ReadDb, query: ListingSearchQuery, plan: SearchPlan, start: ListingCursor, count: number, now: Date, counting: Counting | null,
  many: boolean, how: RunOptions,
): Promise<{ rows: TieredRow[]; counts: Counts }> {
  const rows: TieredRow[] = [];
  let counts: Counts | null = null;
  let from = start;
  for (let tier = start.tier; tier < plan.tiers.length && rows.length < count; tier++) {
    const part = plan.tiers[tier];
    if (!part) break;
    const byRow = many && part.walked ? part.walked : null;
    const walked = byRow ? { ...part, where: byRow } : part;
    const walkedAt = `tier ${tier}${byRow ? ' row by row' : ''}`;
    const columns = counts === null ? counting : null;
    const found = query.sort === 'newest'
      ? await newestRows(db, query, walked, walkedAt, from, newestKey(from), count - rows.length, now, columns, how)
      : await priceRows(db, query, walked, walkedAt, from, priceKey(from), count - rows.length, now, columns, how);
    const first = found[0];
    if (columns && first) counts = countsOf(first);
    // Search lists only public listings (publicListingsAt), so none has a blocked owner.
    for (const row of found) rows.push(Object.assign(row, { tier, owner_blocked: false }));
    from = { ...from, tier: tier + 1, phase: 'boosted', after: null };
  }
  return { rows, counts: counts ?? { total: 0, areaTotal: plan.inArea ? 0 : null } };
}

/**
 * The ids of the public listings of the kind that match the filters and `where`: the rule search
 * counts by, and the one a saved search's alerts match by (listingMatchesSearch), so the two
 * cannot disagree.
 */
export function matchingListings(db: ReadDb, query: ListingSearchQuery, where: SearchTier['where'], now: Date) {
  return db.selectFrom('listings').select('id').where(matching(query, where, now));
}

function matching(query: ListingSearchQuery, where: SearchTier['where'], now: Date) {
  return (eb: Listings) => {
    const conditions = [eb('kind', '=', query.kind), publicListingsAt(now)(eb), ...kindFilters(eb, query)];
    const location = where(eb);
    if (location) conditions.push(location);
    return eb.and(conditions);
  };
}

/** Whether a listing is among what the search returns at `now`, by the same rule as its count. */
export async function listingMatchesSearch(db: ReadDb, query: ListingSearchQuery, listingId: string, now: Date): Promise<boolean> {
  const row = await matchingListings(db, query, planSearch(query).where, now).where('id', '=', listingId).executeTakeFirst();
  return row !== undefined;
}

/**
 * How many public listings of the kind match the filters and `where`, counted up to `cap`: the
 * walk stops there, so a first page never reads every match of a large city to count them.
 */
function cappedCount(db: ReadDb, query: ListingSearchQuery, where: SearchTier['where'], cap: number, now: Date) {
  return db.selectFrom(matchingListings(db, query, where, now).limit(literal(cap)).as('match')).select((eb) => eb.fn.countAll<string>().as('count'));
}

type Counts = Pick<ListingCursor, 'total' | 'areaTotal'>;
type CountedRow = PhasedRow & { total?: string | number; area_total?: string | number | null };

/**
 * A walked first page's counts, as two columns its first statement reads beside the rows: how
 * many listings match in all (`total` when already known), and in the area itself when the search
 * is for an area, each up to `cap`. They are scalar subqueries that Postgres runs once, when the
 * statement yields its first row, so the page is one round trip rather than a count and a page.
 */
function countColumns(db: ReadDb, query: ListingSearchQuery, { plan, cap, total }: Counting, now: Date) {
  const { inArea } = plan;
  return [
    (total === null ? sql<string | number>`(${cappedCount(db, query, plan.where, cap, now)})` : sql<string | number>`${sql.lit(total)}`).as('total'),
    (inArea ? sql<string | null>`(${cappedCount(db, query, inArea, cap, now)})` : sql<null>`NULL`).as('area_total'),
  ];
}

/** What a count beside a page reads, as a statement's shape names it. */
function countingKey(counting: Counting | null): string {
  return counting === null ? 'uncounted' : `counted to ${counting.cap}${counting.total === null ? '' : `, known ${counting.total}`}`;
}

function countsOf(row: CountedRow): Counts {
  const areaTotal = row.area_total ?? null;
  return { total: Number(row.total ?? 0), areaTotal: areaTotal === null ? null : Number(areaTotal) };
}

/**
 * The searches whose matches reached the cap when last asked, by what they match (the order and
 * the page aside). Only the way a page is read is chosen by it, never what the page says:
 * for these, reading the matches first would be a statement spent only to learn the count is
 * capped, so the page is walked and counted at once, and the count, read afresh, takes the search
 * off the list when it falls below the cap. Bounded as the plans' memo is.
 */
const reachedCap = new Set<string>();
const REACHED_CAP_MEMO = 5000;

function matchKey(query: ListingSearchQuery, cap: number): string {
  const { sort: _sort, cursor: _cursor, limit: _limit, ...matched } = query;
  return understoodKey({ ...matched, cap });
}

/** A first page's rows and counts: from its matches, or walked when they reach the cap (reachedCap says which to try). */
async function firstRows(
  db: ReadDb, query: ListingSearchQuery, plan: SearchPlan, start: ListingCursor, count: number, now: Date, cap: number, how: RunOptions,
): Promise<{ rows: TieredRow[]; counts: Counts }> {
  const key = matchKey(query, cap);
  if (!reachedCap.has(key)) {
    const fromMatches = await rowsFromMatches(db, query, plan, start, count, now, cap, how);
    if (fromMatches) return fromMatches;
    remember(key);
    return rowsFrom(db, query, plan, start, count, now, { plan, cap, total: cap }, true, how);
  }
  const walked = await rowsFrom(db, query, plan, start, count, now, { plan, cap, total: null }, true, how);
  if (walked.counts.total < cap) reachedCap.delete(key);
  return walked;
}

/**
 * A later page's rows: from the matches when its first page counted fewer than the cap, unless
 * they have reached it since (then this search is walked from now on, as a first page would be).
 */
async function laterRows(
  db: ReadDb, query: ListingSearchQuery, plan: SearchPlan, start: ListingCursor, count: number, now: Date, cap: number, how: RunOptions,
): Promise<{ rows: TieredRow[]; counts: Counts }> {
  const key = matchKey(query, cap);
  if (start.total < cap && !reachedCap.has(key)) {
    const fromMatches = await rowsFromMatches(db, query, plan, start, count, now, cap, how);
    if (fromMatches) return fromMatches;
    remember(key);
  }
  return rowsFrom(db, query, plan, start, count, now, null, reachedCap.has(key), how);
}

function remember(key: string): void {
  if (reachedCap.size >= REACHED_CAP_MEMO) reachedCap.clear();
  reachedCap.add(key);
}

/** A page, and the page its cursor leads to when that was read in the same statements. */
export interface SearchPages {
  page: ListingSearchPage;
  /** Made when called: the rows are read, the cards not yet presented. */
  next: (() => ListingSearchPage) | null;
  /** When a NEW badge on the listings read goes (newBadgeEnds); null: none shows one. */
  badgeEnds: Date | null;
}

/** The page of `rows` (up to one more than the page, which says whether a next one exists) walked from `start`. */
function pageOf(query: ListingSearchQuery, plan: SearchPlan, start: ListingCursor, rows: readonly TieredRow[], now: Date): { page: ListingSearchPage; next: ListingCursor | null } {
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const next: ListingCursor | null = rows.length > query.limit && last
    ? {
      ...start,
      tier: last.tier,
      phase: last.phase === PHASE_RANK.boosted ? 'boosted' : 'rest',
      after: query.sort === 'newest' ? { at: isoOf(last.submitted_at), id: last.id } : { amount: last.amount, id: last.id },
    }
    : null;
  const place = plan.place && { ...plan.place, areaTotal: start.areaTotal };
  const items = shown.map((row) => {
    const card = presentCard(row, now, row.phone_verified);
    const match = plan.tiers[row.tier]?.match;
    return match ? Object.assign(card, { match }) : card;
  });
  return { page: { items, nextCursor: next && encodeCursor(next), total: start.total, place }, next };
}

/**
 * GET /api/listings. For an area, its own listings first and then the rest of its city; within
 * each part, boosted listings first and then the newest, or by rent or price when asked. The
 * cursor remembers the part and phase the page ended in, and the counts of the first page.
 *
 * With `readAhead`, the walk goes on for the page after (its rows are the next ones in the same
 * order, so they are what its cursor would read), for the page cache to keep: a seeker who asks
 * for the next page then costs no query.
 *
 * `named` and `shaped` (both on unless turned off) are how the statements run (RunOptions): tests
 * turn them off to compare with statements built and planned for every ask.
 */
export async function searchListingPages(
  db: ReadDb, query: ListingSearchQuery, now: Date,
  options: { countCap?: number; readAhead?: boolean; named?: boolean; shaped?: boolean } = {},
): Promise<SearchPages> {
  const plan = planSearch(query);
  // Text in the address or an item's name is not: how many rows a text matches decides how best
  // to find them, so its statements are planned for the text each time.
  const named = (options.named ?? true) && !plan.byText && !(query.kind === 'accessory' && query.name !== undefined);
  const how: RunOptions = { named, shaped: options.shaped ?? true };
  const first = !query.cursor;
  let start: ListingCursor;
  if (query.cursor) {
    start = decodeCursor(query.cursor);
    if (start.tier >= plan.tiers.length) throw new BadRequestError(messages.searchCursorInvalid);
  } else {
    start = { tier: 0, phase: 'boosted', after: null, now: now.toISOString(), total: 0, areaTotal: null };
  }
  const cap = options.countCap ?? SEARCH_COUNT_CAP;
  // One row more than a page says whether there is a next page.
  const count = (options.readAhead ? 2 : 1) * query.limit + 1;
  const { rows, counts } = first
    ? await firstRows(db, query, plan, start, count, now, cap, how)
    : await laterRows(db, query, plan, start, count, now, cap, how);
  if (first) start = { ...start, ...counts };
  const asked = pageOf(query, plan, start, rows, now);
  const following = asked.next;
  const next = options.readAhead && following ? () => pageOf(query, plan, following, rows.slice(query.limit), now).page : null;
  return { page: asked.page, next, badgeEnds: newBadgeEnds(rows.map((row) => row.submitted_at), now) };
}

/** One page of GET /api/listings (searchListingPages). */
export async function searchListings(db: ReadDb, query: ListingSearchQuery, now: Date, countCap = SEARCH_COUNT_CAP): Promise<ListingSearchPage> {
  return (await searchListingPages(db, query, now, { countCap })).page;
}
