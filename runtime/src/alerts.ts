import type { EventStore } from '@kamra/eventstore';
import type { Database, Logger } from '@kamra/platform';
import { ReactorRunner } from '@kamra/projector';
import { readDb } from '@kamra/read-model';
import { alertListing, keepersOf, listingOwner, searchesMatching, type CheckpointWatch } from '@kamra/read-service';
import { alertsReactor, type AlertEffect, type MessageSender } from '@kamra/write-service';
import { runReactor, type RunningReactor } from './price-flags.js';
import { readTablesReached } from './read-tables-reached.js';
import { createAlertMailTable, startAlertMail } from './alert-mail.js';

export interface AlertsOptions {
  store: EventStore;
  database: Database;
  /** Where the read tables have got to: a listing is matched once they include its approval. */
  checkpoints: CheckpointWatch;
  logger: Logger;
  now(): Date;
  /** Where instant alerts are mailed (SMTP or the dev outbox). */
  email: MessageSender;
  publicUrl: string;
  /** Signs the unsubscribe links (AUTH_SECRET). */
  secret: string;
  /** Tests only: stands between the reactor and each effect, e.g. to kill it in the middle of a batch. */
  beforeEffect?: (effect: AlertEffect) => void;
  /** Tests only: the first wait before a mail the provider could not take is tried again. */
  mailRetryDelayMs?: number;
}

/**
 * The alerts reactor, which crosses the services: it reads saved searches, favourites and
 * listings' owners from the read tables and appends notifications through each person's notification decider. It
 * runs beside the projector in the one-process runtime, and with `npm run start:reactors`.
 * The emails its notifications ask for go out through the alert mails table (alert-mail.ts),
 * which every instance's sender works through: `caughtUp` also waits for what is due to be tried.
 */
export async function startAlerts({ store, database, checkpoints, logger, now, email, publicUrl, secret, beforeEffect, mailRetryDelayMs }: AlertsOptions): Promise<RunningReactor> {
  const db = readDb(database.pool);
  let stopped = false;
  await createAlertMailTable(db);
  const mail = startAlertMail({ db, email, logger, now, ...(mailRetryDelayMs === undefined ? {} : { retryDelayMs: mailRetryDelayMs }) });
  const reactor = alertsReactor({
    store,
    now,
    mailbox: mail.mailbox,
    publicUrl,
    secret,
    reads: {
      reached: (position) => readTablesReached(checkpoints, db, position, () => stopped),
      searchesMatching: (listingId, since) => searchesMatching(db, listingId, since, now()),
      keepersOf: (listingId) => keepersOf(db, listingId),
      listing: (listingId) => alertListing(db, listingId, publicUrl),
      ownerOf: (listingId) => listingOwner(db, listingId),
    },
  });
  const runner = new ReactorRunner<AlertEffect>({
    store,
    pool: database.pool,
    logger,
    singleInstance: !database.embedded,
    reactor: beforeEffect
      ? { ...reactor, perform: (effect, cause) => { beforeEffect(effect); return reactor.perform(effect, cause); } }
      : reactor,
  });
  const running = await runReactor(runner, () => {
    stopped = true;
  }).catch(async (error: unknown) => {
    await mail.stop();
    throw error;
  });
  return {
    async caughtUp() {
      await running.caughtUp();
      await mail.flush();
    },
    async stop() {
      await running.stop();
      await mail.stop();
    },
  };
}
