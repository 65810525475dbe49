import { sql } from 'kysely';
import { createReactorTable, REACTOR_SCHEMA } from '@kamra/projector';
import type { Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { alertListing, dailyDigests, publicListingIds } from '@kamra/read-service';
import { dailyDigestEmail, digestDue, unsubscribeUrl, type AlertListing } from '@kamra/write-service';
import { createAlertMailTable, queueDueMail } from './alert-mail.js';

/**
 * The digests go out through the alert mails table (alert-mail.ts): the alerts' mail sender,
 * which runs wherever the alerts reactor does, sends them, tries again one the provider could not
 * take, and records one it refused for good.
 */
export interface DailyDigestOptions {
  db: ReadDb;
  publicUrl: string;
  secret: string;
  /** The hour of Pakistan's day it goes out. */
  hour: number;
  logger: Logger;
  now(): Date;
}

const DAY_MS = 24 * 3600 * 1000;
const LOOK_EVERY_MS = 60_000;

/** Where it is recorded that a search's digest of a day went out: beside the reactors' checkpoints, safe from rebuilds. */
const SENT = sql.table(`${REACTOR_SCHEMA}.alert_digests`);
/** Which listings a search's digests have told already, so each is in one digest only. */
const TOLD = sql.table(`${REACTOR_SCHEMA}.alert_digest_listings`);
/**
 * How far back a pass looks for what a search has not been told. More than a day: a pass runs
 * at whatever minute of the hour its timer (or the instance that takes the day first) runs, and
 * a notification recorded just before one pass may reach the read tables just after it; a window
 * of exactly one day back from the pass would skip those between two passes for good, and mail
 * again those of an overlap. What was told is remembered (TOLD) instead.
 */
const LOOK_BACK_MS = 2 * DAY_MS;
/** Past this, a told listing's notification is out of every pass's look-back, and its row can go. */
const TOLD_KEPT_MS = LOOK_BACK_MS + DAY_MS;

/**
 * One pass of the daily digest at `at`: outside the digest hour nothing; within it, each daily
 * saved search with new matches gets one mail that day, the newest listings first and at most
 * DIGEST_MAX_LISTINGS of them. In one transaction the day is claimed, each listing the mail names
 * is recorded as told to the search (so the next day's digest names only what is new since), and
 * the mail is queued due in the alert mails table: two instances, or a pass a minute later, never
 * queue it twice, and a crash queues all of it or nothing (the next pass then takes the day).
 * Resolves to the number of digests queued.
 */
export async function sendDailyDigests(options: DailyDigestOptions, at: Date): Promise<number> {
  const day = digestDue(at, options.hour);
  if (day === null) return 0;
  const { db } = options;
  await createReactorTable(db, sql`CREATE TABLE IF NOT EXISTS ${SENT} (search_id text NOT NULL, day text NOT NULL, sent_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (search_id, day))`);
  await createReactorTable(db, sql`CREATE TABLE IF NOT EXISTS ${TOLD} (search_id text NOT NULL, listing_id text NOT NULL, told_at timestamptz NOT NULL, PRIMARY KEY (search_id, listing_id))`);
  await createAlertMailTable(db);
  await sql`DELETE FROM ${TOLD} WHERE told_at < ${new Date(at.getTime() - TOLD_KEPT_MS)}`.execute(db);
  let queued = 0;
  for (const digest of await dailyDigests(db, new Date(at.getTime() - LOOK_BACK_MS))) {
    const went = await db.transaction().execute(async (trx) => {
      const claimed = await sql`INSERT INTO ${SENT} (search_id, day) VALUES (${digest.searchId}, ${day}) ON CONFLICT DO NOTHING RETURNING search_id`.execute(trx);
      if (claimed.rows.length === 0) return false;
      // Only what is still public: found up to a day ago, a listing may since have gone.
      const still = await publicListingIds(trx, digest.listingIds, at);
      const shown = digest.listingIds.filter((listingId) => still.has(listingId));
      const told = await sql<{ listing_id: string }>`INSERT INTO ${TOLD} (search_id, listing_id, told_at)
        SELECT ${digest.searchId}, listing_id, ${at} FROM unnest(${shown}::text[]) AS listing_id
        ON CONFLICT DO NOTHING RETURNING listing_id`.execute(trx);
      const fresh = new Set(told.rows.map((row) => row.listing_id));
      const listings: AlertListing[] = [];
      for (const id of shown.filter((listingId) => fresh.has(listingId))) {
        const listing = await alertListing(trx, id, options.publicUrl);
        if (listing) listings.push(listing);
      }
      if (listings.length === 0) return false;
      // "And N more" runs the search as saved, filters and all, as the saved searches page does.
      const moreUrl = `${options.publicUrl}${digest.runPath}`;
      const message = dailyDigestEmail(digest.email, digest, listings, moreUrl, unsubscribeUrl(options.publicUrl, options.secret, digest));
      // The clock the mail sender reads: the mail is due as soon as it is queued.
      return queueDueMail(trx, { userId: digest.userId, key: digestMailKey(digest.searchId, day), message }, options.now());
    });
    if (went) queued++;
  }
  return queued;
}

/** The alert mails key of a search's digest of a day: one mail per (search, day). */
export const digestMailKey = (searchId: string, day: string): string => `digest:${searchId}:${day}`;

/** Looks every minute; the claim per (search, day) makes the hour's many looks one mail. */
export function startDailyDigests(options: DailyDigestOptions): { stop(): void } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sendDailyDigests(options, options.now())).catch((error: unknown) => options.logger.error({ err: error }, 'the daily digest failed; it looks again in a minute'));
  }, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
