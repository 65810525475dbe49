import { describe, expect, it } from 'vitest';
import { adminQueueListingPath, adminQueuePath, adminTabOf, adminUserListingPath, adminUserListingsPath } from './admin-paths';

describe('admin paths', () => {
  it('reads the tab from ?listed= and falls back to Rooms', () => {
    expect(adminTabOf('?listed=roommates')).toMatchObject({ kind: 'roommate', listed: 'roommates' });
    expect(adminTabOf('listed=accessories').kind).toBe('accessory');
    expect(adminTabOf('?listed=cars').kind).toBe('room');
    expect(adminTabOf('').kind).toBe('room');
  });

  it('spells the detail paths of the spec for each context', () => {
    expect(adminQueueListingPath('roommate', 'l1')).toBe('/admin_newListings/roommate/l1');
    expect(adminQueueListingPath('accessory', 'l1')).toBe('/admin_newListings/accessory/l1');
    expect(adminUserListingPath('u 1', 'roommate', 'l1')).toBe('/admin_allUsers/listings/u%201/roommateListing/l1');
    expect(adminUserListingPath('u1', 'room', 'l1')).toBe('/admin_allUsers/listings/u1/room/l1');
    expect(adminUserListingsPath('u1', 'accessory')).toBe('/admin_allUsers/listings/u1?listed=accessories');
    expect(adminQueuePath('roommate')).toBe('/admin_newListings?listed=roommates');
  });
});
