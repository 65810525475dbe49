/**
 * The daily digest tells each daily search about every listing found for it, in exactly one
 * digest: whenever in the digest hour a day's pass happens to run (an instance's minute timer,
 * a restart, another instance taking the day first), nothing found between two passes is lost,
 * and nothing is mailed again the next day.
 */
import type { DevOutboxAnswer } from '@kamra/contracts/read-models';
import { createLogger } from '@kamra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDailyDigests, type DailyDigestOptions } from '../alert-digest.js';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** The app's clock stands at 08:10 in Pakistan (03:10 UTC) of a day, and runs on from there. */
const DAY = Date.parse('2026-03-10T00:00:00.000Z');
const START = DAY + 3 * HOUR_MS + 10 * 60_000;
const offset = START - Date.now();
const now = (): Date => new Date(Date.now() + offset);

let kamra: TestKamra;
let options: DailyDigestOptions;

beforeAll(async () => {
  kamra = await startTestKamra({}, { now });
  options = {
    db: kamra.db,
    publicUrl: kamra.config.publicUrl,
    secret: kamra.config.authSecret,
    hour: 8,
    logger: createLogger('test'),
    now,
  };
});
afterAll(async () => {
  await kamra.close();
});

/** What the dev outbox holds for `email`, once the alerts' mail sender has sent what is due. */
async function digestsTo(email: string) {
  await kamra.alerts.caughtUp();
  const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
  return outbox.messages.filter((mail) => mail.channel === 'email' && mail.to === email);
}

async function approvedRoom(lister: { token: string }, admin: { token: string }, tagline: string): Promise<void> {
  const body = listingForm({ text: { ...listingText('room'), tagline, address: 'Gulberg III, Lahore', rent: '21000' }, pictures: await pictures(3), profile: 'avatar-4' });
  const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
  const { id } = (await submitted.json()) as { id: string };
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
  await kamra.alerts.caughtUp();
  await kamra.projector.caughtUp();
}

describe('daily digest passes at different minutes of the hour', () => {
  it('a listing found after one day\'s pass is in the next day\'s digest, whenever in the hour that runs', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister' });
    const seeker = await kamra.signIn({ name: 'Daily Seeker', email: 'late@example.pk' });
    expect((await kamra.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Lahore', alerts: 'daily' } })).status).toBe(201);

    // Day 1: the pass ran at 08:01, before the listing was found at 08:10.
    expect(await sendDailyDigests(options, new Date(DAY + 3 * HOUR_MS + 60_000))).toBe(0);
    await approvedRoom(lister, admin, 'Found after the first pass');
    // Day 2: this time the pass runs at 08:40 (a restart, or another instance's timer).
    await sendDailyDigests(options, new Date(DAY + DAY_MS + 3 * HOUR_MS + 40 * 60_000));
    const mails = await digestsTo('late@example.pk');
    expect(mails.map((mail) => mail.text.includes('Found after the first pass'))).toEqual([true]);
  }, 60_000);

  it('a listing in one day\'s digest is not mailed again in the next day\'s', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister' });
    const seeker = await kamra.signIn({ name: 'Daily Seeker', email: 'twice@example.pk' });
    expect((await kamra.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Lahore', alerts: 'daily' } })).status).toBe(201);
    await approvedRoom(lister, admin, 'Mailed on the first day');

    // Day 1's pass runs at 08:50, after the listing was found at 08:10; day 2's at 08:02.
    expect(now().getTime()).toBeLessThan(DAY + 3 * HOUR_MS + 50 * 60_000);
    await sendDailyDigests(options, new Date(DAY + 3 * HOUR_MS + 50 * 60_000));
    await sendDailyDigests(options, new Date(DAY + DAY_MS + 3 * HOUR_MS + 2 * 60_000));
    const mails = await digestsTo('twice@example.pk');
    expect(mails.filter((mail) => mail.text.includes('Mailed on the first day'))).toHaveLength(1);
  }, 60_000);
});
