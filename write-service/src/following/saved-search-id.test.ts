import { describe, expect, it } from 'vitest';
import { saveSearchSchema, searchFiltersOf } from '@kamra/contracts/queries';
import { savedSearchIdentity, savedSearchIdFor } from './saved-search-id.js';

const idOf = (body: Record<string, unknown>, userId = 'u1') => {
  const search = saveSearchSchema.parse({ alerts: 'off', ...body });
  return savedSearchIdFor(userId, savedSearchIdentity({ kind: search.kind, location: search.location, filters: searchFiltersOf(search) }));
};

describe('a saved search\'s id', () => {
  it('is one for every spelling search reads alike, and for any alerts', () => {
    const ids = new Set([
      idOf({ kind: 'room', location: 'G-11, Islamabad', filters: { rent: '25000', internet: 'true' } }),
      idOf({ kind: 'room', location: '  g11 islamabad', filters: { internet: 'true', rent: '25000', furnished: '' } }),
      idOf({ kind: 'room', location: 'G 11, ISLAMABAD', filters: { internet: true, rent: 25000 }, alerts: 'instant' }),
    ]);
    expect(ids.size).toBe(1);
    expect(idOf({ kind: 'accessory', location: 'all', filters: { name: 'Study  Table' } })).toBe(idOf({ kind: 'accessory', location: '', filters: { name: 'study table' } }));
    expect(idOf({ kind: 'room', location: 'Lahore' })).toBe(idOf({ kind: 'room', location: 'lahore ' }));
  });

  it('differs for another person, kind, place or filter', () => {
    const base = { kind: 'room', location: 'Lahore', filters: { rent: '25000' } };
    const ids = new Set([
      idOf(base),
      idOf(base, 'u2'),
      idOf({ ...base, kind: 'roommate' }),
      idOf({ ...base, location: 'Karachi' }),
      idOf({ ...base, location: 'Gulberg, Lahore' }),
      idOf({ ...base, location: 'gulb' }),
      idOf({ ...base, filters: { rent: '30000' } }),
      idOf({ ...base, filters: { rent: '25000', furnished: 'true' } }),
    ]);
    expect(ids.size).toBe(8);
  });
});
