import { describe, expect, it } from 'vitest';
import { listingsPath } from './get-listings';

describe('listings path', () => {
  it('carries kind, place, cursor and filters', () => {
    expect(listingsPath({ kind: 'room', location: 'F-7, Islamabad' })).toBe('/api/listings?kind=room&location=F-7%2C+Islamabad');
    expect(listingsPath({ kind: 'roommate', location: 'all', cursor: 'c2', filters: { gender: 'Female', kind: 'room' } })).toBe(
      '/api/listings?gender=Female&kind=roommate&location=all&cursor=c2',
    );
  });
});
