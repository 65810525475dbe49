import type { IconName } from '../../components/Icon';
import { GOOGLE_SIGN_IN_PATH } from '../../features/auth';
import { routePaths, myListingsPath } from '../../lib/paths';

export interface NavItem {
  label: string;
  /** Shorter label for the mobile tab bar, where five items share 360 px. */
  shortLabel: string;
  href: string;
  icon: IconName;
  /** Full page navigation (leaves the single-page app), e.g. the Google sign-in. */
  external?: boolean;
  /** Path prefixes that mark this item as the current page. */
  activeOn: readonly string[];
}

/** The navbar and the mobile tab bar carry the same items; the last depends on sign-in. */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { label: 'Home', shortLabel: 'Home', href: routePaths.home, icon: 'home', activeOn: [routePaths.home] },
    { label: 'About', shortLabel: 'About', href: routePaths.about, icon: 'info', activeOn: [routePaths.about] },
    { label: 'Blogs', shortLabel: 'Blogs', href: routePaths.blogs, icon: 'book', activeOn: [routePaths.blogs, '/blog/'] },
    {
      label: 'Advertise with us',
      shortLabel: 'Advertise',
      href: routePaths.advertise,
      icon: 'megaphone',
      activeOn: [routePaths.advertise],
    },
    signedIn
      ? { label: 'My Listings', shortLabel: 'My Listings', href: myListingsPath(), icon: 'list', activeOn: [routePaths.myListings] }
      : {
          label: 'SignUp / Login',
          shortLabel: 'Login',
          href: GOOGLE_SIGN_IN_PATH,
          icon: 'user',
          external: true,
          activeOn: [],
        },
  ];
}

/** Whether `pathname` is the page of `item`: exact for home, by prefix otherwise. */
export function isActiveNavItem(item: Pick<NavItem, 'activeOn'>, pathname: string): boolean {
  return item.activeOn.some((prefix) =>
    prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** The public header and footer are hidden in the admin area. */
export const isAdminArea = (pathname: string): boolean =>
  pathname === routePaths.admin || pathname.startsWith(`${routePaths.admin}/`);
