import type { ReadDb } from '@kamra/read-model';
import type { SortKey } from '../listings/listing-cursor.js';
import type { UserRow } from './user-presenter.js';

const FRESH_SIGN_IN_WAIT_MS = 2000;
const POLL_MS = 25;

export function findUser(db: ReadDb, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * The client asks "who am I?" right after exchanging its sign-in code, without a position to
 * wait for; a first sign-in may still be on its way to the read table. Waiting briefly for the
 * row keeps a brand-new user from being told their fresh token is worthless.
 */
export async function findSignedInUser(db: ReadDb, userId: string): Promise<UserRow | undefined> {
  const deadline = Date.now() + FRESH_SIGN_IN_WAIT_MS;
  for (;;) {
    const row = await findUser(db, userId);
    if (row || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface UsersPageRequest {
  /** Part of a name or email, any case. */
  q: string | undefined;
  /** The last user of the previous page. */
  after: SortKey | null;
  count: number;
}

/** `%`, `_` and `\` typed by an admin are searched for, not treated as wildcards. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Users newest member first, a page at a time, keyed on (member_since, id) so paging through
 * thousands stays an index walk and a user joining mid-walk neither shifts nor repeats a page.
 */
export function listUsers(db: ReadDb, { q, after, count }: UsersPageRequest): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll();
  if (q !== undefined) {
    const pattern = likePattern(q);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (after) {
    const at = new Date(after.at);
    query = query.where((eb) => eb.or([
      eb('member_since', '<', at),
      eb.and([eb('member_since', '=', at), eb('id', '<', after.id)]),
    ]));
  }
  return query.orderBy('member_since', 'desc').orderBy('id', 'desc').limit(count).execute();
}
