/**
 * Alert mails across two whole app instances on one real Postgres, as behind a proxy: one holds
 * the alerts reactor's lock and lets the mails go, and both instances' senders claim due mails
 * from the one table. Each mail, refused for now on its first try, arrives once.
 */
import { testDatabaseUrl } from '@kamra/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingForm, listingText, pictures, SUBMIT_PATHS } from '../listings/listing-forms.js';
import { SmtpInbox } from '../testing/smtp-inbox.js';
import { startTestKamrasOnPostgres, TEST_ADMIN_EMAIL } from '../testing/test-kamra.js';

const onRealPostgres = testDatabaseUrl() ? describe : describe.skip;
if (!testDatabaseUrl()) console.info('TEST_DATABASE_URL is not set: the two-instance alert mail test needs a real Postgres.');

const SEEKERS = 8;

onRealPostgres('alert mails, two app instances, one Postgres', () => {
  const inbox = new SmtpInbox({ refuseFirstTries: true });
  let cluster: Awaited<ReturnType<typeof startTestKamrasOnPostgres>>;
  // The addresses each mail went to, in the order they arrived.
  const arrived = () => inbox.arrived.flatMap((mail) => mail.to);
  const { tried } = inbox;

  beforeAll(async () => {
    const port = await inbox.listen();
    cluster = await startTestKamrasOnPostgres(2, { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'alerts@kamra.test' }, { alertMailRetryMs: 100 });
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
    await inbox.close();
  });

  it('each refused for now on its first try arrives once, whichever instance sends it', async () => {
    const [first] = cluster.instances;
    if (!first) throw new Error('two instances expected');
    const addresses = Array.from({ length: SEEKERS }, (_, i) => `seeker${i}@example.pk`);
    for (const email of addresses) {
      const seeker = await first.signIn({ name: 'Seeker', email });
      const saved = await first.request('/api/me/saved-searches', { method: 'POST', token: seeker.token, json: { kind: 'room', location: 'E-11, Islamabad', alerts: 'instant' } });
      expect(saved.status).toBe(201);
    }
    const admin = await first.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const lister = await first.signIn({ name: 'Lister' });
    const body = listingForm({ text: { ...listingText('room'), address: 'Street 1, E-11, Islamabad', rent: '20000' }, pictures: await pictures(3), profile: 'avatar-4' });
    const { id } = (await (await first.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body })).json()) as { id: string };
    expect((await first.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);

    // Both senders look every few seconds; wait until every mail arrived, then a while longer for any second copy.
    const until = Date.now() + 30_000;
    const toSeekers = () => arrived().filter((to) => addresses.includes(to));
    while (new Set(toSeekers()).size < SEEKERS && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(toSeekers().sort()).toEqual(addresses.sort());
    // The lister's notice of the approval goes the same way, once.
    expect(arrived().filter((to) => to === lister.email)).toHaveLength(1);
    for (const address of addresses) expect(tried.filter((to) => to === address), address).toHaveLength(2);
  }, 90_000);
});
