/**
 * The daily digest names only listings that are still public when it goes out: one found for
 * the search in the morning and deleted (or closed) by its owner in the afternoon is not mailed
 * the next morning, with a link to a page that is gone.
 */
import type { DevOutboxAnswer } from '@kamra/contracts/read-models';
import { createLogger } from '@kamra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDailyDigests, type DailyDigestOptions } from '../alert-digest.js';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

const HOUR_MS = 3600_000;
/** The app's clock stands at 10:00 in Pakistan (05:00 UTC) of a day, and runs on from there. */
const DAY = Date.parse('2026-03-10T00:00:00.000Z');
const offset = DAY + 5 * HOUR_MS - Date.now();
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

async function approvedRoom(lister: { token: string }, admin: { token: string }, tagline: string): Promise<string> {
  const body = listingForm({ text: { ...listingText('room'), tagline, address: 'Gulberg III, Lahore', rent: '21000' }, pictures: await pictures(3), profile: 'avatar-4' });
  const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
  const { id } = (await submitted.json()) as { id: string };
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
  return id;
}

describe('daily digest after a listing went', () => {
  it('leaves out a listing its owner deleted since it was found', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister' });
    const seeker = await kamra.signIn({ name: 'Daily Seeker', email: 'gone@example.pk' });
    expect((await kamra.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Lahore', alerts: 'daily' } })).status).toBe(201);
    const gone = await approvedRoom(lister, admin, 'Deleted before the digest');
    await approvedRoom(lister, admin, 'Still there at the digest');
    await kamra.alerts.caughtUp();
    expect((await kamra.request(`/api/listings/${gone}`, { method: 'DELETE', token: lister.token })).status).toBe(200);
    await kamra.alerts.caughtUp();
    await kamra.projector.caughtUp();

    // The next morning at 08:05 in Pakistan.
    expect(await sendDailyDigests(options, new Date(DAY + 24 * HOUR_MS + 3 * HOUR_MS + 5 * 60_000))).toBe(1);
    await kamra.alerts.caughtUp();
    const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
    const [mail] = outbox.messages.filter((message) => message.channel === 'email' && message.to === 'gone@example.pk');
    expect(mail?.text).toContain('Still there at the digest');
    expect(mail?.text).not.toContain('Deleted before the digest');
  }, 60_000);
});
