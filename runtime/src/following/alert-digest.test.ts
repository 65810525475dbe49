/** The daily digest: one mail per daily search and day, at its hour of Pakistan time, with a bounded list. */
import type { DevOutboxAnswer } from '@kamra/contracts/read-models';
import { createLogger } from '@kamra/platform';
import { DIGEST_MAX_LISTINGS } from '@kamra/write-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDailyDigests, type DailyDigestOptions } from '../alert-digest.js';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

let kamra: TestKamra;
let options: DailyDigestOptions;

beforeAll(async () => {
  kamra = await startTestKamra();
  options = {
    db: kamra.db,
    publicUrl: kamra.config.publicUrl,
    secret: kamra.config.authSecret,
    hour: 8,
    logger: createLogger('test'),
    now: () => new Date(),
  };
});
afterAll(async () => {
  await kamra.close();
});

/** What the dev outbox holds for `email`, once the alerts' mail sender has sent what is due. */
async function mailsTo(email: string) {
  await kamra.alerts.caughtUp();
  const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
  return outbox.messages.filter((mail) => mail.channel === 'email' && mail.to === email);
}

/** The next moment that is `hour` o'clock in Pakistan (UTC+5), a minute past. */
function nextPakistanHour(hour: number): Date {
  const at = new Date();
  at.setUTCMinutes(1, 0, 0);
  while ((at.getUTCHours() + 5) % 24 !== hour) at.setTime(at.getTime() + 3600_000);
  return at;
}

describe('daily digest', () => {
  it('mails each daily search once a day at its hour, the newest listings first and at most its bound', async () => {
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await kamra.signIn({ name: 'Lubna Lister' });
    const seeker = await kamra.signIn({ name: 'Daily Seeker', email: 'daily@example.pk' });
    const saved = await kamra.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: 'Lahore', filters: { rent: 40000 }, alerts: 'daily' } });
    expect(saved.status).toBe(201);
    const photos = await pictures(3);
    const count = DIGEST_MAX_LISTINGS + 2;
    for (let i = 0; i < count; i++) {
      const body = listingForm({ text: { ...listingText('room'), tagline: `Room number ${i} in Gulberg`, address: 'Gulberg III, Lahore', rent: String(20000 + i) }, pictures: photos, profile: 'avatar-4' });
      const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
      const { id } = (await submitted.json()) as { id: string };
      expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    }
    await kamra.alerts.caughtUp();
    await kamra.projector.caughtUp();
    // A daily search gets no instant mail.
    expect(await mailsTo('daily@example.pk')).toEqual([]);

    const at = nextPakistanHour(8);
    expect(await sendDailyDigests(options, new Date(at.getTime() - 3600_000))).toBe(0);
    expect(await sendDailyDigests(options, at)).toBe(1);
    // The same hour again, or a second instance: the day is taken.
    expect(await sendDailyDigests(options, new Date(at.getTime() + 60_000))).toBe(0);

    const mails = await mailsTo('daily@example.pk');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`${count} new listings for “Rooms in Lahore”`);
    expect(mail?.html?.match(/<img /g)).toHaveLength(DIGEST_MAX_LISTINGS);
    expect(mail?.text.indexOf(`Room number ${count - 1} in Gulberg`)).toBeLessThan(mail?.text.indexOf('Room number 5 in Gulberg') ?? 0);
    // "And 2 more" runs the search as saved, its rent bound included, as the saved searches page does.
    expect(mail?.text).toContain(`And 2 more: ${kamra.config.publicUrl}/searchResult?location=Lahore&listed=room&rent=40000\n`);
    expect(mail?.text).toContain(`${count} new listings match your saved search “Rooms in Lahore” (up to PKR 40,000) today.`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\?token=/);
  }, 60_000);
});
