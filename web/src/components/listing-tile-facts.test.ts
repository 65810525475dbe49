import type { ListingCard } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { tileFacts } from './listing-tile-facts';

const base = {
  id: 'x', tagline: 't', address: 'a', city: null, pictures: [], cover: null, postedAt: '2026-01-01T00:00:00.000Z',
  isNew: false, boosted: false, boostedUntil: null, status: 'approved' as const, lister: { phoneVerified: false },
};

describe('tile facts', () => {
  it('names a room by its type and furnishing, a roommate ad by whom it seeks, an item by its condition', () => {
    const room: ListingCard = { ...base, kind: 'room', rent: 1, roomType: 'Hostel Room', furnished: true };
    const roommate: ListingCard = { ...base, kind: 'roommate', rent: 1, lookingFor: 'Female', furnished: false };
    const item: ListingCard = { ...base, kind: 'accessory', price: 1, condition: 8 };
    expect(tileFacts(room)).toEqual(['Hostel Room', 'Furnished']);
    expect(tileFacts(roommate)).toEqual(['Looking for: Female']);
    expect(tileFacts(item)).toEqual(['Condition 8/10']);
    expect(tileFacts({ ...item, condition: null })).toEqual([]);
  });
});
