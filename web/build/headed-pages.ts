import type { HeadedPage } from './page-heads.ts';

/**
 * The public pages without a listing or blog of their own whose head the server writes in the
 * reader's language, from the texts each page sets its title and description from. Literal
 * routes: Vite loads its config without the workspace's TypeScript packages, so a test holds
 * them to the client's routePaths.
 */
export const HEADED_PAGES: readonly HeadedPage[] = [
  { route: '/', namespace: 'home', key: 'meta' },
  { route: '/aboutUs', namespace: 'about', key: 'meta' },
  { route: '/blogs', namespace: 'blogs', key: 'meta' },
  { route: '/career', namespace: 'career', key: 'meta' },
  { route: '/services', namespace: 'services', key: 'meta' },
  { route: '/advertiseWithUs', namespace: 'advertise', key: 'meta' },
  { route: '/privacy-policies', namespace: 'policies', key: 'privacy.meta' },
  { route: '/refundPolicy', namespace: 'policies', key: 'refund.meta' },
];
