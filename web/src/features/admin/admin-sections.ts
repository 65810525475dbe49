import type { ReactNode } from 'react';
import type { IconName } from '../../components/Icon';
import { adminRoutePaths } from '../../lib/paths';

export interface AdminSection {
  /** In the reader's language. */
  label: string;
  /** Relative to /my_admin_dashboard. */
  href: string;
  icon: IconName;
  /** Shown after the label, e.g. a count of what waits there. */
  badge?: ReactNode;
}

/** A section another feature contributes: app/ composes it, so admin never imports that feature. */
export interface AdminExtraSection extends AdminSection {
  /** The page's title, after `Kamra | ` in the browser's tab, as each of the dashboard's own pages names itself. */
  title: string;
  /** The page's heading; the dashboard lays the page out like its own. */
  heading: string;
  page: ReactNode;
}

/** The dashboard's own sections; `name` is the key of its label under `sections` in the admin namespace. */
export const adminSections: ReadonlyArray<Omit<AdminSection, 'label'> & { name: string }> = [
  { name: 'dashboard', href: adminRoutePaths.overview, icon: 'home' },
  { name: 'users', href: adminRoutePaths.users, icon: 'users' },
  { name: 'newListings', href: adminRoutePaths.newListings, icon: 'list' },
  { name: 'blogs', href: adminRoutePaths.blogs, icon: 'book' },
];

/** The sidebar entry for a path inside the dashboard (the dashboard itself only on exact match). */
export function isActiveAdminSection(section: Pick<AdminSection, 'href'>, pathname: string): boolean {
  if (section.href === '/') return pathname === '/' || pathname === '';
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}
