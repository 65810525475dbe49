import type { ReadDb } from '@kamra/read-model';
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

/** Every user, newest member first. */
export function listUsers(db: ReadDb): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('member_since', 'desc').orderBy('id', 'desc').execute();
}
