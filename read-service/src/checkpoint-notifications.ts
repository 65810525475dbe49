import type pg from 'pg';
import { parsePosition } from '@kamra/eventstore';
import { CHECKPOINT_CHANNEL } from '@kamra/read-model';
import { listenForNotifications, type Listener, type Logger } from '@kamra/platform';
import type { CheckpointWatch } from './checkpoint-watch.js';

/**
 * LISTENs for the projector's checkpoint notifications on a real Postgres (the projector runs
 * in another process there) and wakes the waiting queries; the watch's fallback reads cover
 * any gap while the connection is re-made.
 */
export function listenForCheckpoints(pool: pg.Pool, watch: CheckpointWatch, logger: Logger): Listener {
  return listenForNotifications(pool, CHECKPOINT_CHANNEL, (payload) => watch.moved(payload ? parsePosition(payload) : null), logger);
}
