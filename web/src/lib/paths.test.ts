import { describe, expect, it } from 'vitest';
import {
  adminPaths, blogPath, editListingPath, listingPath, advanceListingPath, myListingPath, myListingsPath, routePaths, searchResultPath,
} from './paths';

describe('page paths', () => {
  it('open the public detail route of each kind', () => {
    expect(listingPath('room', 'a1')).toBe('/rooms/a1');
    expect(listingPath('roommate', 'b 2')).toBe('/roommate/b%202');
    expect(listingPath('accessory', 'c3')).toBe('/accessories/c3');
  });

  it('keep the advanced-search prefix on details opened from its results', () => {
    expect(advanceListingPath('room', 'a1')).toBe('/advanceRoomSearch/rooms/a1');
    expect(advanceListingPath('roommate', 'a1')).toBe('/advanceRoommateSearch/roommate/a1');
    expect(advanceListingPath('accessory', 'a1')).toBe('/advanceAccessoriesSearch/accessories/a1');
  });

  it('search a place, trimmed, or everything when it is blank', () => {
    expect(searchResultPath('  DHA Phase 5,  Lahore ', 'room')).toBe(
      '/searchResult?location=DHA%20Phase%205%2C%20Lahore&listed=room',
    );
    expect(searchResultPath('   ', 'roommate')).toBe('/searchResult?location=all&listed=roommate');
    expect(searchResultPath('F-7, Islamabad', 'accessories')).toBe('/searchResult?location=F-7%2C%20Islamabad&listed=accessories');
  });

  it('link blogs, the owner pages and the admin pages', () => {
    expect(blogPath('b 1')).toBe('/blog/b%201');
    expect(myListingsPath()).toBe('/myListing?listed=rooms');
    expect(editListingPath('roommate', 'r 1')).toBe('/myListing/roommate/r%201/edit');
    expect(myListingsPath('accessories')).toBe('/myListing?listed=accessories');
    expect(myListingPath('accessory', 'x')).toBe('/myListing/accessory/x');
    expect(adminPaths.newListing('roommate', 'x')).toBe('/admin_newListings/roommate/x');
    expect(adminPaths.userListing('roommate', 'u 1', 'x')).toBe('/admin_allUsers/listings/u%201/roommateListing/x');
    expect(adminPaths.userListings('u1')).toBe('/admin_allUsers/listings/u1');
    expect(adminPaths.blog('b')).toBe('/admin_allBlog/blog/b');
    expect(routePaths.admin).toBe('/my_admin_dashboard');
  });
});
