import type { RequestHandler } from 'express';
import type { ReadDb } from '@kamra/read-model';

/**
 * An admin whose account is blocked reads as the person they are, not as an admin: the admin
 * views (people's emails, NIC numbers, the queue, moderation histories) close to them as the
 * admin commands do, so blocking an admin account that was taken over stops it reading those
 * too. Asked of the users table on an admin's requests only.
 */
export function readAsActiveAdmin(db: ReadDb): RequestHandler {
  return async (req, _res, next) => {
    const { actor } = req;
    if (actor.kind === 'user' && actor.isAdmin) {
      const row = await db.selectFrom('users').select('blocked').where('id', '=', actor.userId).executeTakeFirst();
      if (row?.blocked === true) req.actor = { ...actor, isAdmin: false };
    }
    next();
  };
}
