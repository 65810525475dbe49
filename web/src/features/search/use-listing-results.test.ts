import type { ListingCard } from '@kamra/contracts/read-models';
import { describe, expect, it } from 'vitest';
import { appendPage } from './use-listing-results';

const card = (id: string): ListingCard => ({
  kind: 'room', id, rent: 10000, roomType: 'House Room', furnished: false, tagline: id, address: 'Lahore', city: 'Lahore', pictures: [], cover: null,
  postedAt: '2026-01-01T00:00:00.000Z', isNew: false, boosted: false, boostedUntil: null, status: 'approved', lister: { phoneVerified: false },
});

describe('load more', () => {
  it('appends the next page without repeating a listing and keeps the new cursor', () => {
    const place = { city: 'lahore', cityName: 'Lahore', area: null, areaName: null, areaUrduName: null, areaTotal: null };
    const page = appendPage(
      { items: [card('a'), card('b')], nextCursor: 'c1', total: 3, place },
      { items: [card('b'), card('c')], nextCursor: null, total: 3, place },
    );
    expect(page.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(page.nextCursor).toBeNull();
    expect(page).toMatchObject({ total: 3, place });
  });
});
