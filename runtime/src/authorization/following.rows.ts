/**
 * Following: favourites, saved searches and notifications are always the caller's own, named by
 * the session and never by the URL, so nobody reads or changes another person's. A blocked
 * person may still read what they keep but not change it.
 */
import { submittedListing } from '../listings/listing-forms.js';
import { unsubscribeUrl } from '@kamra/write-service';
import { TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import type { MatrixRow } from './matrix.js';

const SEARCH = { kind: 'room', location: 'G-11, Islamabad', filters: { rent: 25000 }, alerts: 'daily' };

/** A saved search of `token`'s, by the route a person uses. */
async function savedSearchOf(kamra: TestKamra, token: string): Promise<string> {
  const res = await kamra.request('/api/me/saved-searches', { method: 'POST', token, json: SEARCH });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 201 || body.id === undefined) throw new Error(`saving a search answered ${res.status}`);
  return body.id;
}

/** Someone else's listing: public (approved), or still waiting for review. */
async function listingOfSomeone(kamra: TestKamra, approved = true): Promise<string> {
  const lister = await kamra.signIn({ name: 'Lister' });
  const id = await submittedListing(kamra, lister.token);
  if (!approved) return id;
  const admin = await kamra.signIn({ name: 'Approving Admin', email: TEST_ADMIN_EMAIL });
  const approval = await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token });
  if (approval.status !== 200) throw new Error(`approving the listing answered ${approval.status}`);
  return id;
}

/** The one-click link an alert email carries for someone's search: it needs no sign-in, only its signature. */
async function unsubscribeLink(kamra: TestKamra): Promise<string> {
  const seeker = await kamra.signIn({ name: 'Emailed Seeker' });
  const url = new URL(unsubscribeUrl(kamra.config.publicUrl, kamra.config.authSecret, { userId: seeker.userId, searchId: await savedSearchOf(kamra, seeker.token) }));
  return `${url.pathname}${url.search}`;
}

export const FOLLOWING_ROWS: readonly MatrixRow[] = [
  {
    name: '/unsubscribe?token= (signed)',
    method: 'GET',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    prepare: async (kamra) => ({ path: await unsubscribeLink(kamra) }),
  },
  {
    // The mail client's one-click POST (List-Unsubscribe-Post) to the same address.
    name: '/unsubscribe?token= (signed)',
    method: 'POST',
    expected: { anonymous: 200, user: 200, blocked: 200, admin: 200 },
    prepare: async (kamra) => ({ path: await unsubscribeLink(kamra) }),
  },
  {
    name: '/unsubscribe?token= (forged)',
    method: 'GET',
    expected: { anonymous: 400, user: 400, blocked: 400, admin: 400 },
    prepare: async (kamra) => ({ path: `${await unsubscribeLink(kamra)}x` }),
  },
  {
    name: '/api/me/favourites/:listingId',
    method: 'PUT',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 200 },
    prepare: async (kamra) => ({ path: `/api/me/favourites/${await listingOfSomeone(kamra)}` }),
  },
  {
    // A listing waiting for review is not anyone's to keep but its owner's, admins' neither.
    name: '/api/me/favourites/:listingId (waiting for review)',
    method: 'PUT',
    expected: { anonymous: 401, user: 404, blocked: 403, admin: 404 },
    prepare: async (kamra) => ({ path: `/api/me/favourites/${await listingOfSomeone(kamra, false)}` }),
  },
  {
    name: '/api/me/favourites/:listingId',
    method: 'DELETE',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 200 },
    prepare: async (kamra) => ({ path: `/api/me/favourites/${await listingOfSomeone(kamra)}` }),
  },
  {
    name: '/api/me/favourites',
    method: 'GET',
    expected: { anonymous: 401, user: 200, blocked: 200, admin: 200 },
    prepare: async () => ({ path: '/api/me/favourites' }),
  },
  {
    name: '/api/me/saved-searches',
    method: 'POST',
    expected: { anonymous: 401, user: 201, blocked: 403, admin: 201 },
    prepare: async () => ({ path: '/api/me/saved-searches', json: SEARCH }),
  },
  {
    name: '/api/me/saved-searches',
    method: 'GET',
    expected: { anonymous: 401, user: 200, blocked: 200, admin: 200 },
    prepare: async () => ({ path: '/api/me/saved-searches' }),
  },
  {
    // The `user` caller's own search; to anyone else, an admin too, it does not exist.
    name: '/api/me/saved-searches/:id (own search)',
    method: 'PATCH',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 404 },
    prepare: async (kamra, callers) => ({ path: `/api/me/saved-searches/${await savedSearchOf(kamra, callers.user.token)}`, json: { alerts: 'off' } }),
  },
  {
    name: '/api/me/saved-searches/:id (own search)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 404 },
    prepare: async (kamra, callers) => ({ path: `/api/me/saved-searches/${await savedSearchOf(kamra, callers.user.token)}` }),
  },
  {
    name: '/api/me/saved-searches/:id (someone else\'s search)',
    method: 'DELETE',
    expected: { anonymous: 401, user: 404, blocked: 403, admin: 404 },
    async prepare(kamra) {
      const other = await kamra.signIn({ name: 'Seeker' });
      return { path: `/api/me/saved-searches/${await savedSearchOf(kamra, other.token)}` };
    },
  },
  {
    name: '/api/me/notifications',
    method: 'GET',
    expected: { anonymous: 401, user: 200, blocked: 200, admin: 200 },
    prepare: async () => ({ path: '/api/me/notifications' }),
  },
  {
    name: '/api/me/notifications/read',
    method: 'POST',
    expected: { anonymous: 401, user: 200, blocked: 403, admin: 200 },
    prepare: async () => ({ path: '/api/me/notifications/read', json: {} }),
  },
];
