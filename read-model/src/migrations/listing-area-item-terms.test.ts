import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kamra/platform';
import { migrateReadTables } from '../migrate.js';

describe('migration 0010-listing-area-item-terms', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives rows written before it the area and item terms the projector would write', async () => {
    await migrateReadTables(database.pool, 'before_area', '0009-payments-not-applied');
    const rows: [kind: string, address: string, name: string | null][] = [
      ['room', 'House 5, Street 3, G-11/2, Islamabad', null],
      ['room', 'Flat 2, Gulberg III, Lahore', null],
      ['accessory', 'Street 17', 'Two Refrigerators'],
    ];
    for (const [n, [kind, address, name]] of rows.entries()) {
      await database.pool.query(
        `INSERT INTO before_area.listings (id, kind, owner_id, status, tagline, address, city, amount, name, fields, pictures, profile, submitted_at, updated_at)
         VALUES ($1, $2, 'owner', 'approved', 'A listing', $3, NULL, 1000, $4, '{}', '[]', '[]', now(), now())`,
        [`listing-${n}`, kind, address, name],
      );
    }
    await migrateReadTables(database.pool, 'before_area');
    const { rows: migrated } = await database.pool.query<{ area: string | null; name_terms: string[] }>(
      'SELECT area, name_terms FROM before_area.listings ORDER BY id',
    );
    expect(migrated).toEqual([
      { area: 'islamabad/g11', name_terms: [] },
      { area: 'lahore/gulberg', name_terms: [] },
      { area: null, name_terms: ['two', 'fridge'] },
    ]);
    const { rows: fridges } = await database.pool.query<{ id: string }>(
      `SELECT id FROM before_area.listings WHERE name_terms @> ARRAY['fridge']`,
    );
    expect(fridges.map((row) => row.id)).toEqual(['listing-2']);
  });
});
