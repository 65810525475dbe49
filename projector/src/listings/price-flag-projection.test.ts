/** A price flag as specifications: given the decided events, then the listing row and the trail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingCommand } from '@kamra/write-service/testing/deciders';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { listingHistory, type Turn } from '../testing/decided-events.js';
import { approves, roomSubmitted, submits } from './listing-fixtures.js';

const flaggedAt = '2025-03-02T10:00:05.000Z';
const submitted = submits(roomSubmitted('l1', 'user-1', '2025-03-01T09:00:00.000Z'));
const approved = approves('l1', 'admin-1', '2025-03-02T10:00:00.000Z');
const flags = (version: number): Turn<ListingCommand> => ({
  command: { type: 'FlagListingPrice', listingId: 'l1', version, amount: 8000, area: 'islamabad/g11', median: 25_500, count: 10, now: flaggedAt },
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
});
