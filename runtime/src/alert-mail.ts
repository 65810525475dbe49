/**
 * The alerts' mails due: the alerts reactor holds each mail here before it appends the
 * notification and lets it go once the notification is in the log; every instance's sender then
 * claims mails one at a time with a conditional update, so two instances never send one twice,
 * tries a mail the provider could not take again later and later, and gives up on one the
 * provider refused for good, recording why. The daily digest puts its mails here too, due at
 * once (queueDueMail): it has no notification to wait for.
 */
import { sql } from 'kysely';
import { Counter } from 'prom-client';
import { createReactorTable, REACTOR_SCHEMA } from '@kamra/projector';
import { metricsRegistry, type Logger } from '@kamra/platform';
import type { ReadDb } from '@kamra/read-model';
import { MessagingUnavailableError, refusedForGood, type AlertMailbox, type MessageSender, type OutgoingMessage } from '@kamra/write-service';

/** Beside the reactors' checkpoints, safe from rebuilds: what was mailed must outlive the read tables. */
const MAILS = sql.table(`${REACTOR_SCHEMA}.alert_mails`);

/** The first wait after a failed try; it doubles with each try, up to MAX_RETRY_DELAY_MS. */
const RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 3600_000;
/** About a day of trying (30 s, 1 min, ... then hourly): past that the news is stale. */
const MAX_ATTEMPTS = 24;
/**
 * How long a claim lasts: past nodemailer's longest wait on a server. A claim that runs out
 * means its instance stopped in the middle of a send that may have gone, so the mail is given
 * up rather than sent again (at most once).
 */
const CLAIM_MS = 15 * 60_000;
const LOOK_EVERY_MS = 5000;
const PRUNE_EVERY_MS = 3600_000;
/** Rows of mails sent or given up are kept this long for an operator to look at. */
const KEEP_DONE_MS = 30 * 86_400_000;
/** A held mail whose notification never came (it was added by a run before its mail was held, or the cause stopped matching). */
const KEEP_HELD_MS = 2 * 86_400_000;

const mailsGivenUp = new Counter({
  name: 'kamra_alert_mails_given_up_total',
  help: `Alert mails not sent (${REACTOR_SCHEMA}.alert_mails, status failed), by why: refused, attempts or interrupted.`,
  labelNames: ['why'] as const,
  registers: [metricsRegistry],
});

export type AlertMailStatus = 'held' | 'due' | 'sending' | 'sent' | 'failed';

export async function createAlertMailTable(db: ReadDb): Promise<void> {
  await createReactorTable(db, sql`CREATE TABLE IF NOT EXISTS ${MAILS} (
    user_id text NOT NULL, key text NOT NULL, notification_id text NOT NULL, message jsonb NOT NULL,
    status text NOT NULL, attempts integer NOT NULL DEFAULT 0, next_at timestamptz NOT NULL, claimed_until timestamptz,
    error text, created_at timestamptz NOT NULL, sent_at timestamptz,
    PRIMARY KEY (user_id, key))`);
  await createReactorTable(db, sql`CREATE INDEX IF NOT EXISTS alert_mails_due ON ${MAILS} (next_at) WHERE status = 'due'`);
}

/**
 * A mail due now, without a notification to wait for (the daily digest's): `key` names its cause,
 * and a second queueing of one key changes nothing, so the cause is mailed at most once. False
 * when the key was queued already. Run it in the transaction that records the cause as taken,
 * so the two stand or fall together.
 */
export async function queueDueMail(db: ReadDb, mail: { userId: string; key: string; message: OutgoingMessage }, at: Date): Promise<boolean> {
  const { rows } = await sql`INSERT INTO ${MAILS} (user_id, key, notification_id, message, status, next_at, created_at)
    VALUES (${mail.userId}, ${mail.key}, ${mail.key}, ${JSON.stringify(mail.message)}::jsonb, 'due', ${at}, ${at})
    ON CONFLICT DO NOTHING RETURNING key`.execute(db);
  return rows.length > 0;
}

export interface AlertMailOptions {
  db: ReadDb;
  email: MessageSender;
  logger: Logger;
  now(): Date;
  /** Tests only: the first wait after a failed try. */
  retryDelayMs?: number;
}

