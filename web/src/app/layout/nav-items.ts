import type { IconName } from '../../components/Icon';
import { GOOGLE_SIGN_IN_PATH } from '../../features/auth';

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

const MY_LISTINGS_PATH = '/myListing?listed=rooms';

/** The navbar and the mobile tab bar carry the same items; the last depends on sign-in. */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { label: 'Home', shortLabel: 'Home', href: '/', icon: 'home', activeOn: ['/'] },
    { label: 'About', shortLabel: 'About', href: '/aboutUs', icon: 'info', activeOn: ['/aboutUs'] },
    { label: 'Blogs', shortLabel: 'Blogs', href: '/blogs', icon: 'book', activeOn: ['/blogs', '/blog/'] },
    {
      label: 'Advertise with us',
      shortLabel: 'Advertise',
      href: '/advertiseWithUs',
      icon: 'megaphone',
      activeOn: ['/advertiseWithUs'],
    },
    signedIn
      ? { label: 'My Listings', shortLabel: 'My Listings', href: MY_LISTINGS_PATH, icon: 'list', activeOn: ['/myListing'] }
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

export const ADMIN_PATH = '/my_admin_dashboard';

/** The public header and footer are hidden in the admin area. */
export const isAdminArea = (pathname: string): boolean =>
  pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
