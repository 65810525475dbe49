import type pg from 'pg';
import { parsePosition } from '@kamra/eventstore';
import { CHECKPOINT_CHANNEL } from '@kamra/read-model';
import type { Logger } from '@kamra/platform';
import type { CheckpointWatch } from './checkpoint-watch.js';

/**
 * LISTENs for the projector's checkpoint notifications on a real Postgres (the projector runs
 * in another process there) and wakes the waiting queries. One connection, held for the
 * life of the service, reconnected after a failure; the watch's fallback reads cover the gap.
 */
export function listenForCheckpoints(
  pool: pg.Pool,
  watch: CheckpointWatch,
  logger: Logger,
): { listening: Promise<void>; close(): Promise<void> } {
  let client: pg.PoolClient | null = null;
  let markListening: () => void = () => undefined;
  // Resolves once the first LISTEN is in place: a commit after that is heard.
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    try {
      const connected = await pool.connect();
      if (closed) {
        connected.release();
        return;
      }
      client = connected;
      connected.on('notification', (message) => {
        if (message.channel !== CHECKPOINT_CHANNEL) return;
        watch.moved(message.payload ? parsePosition(message.payload) : null);
      });
      connected.on('error', (error) => {
        logger.warn({ err: error }, 'checkpoint notifications lost; reconnecting');
        connected.release(error);
        client = null;
        schedule();
      });
      await connected.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      markListening();
    } catch (error) {
      logger.warn({ err: error }, 'could not listen for checkpoint notifications; retrying');
      schedule();
    }
  };
  const schedule = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
  };
  void connect();
  return {
    listening,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      if (held) {
        await held.query(`UNLISTEN ${CHECKPOINT_CHANNEL}`).catch(() => undefined);
        held.release();
      }
    },
  };
}
