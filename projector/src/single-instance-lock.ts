import { sql } from 'kysely';
import type { Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';

/** One number for "the read-tables projector" in Postgres's advisory-lock space. */
export const PROJECTOR_LOCK_KEY = 4_127_730_001;
const RETRY_MS = 2000;
/** How often a held lock's connection is checked: a broken one has taken the lock with it. */
const HEARTBEAT_MS = 1000;

export interface HeldLock {
  release(): Promise<void>;
}

export interface LockOptions {
  shouldStop(): boolean;
  /** Called once if the held lock's connection breaks (Postgres restarted, backend terminated). */
  onLost(error: unknown): void;
  heartbeatMs?: number;
  /** Which lock: the projector's by default; each reactor has its own. */
  key?: number;
}

/**
 * Takes a session advisory lock on a connection of its own and holds it until released, so
 * only one projector instance projects at a time; the others wait here for it to stop or
 * die (Postgres frees the lock with the session). The checkpoint's compare-and-set stays the
 * guarantee; the lock keeps two instances from undoing each other's batches.
 *
 * While held, the connection is checked every heartbeat: when it has broken, the session and
 * its lock are gone, and `onLost` tells the holder to stop projecting and take the lock again.
 *
 * Only for a real Postgres: PGlite has one session, which holding would starve everyone.
 */
export function acquireProjectorLock(db: ReadDb, logger: Logger, options: LockOptions): Promise<HeldLock | null> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const key = options.key ?? PROJECTOR_LOCK_KEY;
  return new Promise((resolve, reject) => {
    let releaseHeld: () => void = () => undefined;
    const held = new Promise<'released'>((r) => {
      releaseHeld = () => r('released');
    });
    let granted = false;
    let released: () => void = () => undefined;
    const unlocked = new Promise<void>((r) => {
      released = r;
    });
    let announced = false;
    db.connection()
      .execute(async (connection) => {
        for (;;) {
          if (options.shouldStop()) {
            resolve(null);
            return;
          }
          const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(connection);
          if (rows[0]?.locked) break;
          if (!announced) logger.info({ key }, 'another instance holds this lock; waiting for it');
          announced = true;
          await new Promise((r) => setTimeout(r, RETRY_MS));
        }
        granted = true;
        resolve({
          async release() {
            releaseHeld();
            await unlocked;
          },
        });
        for (;;) {
          let timer: NodeJS.Timeout | undefined;
          const beat = new Promise<'beat'>((r) => {
            timer = setTimeout(() => r('beat'), heartbeatMs);
          });
          const next = await Promise.race([held, beat]);
          clearTimeout(timer);
          if (next === 'released') break;
          await sql`SELECT 1`.execute(connection);
        }
        await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
      })
      .then(released, (error: unknown) => {
        released();
        if (!granted) reject(error);
        else options.onLost(error);
      });
  });
}
