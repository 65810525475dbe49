import type { EventStore } from '@kamra/eventstore';
import type { Database, Logger } from '@kamra/platform';
import { ReactorRunner } from '@kamra/projector';
import { readDb } from '@kamra/read-model';
import { alertListing, keepersOf, listingOwner, searchesMatching, type CheckpointWatch } from '@kamra/read-service';
import { alertsReactor, type AlertEffect, type MessageSender } from '@kamra/write-service';
import { runReactor, type RunningReactor } from './price-flags.js';
import { readTablesReached } from './read-tables-reached.js';

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
}

/**
 * The alerts reactor, which crosses the services: it reads saved searches, favourites and
 * listings' owners from the read tables and appends notifications through each person's notification decider. It
 * runs beside the projector in the one-process runtime, and with `npm run start:reactors`.
 */
export async function startAlerts({ store, database, checkpoints, logger, now, email, publicUrl, secret, beforeEffect }: AlertsOptions): Promise<RunningReactor> {
  const db = readDb(database.pool);
  let stopped = false;
  const reactor = alertsReactor({
    store,
    now,
    email,
    publicUrl,
    secret,
    onEmailFailed: (error) => logger.warn({ err: error }, 'an alert email could not be sent'),
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
  return runReactor(runner, () => {
    stopped = true;
  });
}