export interface AlertMailSender {
  mailbox: AlertMailbox;
  /** Sends every mail due now (those failing are left for later); resolves when none is left to claim. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** What an operator reads of a failed send: the provider's reply or the connection's error, not the person's message. */
const errorText = (error: unknown): string =>
  (error instanceof MessagingUnavailableError ? error.detail ?? error.message : error instanceof Error ? error.message : String(error)).replaceAll('\u0000', '').slice(0, 2000);

/** The table must exist (createAlertMailTable) before this starts. */
export function startAlertMail(options: AlertMailOptions): AlertMailSender {
  const { db, logger, now } = options;
  const firstDelay = options.retryDelayMs ?? RETRY_DELAY_MS;
  let running = true;
  let pass: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  /** Claims the mail due first, if any: only one instance's update finds it still due. */
  async function claim() {
    const at = now();
    const { rows } = await sql<{ user_id: string; key: string; message: OutgoingMessage; attempts: number }>`
      UPDATE ${MAILS} SET status = 'sending', attempts = attempts + 1, claimed_until = ${new Date(at.getTime() + CLAIM_MS)}
      WHERE (user_id, key) = (SELECT user_id, key FROM ${MAILS} WHERE status = 'due' AND next_at <= ${at} ORDER BY next_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND status = 'due'
      RETURNING user_id, key, message, attempts`.execute(db);
    return rows[0] ?? null;
  }

  async function sendOne(): Promise<boolean> {
    const mail = await claim();
    if (mail === null) return false;
    const where = sql`user_id = ${mail.user_id} AND key = ${mail.key} AND status = 'sending'`;
    try {
      await options.email.send(mail.message);
    } catch (error) {
      const why = errorText(error);
      if (refusedForGood(error) || mail.attempts >= MAX_ATTEMPTS) {
        await sql`UPDATE ${MAILS} SET status = 'failed', error = ${why}, claimed_until = NULL WHERE ${where}`.execute(db);
        mailsGivenUp.inc({ why: refusedForGood(error) ? 'refused' : 'attempts' });
        logger.warn({ err: error, key: mail.key, attempts: mail.attempts }, 'an alert email was given up');
      } else {
        const wait = Math.min(firstDelay * 2 ** (mail.attempts - 1), MAX_RETRY_DELAY_MS);
        await sql`UPDATE ${MAILS} SET status = 'due', error = ${why}, claimed_until = NULL, next_at = ${new Date(now().getTime() + wait)} WHERE ${where}`.execute(db);
        logger.warn({ err: error, key: mail.key, attempts: mail.attempts, retryInMs: wait }, 'an alert email could not be sent; it is tried again later');
      }
      return true;
    }
    await sql`UPDATE ${MAILS} SET status = 'sent', sent_at = ${now()}, error = NULL, claimed_until = NULL WHERE ${where}`.execute(db);
    return true;
  }

  /** A claim that ran out: its instance stopped mid-send, and the mail may have gone. */
  async function giveUpInterrupted(): Promise<void> {
    const { rows } = await sql<{ key: string }>`UPDATE ${MAILS} SET status = 'failed', claimed_until = NULL,
        error = 'the instance sending it stopped in the middle; not sent again, as it may have gone'
      WHERE status = 'sending' AND claimed_until < ${now()} RETURNING key`.execute(db);
    if (rows.length > 0) mailsGivenUp.inc({ why: 'interrupted' }, rows.length);
  }

  async function prune(): Promise<void> {
    if (now().getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now().getTime();
    await sql`DELETE FROM ${MAILS} WHERE (status IN ('sent', 'failed') AND created_at < ${new Date(lastPrune - KEEP_DONE_MS)})
      OR (status = 'held' AND created_at < ${new Date(lastPrune - KEEP_HELD_MS)})`.execute(db);
  }

  /** One pass at a time in this process; other instances are kept apart by the claim. */
  function flush(): Promise<void> {
    if (!running) return pass;
    pass = pass.then(async () => {
      await giveUpInterrupted();
      await prune();
      while (running && (await sendOne()));
    });
    const done = pass;
    pass = pass.catch((error: unknown) => logger.error({ err: error }, 'the alert mail pass failed; it looks again shortly'));
    return done;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), LOOK_EVERY_MS);
  timer.unref();

  const mailbox: AlertMailbox = {
    async hold(userId, key, notificationId, message) {
      const at = now();
      await sql`INSERT INTO ${MAILS} (user_id, key, notification_id, message, status, next_at, created_at)
        VALUES (${userId}, ${key}, ${notificationId}, ${JSON.stringify(message)}::jsonb, 'held', ${at}, ${at})
        ON CONFLICT DO NOTHING`.execute(db);
      const { rows } = await sql<{ notification_id: string; status: AlertMailStatus }>`
        SELECT notification_id, status FROM ${MAILS} WHERE user_id = ${userId} AND key = ${key}`.execute(db);
      const row = rows[0];
      if (row === undefined || row.status !== 'held') return null;
      return { notificationId: row.notification_id, fresh: row.notification_id === notificationId };
    },
    async release(userId, key) {
      await sql`UPDATE ${MAILS} SET status = 'due', next_at = ${now()} WHERE user_id = ${userId} AND key = ${key} AND status = 'held'`.execute(db);
      void flush().catch(() => undefined);
    },
  };

  return {
    mailbox,
    flush,
    async stop() {
      running = false;
      clearInterval(timer);
      await pass;
    },
  };
}
