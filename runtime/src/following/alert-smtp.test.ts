/**
 * With SMTP_URL set, an instant alert, and a lister's notice of an admin's decision, go out over
 * SMTP: a real SMTP server (smtp-server) runs in this process and the test reads what arrives,
 * headers and parts included. The server can refuse a recipient for now (4xx) or for good (5xx),
 * to show a mail refused for now arriving once on a later try, across two instances and a restart.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACTOR_SCHEMA } from '@kamra/projector';
import { notificationsStream } from '@kamra/contracts/events';
import { searchMatchKey } from '@kamra/write-service';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { anotherAlertsInstance } from '../testing/alerts-instance.js';
import { SmtpInbox, type ArrivedMail } from '../testing/smtp-inbox.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

/** The first wait before a refused mail is tried again, short for the test. */
const RETRY_MS = 200;

/** What arrived for `to`, once `count` mails have (or 10 seconds passed). */
async function arrivedFor(to: string, count: number): Promise<ArrivedMail[]> {
  const until = Date.now() + 10_000;
  const mine = () => arrived.filter((mail) => mail.to.includes(to));
  while (mine().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return mine();
}

/** The raw message with its headers unfolded and its quoted-printable body undone enough to read. */
function readable(full: string): string {
  const headEnd = full.indexOf('\r\n\r\n');
  const raw = full.slice(0, headEnd).replace(/\r\n[ \t]+/g, ' ') + full.slice(headEnd);
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

const inbox = new SmtpInbox();
const { arrived, refusals, tried } = inbox;
let kamra: TestKamra;

beforeAll(async () => {
  const port = await inbox.listen();
  kamra = await startTestKamra({ SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Kamra <alerts@kamra.test>', PUBLIC_URL: 'https://kamra.test' }, { alertMailRetryMs: RETRY_MS });
});

afterAll(async () => {
  await kamra?.close();
  await inbox.close();
});

describe('alert email over SMTP', () => {
  it('arrives with text and HTML parts, the picture, and one-click unsubscribe headers', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister', email: 'lubna@example.pk' });
    const seeker = await kamra.signIn({ name: 'Sana Seeker', email: 'sana@example.pk' });
    const saved = await kamra.request('/api/me/saved-searches', {
      method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Islamabad', alerts: 'instant' },
    });
    expect(saved.status).toBe(201);
    const body = listingForm({ text: { ...listingText('room'), address: 'Street 5, G-11/3, Islamabad', rent: '23000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
    const { id } = (await submitted.json()) as { id: string };
    expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    await kamra.alerts.caughtUp();

    const toSeeker = await arrivedFor('sana@example.pk', 1);
    expect(toSeeker).toHaveLength(1);
    const [mail] = toSeeker;
    expect(mail?.from).toBe('alerts@kamra.test');
    expect(mail?.to).toEqual(['sana@example.pk']);
    // Long headers arrive folded onto continuation lines; the body's lines are left as they are.
    const full = mail?.raw ?? '';
    const headEnd = full.indexOf('\r\n\r\n');
    const raw = full.slice(0, headEnd).replace(/\r\n[ \t]+/g, ' ') + full.slice(headEnd);
    expect(raw).toMatch(/^Subject: New on Kamra: /m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/kamra\.test\/unsubscribe\?token=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    // Quoted-printable may fold lines; the facts are there once unfolded.
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain('PKR 23,000 / month');
    // A JPEG, which every mail client shows (desktop Outlook shows no WebP), and it is there.
    const picture = /<img src="https:\/\/kamra\.test(\/uploads\/[0-9a-f]{32}-400\.jpg)"/.exec(unfolded)?.[1];
    expect(picture).toBeDefined();
    const served = await kamra.request(picture ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(unfolded).toContain(`https://kamra.test/rooms/${id}`);
  });

  it('tells a lister of a refusal with its reason, and nothing to unsubscribe from', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Rubina Lister', email: 'rubina@example.pk' });
    const body = listingForm({ text: { ...listingText('room'), address: 'Street 9, G-11/3, Islamabad', rent: '22000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const { id } = (await (await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body })).json()) as { id: string };
    const refused = await kamra.request(`/api/listings/${id}/reject`, { method: 'POST', token: admin.token, json: { reason: 'Pictures do not show the room' } });
    expect(refused.status).toBe(200);
    await kamra.alerts.caughtUp();

    const mails = await arrivedFor('rubina@example.pk', 1);
    expect(mails).toHaveLength(1);
    const raw = readable(mails[0]?.raw ?? '');
    expect(mails[0]?.from).toBe('alerts@kamra.test');
    expect(raw).toMatch(/^Subject: Your listing was not approved: /m);
    expect(raw).not.toMatch(/^List-Unsubscribe/m);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Reason: Pictures do not show the room');
    expect(raw).toContain(`https://kamra.test/rooms/${id}`);
  });
});

describe('an alert email goes once, whatever befalls it', () => {
  const anotherInstance = () => anotherAlertsInstance(kamra, { mailRetryDelayMs: RETRY_MS });

  const forgetCheckpoint = () => sql`DELETE FROM ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)} WHERE name = 'alerts'`.execute(kamra.db);

  async function mailRow(userId: string, key?: string) {
    const { rows } = await sql<{ status: string; attempts: number; error: string | null }>`
      SELECT status, attempts, error FROM ${sql.table(`${REACTOR_SCHEMA}.alert_mails`)}
      WHERE user_id = ${userId} AND (${key ?? null}::text IS NULL OR key = ${key ?? null})`.execute(kamra.db);
    return rows;
  }

  /** A seeker with an instant alert for rooms in `area`, and a room there approved. */
  async function alertFor(name: string, email: string, area: string) {
    const { seeker } = await alertWithIds(name, email, area);
    return seeker;
  }

  async function alertWithIds(name: string, email: string, area: string) {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lister' });
    const seeker = await kamra.signIn({ name, email });
    const saved = await kamra.request('/api/me/saved-searches', {
      method: 'POST', token: seeker.token, json: { kind: 'room', location: area, alerts: 'instant' },
    });
    expect(saved.status).toBe(201);
    const body = listingForm({ text: { ...listingText('room'), address: `Street 2, ${area}`, rent: '21000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const { id } = (await (await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body })).json()) as { id: string };
    expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    return { seeker, searchId: ((await saved.json()) as { id: string }).id, listingId: id };
  }

  /** What a run of the reactor leaves when it stops between its steps: a held mail, the notification, or both. */
  async function leftBehind(person: { userId: string }, key: string, listingId: string, searchId: string, left: { held?: string; added?: string }) {
    if (left.held !== undefined) {
      const message = { channel: 'email', to: `${person.userId}@example.pk`, subject: 'Held before the crash', text: 'Held' };
      await sql`INSERT INTO ${sql.table(`${REACTOR_SCHEMA}.alert_mails`)} (user_id, key, notification_id, message, status, next_at, created_at)
        VALUES (${person.userId}, ${key}, ${left.held}, ${JSON.stringify(message)}::jsonb, 'held', now(), now())`.execute(kamra.db);
    }
    if (left.added !== undefined) {
      await kamra.store.appendToStream(notificationsStream(person.userId), [{
        type: 'NotificationAdded',
        data: { userId: person.userId, notificationId: left.added, type: 'search_match', listingId, searchId, key, text: 'New' },
        metadata: {
          eventId: randomUUID(), actorId: null, actorRole: 'system', correlationId: randomUUID(),
          causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1,
        },
      }], { expectedRevision: 'any' });
    }
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('refused for now, arrives on a later try, once, with two instances sending', async () => {
    refusals.set('tariq@example.pk', [451]);
    const second = await anotherInstance();
    const seeker = await alertFor('Tariq Seeker', 'tariq@example.pk', 'F-10, Islamabad');
    await Promise.all([kamra.alerts.caughtUp(), second.caughtUp()]);

    expect(await arrivedFor('tariq@example.pk', 1)).toHaveLength(1);
    // Time for any second sending to show: both instances look again and again meanwhile.
    await pause(RETRY_MS * 10);
    await Promise.all([kamra.alerts.caughtUp(), second.caughtUp()]);
    expect(arrived.filter((mail) => mail.to.includes('tariq@example.pk'))).toHaveLength(1);
    expect(tried.filter((address) => address === 'tariq@example.pk')).toHaveLength(2);
    expect(await mailRow(seeker.userId)).toEqual([{ status: 'sent', attempts: 2, error: null }]);
    await second.stop();
  });

  it('refused for good (5xx), is given up with the reason, and not tried again', async () => {
    refusals.set('nobody@example.pk', [550, 550, 550]);
    const seeker = await alertFor('Nobody Seeker', 'nobody@example.pk', 'F-7, Islamabad');
    await kamra.alerts.caughtUp();
    await pause(RETRY_MS * 5);
    await kamra.alerts.caughtUp();

    expect(tried.filter((address) => address === 'nobody@example.pk')).toHaveLength(1);
    expect(arrived.filter((mail) => mail.to.includes('nobody@example.pk'))).toEqual([]);
    const [row] = await mailRow(seeker.userId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.error).toContain('550');
  });

  it('refused for now and left due when its instance stopped, is sent by the next one, and not again after a restart from nothing', async () => {
    // Refused for now, then the instance stops before a try goes through: the mail waits in the
    // table. Refused on every try until then, so a retry of a slow moment cannot deliver it first.
    refusals.set('zara@example.pk', Array.from({ length: 100 }, () => 451));
    const seeker = await alertFor('Zara Seeker', 'zara@example.pk', 'I-8, Islamabad');
    await kamra.alerts.caughtUp();
    await kamra.alerts.stop();
    expect(await mailRow(seeker.userId)).toMatchObject([{ status: 'due' }]);
    expect(arrived.filter((mail) => mail.to.includes('zara@example.pk'))).toEqual([]);
    refusals.delete('zara@example.pk');

    const next = await anotherInstance();
    await next.caughtUp();
    expect(await arrivedFor('zara@example.pk', 1)).toHaveLength(1);
    await next.stop();

    await forgetCheckpoint();
    const fromNothing = await anotherInstance();
    await fromNothing.caughtUp();
    await pause(RETRY_MS * 5);
    await fromNothing.caughtUp();
    expect(arrived.filter((mail) => mail.to.includes('zara@example.pk'))).toHaveLength(1);
    // Every try counted, the last the one that went: none after it.
    const tries = tried.filter((address) => address === 'zara@example.pk').length;
    expect(await mailRow(seeker.userId)).toEqual([{ status: 'sent', attempts: tries, error: null }]);
    await fromNothing.stop();
  }, 60_000);

  it('held by a run that stopped after adding the notification, goes; a notification added before any mail was held lets none go', async () => {
    await kamra.alerts.stop();
    const crashed = await alertWithIds('Crashed Run', 'crashed@example.pk', 'G-9, Islamabad');
    const crashedKey = searchMatchKey(crashed.searchId, crashed.listingId);
    const crashedId = randomUUID();
    await leftBehind(crashed.seeker, crashedKey, crashed.listingId, crashed.searchId, { held: crashedId, added: crashedId });
    // Told long ago, before its mail was held (its row since pruned): nothing to mail.
    const old = await alertWithIds('Old News', 'old@example.pk', 'G-6, Islamabad');
    await leftBehind(old.seeker, searchMatchKey(old.searchId, old.listingId), old.listingId, old.searchId, { added: randomUUID() });
    // Held by one run, told by another whose mail was held elsewhere: not this mail's notification.
    const other = await alertWithIds('Other Run', 'other@example.pk', 'G-8, Islamabad');
    await leftBehind(other.seeker, searchMatchKey(other.searchId, other.listingId), other.listingId, other.searchId, { held: randomUUID(), added: randomUUID() });
    await kamra.projector.caughtUp();

    const next = await anotherInstance();
    await next.caughtUp();
    await pause(RETRY_MS * 5);
    await next.caughtUp();
    // The held mail is the one that goes, once; the other two runs' notifications let none go.
    expect(arrived.filter((mail) => mail.raw.includes('Subject: Held before the crash')).map((mail) => mail.to)).toEqual([[`${crashed.seeker.userId}@example.pk`]]);
    for (const { seeker, listingId } of [crashed, old, other]) {
      expect(arrived.filter((mail) => mail.to.includes(seeker.email) && readable(mail.raw).includes(`/rooms/${listingId}`))).toEqual([]);
    }
    expect(await mailRow(crashed.seeker.userId, crashedKey)).toEqual([{ status: 'sent', attempts: 1, error: null }]);
    expect(await mailRow(old.seeker.userId, searchMatchKey(old.searchId, old.listingId))).toMatchObject([{ status: 'held' }]);
    expect(await mailRow(other.seeker.userId, searchMatchKey(other.searchId, other.listingId))).toMatchObject([{ status: 'held' }]);
    await next.stop();
  }, 60_000);
});
