/**
 * For tests that fill the read tables directly rather than by projecting events: fresh read
 * tables on each database target, and a listing row with every column set.
 */
import type { Insertable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@kamra/platform';
import { openScratchDatabase } from '@kamra/platform/testing';
import { readDb, type ReadDb, type ReadTables } from '@kamra/read-model';
import { migrateReadTables } from '@kamra/read-model/migrations';

export type ListingInsert = Insertable<ReadTables['listings']>;

/**
 * Read tables in `schema` of a scratch database on `target`, opened before the tests of the
 * enclosing describe and closed after them; the returned function gives their ReadDb.
 */
export function scratchReadTables(target: 'pglite' | 'postgres', schema: string): () => ReadDb {
  let database: Database | undefined;
  let db: ReadDb | undefined;
  beforeAll(async () => {
    database = await openScratchDatabase(target);
    await migrateReadTables(database.pool, schema);
    db = readDb(database.pool, schema);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!db) throw new Error('the read tables are opened before the tests run');
    return db;
  };
}

/**
 * A listing's row: an approved room in G-9, Islamabad, by 'owner', open and never expiring, no
 * filter ticked, submitted a day before `at`; `row`'s columns over these.
 */
export function listingRow(row: Pick<ListingInsert, 'id'> & Partial<ListingInsert>, at: Date): ListingInsert {
  return {
    kind: 'room', status: 'approved', deleted: false, closed_outcome: null, expires_at: null, owner_id: 'owner',
    rejection_reason: null, fields: {}, pictures: [], profile: {},
    submitted_at: new Date(at.getTime() - 86_400_000), approved_at: null, boosted_until: null, updated_at: at,
    tagline: 'Room', address: 'G-9, Islamabad', address_key: 'g9islamabad', city: 'islamabad', area: 'islamabad/g9', amount: 15000,
    furnished: false, carpeted: false, internet: false, bills: false, shared_bathroom: false, shared_kitchen: false,
    max_roommate: null, gender: null, occupation: null, age: null, non_smoker: false, no_get_together: false, no_pets: false,
    name: null, name_terms: [], room_type: 'House Room', item_condition: null, closed_at: null, duplicate_of: null,
    ...row,
  };
}
