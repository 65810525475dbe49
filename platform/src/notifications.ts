import type pg from 'pg';
import type { Logger } from './logger.js';

export interface Listener {
  /** Resolves once the first LISTEN is in place: a commit after that is heard. */
  listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` of a real Postgres and calls `onNotify` with each payload: how one
 * process learns at once of another's commit (the projector's checkpoint, an append to the
 * log). One connection, held for the life of the process and reconnected a second after a
 * failure; callers keep a poll for the gap.
 */
export function listenForNotifications(pool: pg.Pool, channel: string, onNotify: (payload: string) => void, logger: Logger): Listener {
  let client: pg.PoolClient | null = null;
  let markListening: () => void = () => undefined;
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
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      connected.on('error', (error) => {
        logger.warn({ err: error, channel }, 'notifications lost; reconnecting');
        connected.release(error);
        client = null;
        schedule();
      });
      await connected.query(`LISTEN ${channel}`);
      markListening();
    } catch (error) {
      logger.warn({ err: error, channel }, 'could not listen for notifications; retrying');
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
        await held.query(`UNLISTEN ${channel}`).catch(() => undefined);
        held.release();
      }
    },
  };
}
