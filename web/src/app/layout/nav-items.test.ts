import { describe, expect, it } from 'vitest';
import { isActiveNavItem, isAdminArea, navItems } from './nav-items';

describe('navigation items', () => {
  it('offers SignUp / Login to visitors and My Listings once signed in', () => {
    expect(navItems(false).map((item) => item.label)).toEqual([
      'Home',
      'About',
      'Blogs',
      'Advertise with us',
      'SignUp / Login',
    ]);
    const signedIn = navItems(true);
    expect(signedIn.map((item) => item.label)).toEqual(['Home', 'About', 'Blogs', 'Advertise with us', 'My Listings']);
    expect(signedIn[4]?.href).toBe('/myListing?listed=rooms');
    expect(navItems(false)[4]).toMatchObject({ href: '/auth/google', external: true });
  });

  it('marks home only on / and other items by path prefix', () => {
    const [home, , blogs] = navItems(false);
    if (home === undefined || blogs === undefined) throw new Error('missing items');
    expect(isActiveNavItem(home, '/')).toBe(true);
    expect(isActiveNavItem(home, '/aboutUs')).toBe(false);
    expect(isActiveNavItem(blogs, '/blogs')).toBe(true);
    expect(isActiveNavItem(blogs, '/blog/12')).toBe(true);
    expect(isActiveNavItem(blogs, '/blogsomething')).toBe(false);
  });

  it('recognises the admin area, where header and footer are hidden', () => {
    expect(isAdminArea('/my_admin_dashboard')).toBe(true);
    expect(isAdminArea('/my_admin_dashboard/admin_allUsers')).toBe(true);
    expect(isAdminArea('/my_admin_dashboardx')).toBe(false);
    expect(isAdminArea('/')).toBe(false);
  });
});
