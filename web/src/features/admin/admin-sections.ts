import type { IconName } from '../../components/Icon';

export interface AdminSection {
  label: string;
  /** Relative to /my_admin_dashboard. */
  href: string;
  icon: IconName;
}

export const adminSections: readonly AdminSection[] = [
  { label: 'Dashboard', href: '/', icon: 'home' },
  { label: 'All Users', href: '/admin_allUsers', icon: 'users' },
  { label: 'New Listings', href: '/admin_newListings', icon: 'list' },
  { label: 'All Blogs', href: '/admin_allBlog', icon: 'book' },
];

/** The sidebar entry for a path inside the dashboard (the dashboard itself only on exact match). */
export function isActiveAdminSection(section: Pick<AdminSection, 'href'>, pathname: string): boolean {
  if (section.href === '/') return pathname === '/' || pathname === '';
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}
