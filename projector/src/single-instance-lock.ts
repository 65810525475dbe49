import { sql } from 'kysely';
import type { Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';

/** One number for "the read-tables projector" in Postgres's advisory-lock space. */
const PROJECTOR_LOCK_KEY = 4_127_730_001;
const RETRY_MS = 2000;

export interface HeldLock {
  release(): Promise<void>;
}

/**
 * Takes a session advisory lock on a connection of its own and holds it until released, so
 * only one projector instance projects at a time; the others wait here for it to stop or
 * die (Postgres frees the lock with the session). The checkpoint's compare-and-set stays the
 * guarantee; the lock keeps two instances from undoing each other's batches.
 *
 * Only for a real Postgres: PGlite has one session, which holding would starve everyone.
 */
export function acquireProjectorLock(db: ReadDb, logger: Logger, shouldStop: () => boolean): Promise<HeldLock | null> {
  return new Promise((resolve, reject) => {
    let releaseHeld: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      releaseHeld = r;
    });
    let announced = false;
    db.connection()
      .execute(async (connection) => {
        for (;;) {
          if (shouldStop()) {
            resolve(null);
            return;
          }
          const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${PROJECTOR_LOCK_KEY}) AS locked`.execute(connection);
          if (rows[0]?.locked) break;
          if (!announced) logger.info('another projector instance is running; waiting for its lock');
          announced = true;
          await new Promise((r) => setTimeout(r, RETRY_MS));
        }
        let released: () => void = () => undefined;
        const unlocked = new Promise<void>((r) => {
          released = r;
        });
        resolve({
          async release() {
            releaseHeld();
            await unlocked;
          },
        });
        await held;
        await sql`SELECT pg_advisory_unlock(${PROJECTOR_LOCK_KEY})`.execute(connection);
        released();
      })
      .catch(reject);
  });
}
