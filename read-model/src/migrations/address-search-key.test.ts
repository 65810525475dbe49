import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kamra/platform';
import { addressSearchKey } from '../places/address-search-key.js';
import { migrateReadTables } from '../migrate.js';

describe('addressSearchKey', () => {
  it('keeps only letters and digits, lower case, without accents', () => {
    expect(addressSearchKey('House 95, Street 11, G-11/2, Islamabad')).toBe('house95street11g112islamabad');
    expect(addressSearchKey('G-11')).toBe(addressSearchKey('g 11'));
    expect(addressSearchKey('Café Ḿall')).toBe('cafemall');
    expect(addressSearchKey('گلبرگ، لاہور')).toBe('گلبرگلاہور');
    expect(addressSearchKey('%_\\ --')).toBe('');
  });
});

describe('migration 0008-address-search-key', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives rows written before it the key the projector would write', async () => {
    await migrateReadTables(database.pool, 'before_key', '0007-listing-reports-expiry');
    const addresses = ['Flat 2, Gulberg-III, Lahore', 'House 4, Johar Town', 'G-11/2, Islamabad'];
    for (const [n, address] of addresses.entries()) {
      await database.pool.query(
        `INSERT INTO before_key.listings (id, kind, owner_id, status, tagline, address, city, amount, fields, pictures, profile, submitted_at, updated_at)
         VALUES ($1, 'room', 'owner', 'approved', 'A room', $2, NULL, 1000, '{}', '[]', '[]', now(), now())`,
        [`listing-${n}`, address],
      );
    }
    await migrateReadTables(database.pool, 'before_key');
    const { rows } = await database.pool.query<{ address: string; address_key: string }>('SELECT address, address_key FROM before_key.listings ORDER BY id');
    expect(rows).toEqual(addresses.map((address) => ({ address, address_key: addressSearchKey(address) })));
    const { rows: found } = await database.pool.query<{ address: string }>(`SELECT address FROM before_key.listings WHERE address_key LIKE '%g11%'`);
    expect(found.map((row) => row.address)).toEqual(['G-11/2, Islamabad']);
  });
});
