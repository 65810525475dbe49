/**
 * One matching rule: a saved search matches exactly the listings GET /api/listings returns for
 * the same parameters. Random searches (place, rent, ticked features) over listings the real
 * projector made, some pending, deleted or closed, each compared both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ListingSearchPage } from '@kamra/contracts/read-models';
import { saveSearchSchema, savedSearchParams, searchFiltersOf } from '@kamra/contracts/queries';
import { roomSubmission } from '@kamra/contracts/testing';
import { listingStream } from '@kamra/contracts/events';
import { HARNESS_ADMIN_EMAIL, startReadServiceHarness, type ReadServiceHarness } from '../testing/read-service-harness.js';
import { base, ListingScript } from '../testing/listing-script.js';
import { listingMatchesSearch } from '../listings/search-listings.js';
import { savedSearchQuery } from './following-queries.js';

const ADDRESSES = [
  'House 5, Street 3, G-11/2, Islamabad', 'G-11 Markaz, Islamabad', 'Street 1, G-12, Islamabad', 'F-7/3, Islamabad',
  'Flat 2, Gulberg III, Lahore', 'DHA Phase 5, Lahore', 'House 4, Johar Town, Lahore', 'Defence Phase 6, Karachi', 'Near the canal',
];
const LOCATIONS = ['all', '', 'G-11, Islamabad', 'Islamabad', 'Lahore', 'DHA, Lahore', 'Karachi', 'Street', 'canal', 'G-12'];

let kamra: ReadServiceHarness;
const ids: string[] = [];

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  const admin = await kamra.signIn({ name: 'Admin Sahib', email: HARNESS_ADMIN_EMAIL });
  const owner = await kamra.signIn({ name: 'Ayesha Khan' });
  const script = new ListingScript(kamra.store, { id: admin.userId, role: 'admin' });
  for (let i = 0; i < 36; i++) {
    const features = ['electricity' as const, ...(i % 2 ? ['internet' as const] : []), ...(i % 3 ? ['bills' as const] : [])];
    const id = await script.submit(roomSubmission(base(owner.userId, ADDRESSES[i % ADDRESSES.length] ?? 'all', i % 7), {
      rent: 10000 + (i * 1700) % 40000,
      maxRoommate: 1 + (i % 4),
      furnished: i % 5 !== 0,
      kitchen: i % 2 ? 'Shared' : 'Private',
      features: { furnished: ['bed'], features, secondaryFeatures: [] },
    }));
    ids.push(id);
    // Most go public; some wait, are refused, deleted or let.
    if (i % 9 === 4) continue;
    if (i % 9 === 5) {
      await script.reject(id, 'Blurry pictures');
      continue;
    }
    await script.approve(id);
    if (i % 9 === 6) await script.delete(id, { id: owner.userId, role: 'user' });
    if (i % 9 === 7) {
      await kamra.store.appendToStream(listingStream(id), [{ type: 'ListingClosed', data: { listingId: id, outcome: 'rented', closedAt: new Date().toISOString() }, metadata: { eventId: crypto.randomUUID(), actorId: owner.userId, actorRole: 'user', correlationId: crypto.randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 } }], { expectedRevision: 'any' });
    }
  }
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

async function searchIds(params: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, limit: '50', ...(cursor ? { cursor } : {}) });
    const res = await kamra.request(`/api/listings?${query.toString()}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as ListingSearchPage;
    found.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return found.sort();
}

const roomSearch = fc.record({
  location: fc.constantFrom(...LOCATIONS),
  filters: fc.record({
    rent: fc.option(fc.constantFrom(12000, 20000, 30000, 50000), { nil: undefined }),
    internet: fc.option(fc.boolean(), { nil: undefined }),
    bills: fc.option(fc.boolean(), { nil: undefined }),
    furnished: fc.option(fc.boolean(), { nil: undefined }),
    sharedKitchen: fc.option(fc.boolean(), { nil: undefined }),
    maxRoommate: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  }, { requiredKeys: [] }),
});

describe('a saved search and search agree', () => {
  it('matches exactly the listings GET /api/listings returns for the same parameters', async () => {
    let nonEmpty = 0;
    await fc.assert(fc.asyncProperty(roomSearch, async ({ location, filters }) => {
      // As the web sends it: the body of POST /api/me/saved-searches.
      const saved = saveSearchSchema.parse({ kind: 'room', location, filters, alerts: 'instant' });
      const kept = { kind: saved.kind, location: saved.location, filters: searchFiltersOf(saved) };
      const now = new Date();
      const matched: string[] = [];
      for (const id of ids) {
        if (await listingMatchesSearch(kamra.db, savedSearchQuery(kept), id, now)) matched.push(id);
      }
      const returned = await searchIds(savedSearchParams(kept));
      expect(matched.sort()).toEqual(returned);
      if (returned.length > 0) nonEmpty++;
    }), { numRuns: 40 });
    // The property says something only if searches find listings.
    expect(nonEmpty).toBeGreaterThan(10);
  }, 120_000);
});
