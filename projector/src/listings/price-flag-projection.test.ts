/** A price flag as specifications: given the decided events, then the listing row and the trail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingCommand } from '@kamra/write-service/testing/deciders';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { listingHistory, type Turn } from '../testing/decided-events.js';
import { approves, revises, roomSubmitted, submits } from './listing-fixtures.js';

const flaggedAt = '2025-03-02T10:00:05.000Z';
const room = roomSubmitted('l1', 'user-1', '2025-03-01T09:00:00.000Z');
const submitted = submits(room);
const approved = approves('l1', 'admin-1', '2025-03-02T10:00:00.000Z');
const flags = (version: number, amount = 8000): Turn<ListingCommand> => ({
  command: { type: 'FlagListingPrice', listingId: 'l1', version, amount, area: 'islamabad/g11', median: 25_500, count: 10, now: flaggedAt },
  actor: { id: null, role: 'anonymous' },
  at: flaggedAt,
});

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

const listingRow = (db: ReadDb) => db.selectFrom('listings').select(['price_flag']).where('id', '=', 'l1').executeTakeFirstOrThrow();
const trail = (db: ReadDb) => db.selectFrom('listing_history').select(['type', 'actor_id', 'actor_role', 'details']).orderBy('revision').execute();

describe('listings projection of a price flag', () => {
  it('keeps the figures on the row and in the trail, raised by the system', async () => {
    const db = await spec.given(...listingHistory('l1', submitted, approved, flags(1)));
    const figures = { version: 1, amount: 8000, area: 'islamabad/g11', median: 25_500, count: 10 };
    expect(await listingRow(db)).toEqual({ price_flag: figures });
    expect((await trail(db)).at(-1)).toEqual({ type: 'ListingPriceFlagged', actor_id: null, actor_role: 'system', details: { priceFlag: figures } });
  });

  it('records nothing for a second judgement of the same version', async () => {
    const db = await spec.given(...listingHistory('l1', submitted, approved, flags(1), flags(1)));
    expect((await trail(db)).filter((row) => row.type === 'ListingPriceFlagged')).toHaveLength(1);
  });

  it('a listing never flagged has no flag', async () => {
    const db = await spec.given(...listingHistory('l1', submitted, approved));
    expect(await listingRow(db)).toEqual({ price_flag: null });
  });

  it('clears the flag when a revision goes live: the new version is judged afresh', async () => {
    const fixed = revises(room, '2025-03-03T08:00:00.000Z', { changed: { rent: 24_000 } });
    const waiting = await spec.given(...listingHistory('l1', submitted, approved, flags(1), fixed));
    // While the revision waits, the live version and its flag stand.
    expect(await listingRow(waiting)).toMatchObject({ price_flag: { version: 1 } });
    const db = await spec.given(...listingHistory('l1', submitted, approved, flags(1), fixed, approves('l1', 'admin-1', '2025-03-04T10:00:00.000Z')));
    expect(await listingRow(db)).toEqual({ price_flag: null });
    expect((await trail(db)).map((row) => row.type)).toEqual([
      'ListingSubmitted', 'ListingApproved', 'ListingPriceFlagged', 'ListingRevised', 'ListingRevisionApproved',
    ]);
  });

  it('flags the approved revision as its own version, and ignores a late judgement of the old one', async () => {
    const cut = revises(room, '2025-03-03T08:00:00.000Z', { changed: { rent: 9000 } });
    const db = await spec.given(...listingHistory(
      'l1', submitted, approved, cut, approves('l1', 'admin-1', '2025-03-04T10:00:00.000Z'), flags(1), flags(2, 9000), flags(2, 9000),
    ));
    expect(await listingRow(db)).toEqual({ price_flag: { version: 2, amount: 9000, area: 'islamabad/g11', median: 25_500, count: 10 } });
    expect((await trail(db)).filter((row) => row.type === 'ListingPriceFlagged').map((row) => row.details)).toEqual([
      { priceFlag: { version: 2, amount: 9000, area: 'islamabad/g11', median: 25_500, count: 10 } },
    ]);
  });
});
