import type { IconName } from '../../components/Icon';
import { GOOGLE_SIGN_IN_PATH, rememberReturnTo } from '../../features/auth';
import { i18n } from '../../i18n';
import { routePaths, myListingsPath } from '../../lib/paths';

export interface NavItem {
  label: string;
  /** Shorter label for the mobile tab bar, where five items share 360 px. */
  shortLabel: string;
  href: string;
  icon: IconName;
  /** Full page navigation (leaves the single-page app), e.g. the Google sign-in. */
  external?: boolean;
  /** Done as the link is followed, before the page is left. */
  onFollow?: () => void;
  /** Path prefixes that mark this item as the current page. */
  activeOn: readonly string[];
}

/**
 * The navbar and the mobile tab bar carry the same items; the last depends on sign-in. Labels
 * are in the reader's language: the bars call this while they render.
 */
export function navItems(signedIn: boolean): NavItem[] {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  return [
    { label: t('nav.home'), shortLabel: t('nav.home'), href: routePaths.home, icon: 'home', activeOn: [routePaths.home] },
    { label: t('nav.about'), shortLabel: t('nav.aboutShort'), href: routePaths.about, icon: 'info', activeOn: [routePaths.about] },
    { label: t('nav.blogs'), shortLabel: t('nav.blogs'), href: routePaths.blogs, icon: 'book', activeOn: [routePaths.blogs, '/blog/'] },
    {
      label: t('nav.advertise'),
      shortLabel: t('nav.advertiseShort'),
      href: routePaths.advertise,
      icon: 'megaphone',
      activeOn: [routePaths.advertise],
    },
    signedIn
      ? { label: t('nav.myListings'), shortLabel: t('nav.myListings'), href: myListingsPath(), icon: 'list', activeOn: [routePaths.myListings] }
      : {
          label: t('nav.signUpLogin'),
          shortLabel: t('nav.login'),
          href: GOOGLE_SIGN_IN_PATH,
          icon: 'user',
          external: true,
          // Signing in from a listing or a search comes back to it.
          onFollow: () => rememberReturnTo(window.location),
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
