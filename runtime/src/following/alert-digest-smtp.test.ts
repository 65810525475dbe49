/**
 * The daily digest goes out through the alert mails table, over SMTP to a real SMTP server
 * (smtp-server) in this process. A digest the server could not take for now (no server
 * listening yet, or a 4xx) arrives on a later try exactly once, across two instances and a
 * restart; one refused for good (5xx) is given up with the server's reply, and not mailed again.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@kamra/platform';
import { REACTOR_SCHEMA } from '@kamra/projector';
import { sendDailyDigests, type DailyDigestOptions } from '../alert-digest.js';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { anotherAlertsInstance } from '../testing/alerts-instance.js';
import { freePort } from '../testing/free-port.js';
import { SmtpInbox } from '../testing/smtp-inbox.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

/** The first wait before a refused mail is tried again, short for the test. */
const RETRY_MS = 200;

const inbox = new SmtpInbox();
const { arrived, refusals, tried } = inbox;
let port: number;
let kamra: TestKamra;

beforeAll(async () => {
  // Nothing listens on it yet: the first test starts the SMTP server only once a send has failed to connect.
  port = await freePort();
  kamra = await startTestKamra({ SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Kamra <alerts@kamra.test>', PUBLIC_URL: 'https://kamra.test' }, { alertMailRetryMs: RETRY_MS });
});

afterAll(async () => {
  await kamra?.close();
  await inbox.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next moment that is 08:01 in Pakistan (UTC+5). */
function nextDigestHour(): Date {
  const at = new Date();
  at.setUTCMinutes(1, 0, 0);
  while ((at.getUTCHours() + 5) % 24 !== 8) at.setTime(at.getTime() + 3600_000);
  return at;
}

/** A pass of the digest as an instance of its own would run it. */
const digestOptions = (): DailyDigestOptions => ({
  db: kamra.db, publicUrl: kamra.config.publicUrl, secret: kamra.config.authSecret, hour: 8, logger: createLogger('test'), now: () => new Date(),
});

const anotherInstance = () => anotherAlertsInstance(kamra, { mailRetryDelayMs: RETRY_MS });

/** A seeker with a daily search for rooms in `area`, and a room there approved and found for it. */
async function dailySearchFor(name: string, email: string, area: string) {
  const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  const lister = await kamra.signIn({ name: 'Lister' });
  const seeker = await kamra.signIn({ name, email });
  const saved = await kamra.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: area, alerts: 'daily' } });
  expect(saved.status).toBe(201);
  const body = listingForm({ text: { ...listingText('room'), tagline: `A room in ${area}`, address: `Street 2, ${area}`, rent: '21000' }, pictures: await pictures(3), profile: 'avatar-4' });
  const { id } = (await (await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body })).json()) as { id: string };
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
  await kamra.alerts.caughtUp();
  await kamra.projector.caughtUp();
  return seeker;
}

async function digestRows(userId: string) {
  const { rows } = await sql<{ key: string; status: string; attempts: number; error: string | null }>`
    SELECT key, status, attempts, error FROM ${sql.table(`${REACTOR_SCHEMA}.alert_mails`)}
    WHERE user_id = ${userId} AND key LIKE 'digest:%'`.execute(kamra.db);
  return rows;
}

const arrivedFor = (to: string) => arrived.filter((mail) => mail.to.includes(to));

describe('a daily digest goes once over SMTP, whatever befalls it', () => {
  it('not sent while no server listens, arrives once the server is up, once, with two instances sending and passing', async () => {
    const seeker = await dailySearchFor('Nida Seeker', 'nida@example.pk', 'Model Town, Lahore');
    const at = nextDigestHour();
    expect(await sendDailyDigests(digestOptions(), at)).toBe(1);
    // Another instance's pass in the same hour finds the day taken.
    expect(await sendDailyDigests(digestOptions(), new Date(at.getTime() + 60_000))).toBe(0);
    await kamra.alerts.caughtUp();
    const [refused] = await digestRows(seeker.userId);
    expect(refused).toMatchObject({ status: 'due', attempts: 1 });
    // What the connection said, for an operator: not the person-facing text of an SMS that could not go.
    expect(refused?.error).toMatch(/ECONNREFUSED/);

    await inbox.listen(port);
    const second = await anotherInstance();
    await pause(RETRY_MS * 2);
    await Promise.all([kamra.alerts.caughtUp(), second.caughtUp()]);
    await pause(RETRY_MS * 5);
    await Promise.all([kamra.alerts.caughtUp(), second.caughtUp()]);
    const mails = arrivedFor('nida@example.pk');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('A room in Model Town, Lahore');
    expect(await digestRows(seeker.userId)).toMatchObject([{ status: 'sent', attempts: 2, error: null }]);
    await second.stop();
  }, 60_000);

  it('refused for good (5xx), is given up with the reason, and not mailed again by a later pass', async () => {
    refusals.set('bounced@example.pk', [550, 550, 550]);
    const seeker = await dailySearchFor('Bounced Seeker', 'bounced@example.pk', 'Johar Town, Lahore');
    const at = nextDigestHour();
    expect(await sendDailyDigests(digestOptions(), at)).toBe(1);
    await kamra.alerts.caughtUp();
    await pause(RETRY_MS * 5);
    expect(await sendDailyDigests(digestOptions(), new Date(at.getTime() + 120_000))).toBe(0);
    await kamra.alerts.caughtUp();

    expect(tried.filter((address) => address === 'bounced@example.pk')).toHaveLength(1);
    expect(arrivedFor('bounced@example.pk')).toEqual([]);
    const [row] = await digestRows(seeker.userId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.error).toContain('550');
  }, 60_000);

  it('refused for now (4xx) and left due when its instance stopped, is sent by the next one, once, and not queued again by its pass', async () => {
    // Refused on every try until the instance stops, so a retry of a slow moment cannot deliver it first.
    refusals.set('saba@example.pk', Array.from({ length: 100 }, () => 451));
    const seeker = await dailySearchFor('Saba Seeker', 'saba@example.pk', 'DHA Phase 5, Lahore');
    const at = nextDigestHour();
    expect(await sendDailyDigests(digestOptions(), at)).toBe(1);
    await kamra.alerts.caughtUp();
    await kamra.alerts.stop();
    const [left] = await digestRows(seeker.userId);
    expect(left).toMatchObject({ status: 'due' });
    expect(left?.attempts).toBeGreaterThanOrEqual(1);
    expect(arrivedFor('saba@example.pk')).toEqual([]);
    refusals.delete('saba@example.pk');

    // The restarted instance runs its own pass in the same hour, then sends what is due.
    const next = await anotherInstance();
    expect(await sendDailyDigests(digestOptions(), new Date(at.getTime() + 5 * 60_000))).toBe(0);
    const until = Date.now() + 20_000;
    while (arrivedFor('saba@example.pk').length === 0 && Date.now() < until) {
      await next.caughtUp();
      await pause(50);
    }
    // Long enough for a second copy, were one to go.
    await pause(RETRY_MS * 5);
    await next.caughtUp();
    expect(arrivedFor('saba@example.pk')).toHaveLength(1);
    const tries = tried.filter((address) => address === 'saba@example.pk').length;
    expect(await digestRows(seeker.userId)).toMatchObject([{ status: 'sent', attempts: tries, error: null }]);
    await next.stop();
  }, 60_000);
});
