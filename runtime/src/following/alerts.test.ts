/**
 * Alerts end to end on one Kamra: a saved search is told of a matching room once an admin
 * approves it, a kept listing's keepers of its sale, rent cut and removal; and each cause is told
 * once, across a restart, a rebuild of the read tables, two instances and a kill mid-batch.
 */
import { messages } from '@kamra/contracts/messages';
import type { DevOutboxAnswer, NotificationList, SavedSearchList } from '@kamra/contracts/read-models';
import { notificationsStream } from '@kamra/contracts/events';
import { createLogger } from '@kamra/platform';
import { rebuildReadTables, projections, REACTOR_SCHEMA } from '@kamra/projector';
import { readCheckpoint } from '@kamra/read-model';
import { CheckpointWatch } from '@kamra/read-service';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMessaging } from '@kamra/write-service';
import { startAlerts } from '../alerts.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { listingForm, listingText, pictures, revisionForm, SUBMIT_PATHS, submittedPictureFiles } from '../listings/listing-forms.js';

type Person = { userId: string; token: string; email?: string };
let kamra: TestKamra;
let admin: Person;
let lister: Person;
let photos: Blob[];

const G11 = 'Street 5, G-11/3, Islamabad';

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  lister = await kamra.signIn({ name: 'Lubna Lister' });
  photos = await pictures(3);
});
afterAll(async () => {
  await kamra.close();
});

async function room(address: string, rent: number): Promise<string> {
  const body = listingForm({ text: { ...listingText('room'), address, rent: String(rent) }, pictures: photos, profile: 'avatar-4' });
  const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body });
  expect(submitted.status).toBe(202);
  return ((await submitted.json()) as { id: string }).id;
}

async function approve(id: string): Promise<void> {
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
}

async function saveSearch(person: Person, location: string, rent: number, alerts = 'instant'): Promise<string> {
  const res = await kamra.request('/api/me/saved-searches', { method: 'POST', token: person.token, json: { kind: 'room', location, filters: { rent }, alerts } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Once the alerts reactor and the projector have taken in everything recorded so far. */
async function settled(): Promise<void> {
  await kamra.alerts.caughtUp();
  await kamra.projector.caughtUp();
}

async function notificationsOf(person: Person): Promise<NotificationList> {
  await settled();
  const res = await kamra.request('/api/me/notifications', { token: person.token });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationList;
}

/** Every NotificationAdded in the log for this person, by its key: the proof of "once". */
async function toldKeys(person: Person): Promise<string[]> {
  const { events } = await kamra.store.readStream(notificationsStream(person.userId));
  return events.filter((event) => event.type === 'NotificationAdded').map((event) => String(event.data['key'])).sort();
}

describe('saved search alerts', () => {
  it('tell a seeker of a matching room once an admin approves it, and nothing else', async () => {
    const seeker = await kamra.signIn({ name: 'Sana Seeker' });
    const quiet = await kamra.signIn({ name: 'Quiet Seeker' });
    const gone = await kamra.signIn({ name: 'Gone Seeker' });
    const searchId = await saveSearch(seeker, 'G-11, Islamabad', 30000);
    await saveSearch(quiet, 'G-11, Islamabad', 30000, 'off');
    const deleted = await saveSearch(gone, 'G-11, Islamabad', 30000);
    expect((await kamra.request(`/api/me/saved-searches/${deleted}`, { method: 'DELETE', token: gone.token })).status).toBe(200);

    const match = await room(G11, 25000);
    const tooDear = await room(G11, 45000);
    const elsewhere = await room('Gulberg III, Lahore', 20000);
    // Nothing before approval: a pending listing is not public.
    expect((await notificationsOf(seeker)).items).toEqual([]);
    for (const id of [match, tooDear, elsewhere]) await approve(id);

    const told = await notificationsOf(seeker);
    expect(told.unread).toBe(1);
    expect(told.items).toEqual([{
      id: expect.any(String), type: 'search_match', listingId: match, listingKind: 'room', listingTagline: 'Sunny room near F-10 Markaz',
      text: expect.stringContaining('New for “Rooms in G-11, Islamabad”'), createdAt: expect.any(String), readAt: null,
    }]);
    expect(await toldKeys(seeker)).toEqual([`search:${searchId}:${match}`]);
    expect((await notificationsOf(quiet)).items).toEqual([]);
    expect((await notificationsOf(gone)).items).toEqual([]);

    // The instant alert's email, in the dev outbox, with a one-click link that needs no sign-in.
    const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
    const mails = outbox.messages.filter((mail) => mail.channel === 'email' && mail.to === seeker.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`New on Kamra: ${(listingText('room')['tagline'] ?? '').trim()}`);
    expect(mail?.text).toContain('PKR 25,000 / month');
    // The search as it was saved, its rent bound too: not only its place.
    expect(mail?.text).toContain('A new listing matches your saved search “Rooms in G-11, Islamabad” (up to PKR 30,000).');
    expect(mail?.html).toContain(`/rooms/${match}`);
    expect(mail?.html).toMatch(/<img src="http[^"]+\/uploads\/[^"]+"/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = mail?.headers?.['List-Unsubscribe']?.slice(1, -1);
    expect(link).toMatch(/\/unsubscribe\?token=/);
    const unsubscribeAt = new URL(link ?? '');
    // A link checker's HEAD looks and changes nothing.
    const looked = await kamra.request(`${unsubscribeAt.pathname}${unsubscribeAt.search}`, { method: 'HEAD' });
    expect(looked.status).toBe(200);
    await settled();
    const still = await kamra.request('/api/me/saved-searches', { token: seeker.token });
    expect(((await still.json()) as SavedSearchList).items.map((item) => item.alerts)).toEqual(['instant']);
    const stopped = await kamra.request(`${unsubscribeAt.pathname}${unsubscribeAt.search}`);
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain(messages.unsubscribed);
    const forged = await kamra.request(`/unsubscribe?token=${encodeURIComponent(`${unsubscribeAt.searchParams.get('token') ?? ''}x`)}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(messages.unsubscribeInvalid);
    // Said in the reader's language: the site's choice (its cookie), else what the browser asks for.
    const urduReaders: Record<string, string>[] = [{ 'accept-language': 'ur-PK,ur;q=0.9' }, { cookie: 'kamra_lang=ur', 'accept-language': 'en' }];
    for (const headers of urduReaders) {
      const inUrdu = await (await kamra.request(`${unsubscribeAt.pathname}${unsubscribeAt.search}`, { headers })).text();
      expect(inUrdu).toContain('<html lang="ur" dir="rtl">');
      expect(inUrdu).toContain('اب آپ کو یہ ای میلز نہیں آئیں گی۔');
    }
    // The link's own `?lang=`, however a mail program or a person retyped its letters.
    for (const lang of ['ur', 'UR', 'Ur']) {
      const linked = await (await kamra.request(`${unsubscribeAt.pathname}${unsubscribeAt.search}&lang=${lang}`, { headers: { 'accept-language': 'en' } })).text();
      expect(linked, lang).toContain('<html lang="ur" dir="rtl">');
    }
    await settled();
    const searches = await kamra.request('/api/me/saved-searches', { token: seeker.token });
    expect(((await searches.json()) as SavedSearchList).items.map((item) => item.alerts)).toEqual(['off']);

    // Read: the bell goes back to 0.
    // By its id, written in capitals as a UUID may be: the same notification.
    const read = await kamra.request('/api/me/notifications/read', { method: 'POST', token: seeker.token, json: { ids: told.items.map((item) => item.id.toUpperCase()) } });
    expect(read.status).toBe(200);
    expect((await notificationsOf(seeker)).unread).toBe(0);
  });

  it('stop for a blocked seeker', async () => {
    const blocked = await kamra.signIn({ name: 'Blocked Seeker' });
    await saveSearch(blocked, 'G-11, Islamabad', 30000);
    expect((await kamra.request(`/api/users/${blocked.userId}/block`, { method: 'POST', token: admin.token, json: { reason: 'Sends the same message to every lister' } })).status).toBe(200);
    await approve(await room(G11, 21000));
    expect(await toldKeys(blocked)).toEqual([]);
  });
});

describe('favourite alerts', () => {
  it('tell keepers of a rent cut, a sale and a removal', async () => {
    const keeper = await kamra.signIn({ name: 'Kamran Keeper' });
    const id = await room(G11, 30000);
    await approve(id);
    expect((await kamra.request(`/api/me/favourites/${id}`, { method: 'PUT', token: keeper.token })).status).toBe(200);
    await settled();

    const text = { ...listingText('room'), address: G11, rent: '30000' };
    const body = revisionForm({ text, changed: { rent: '26000' }, keep: await submittedPictureFiles(kamra, id) });
    expect((await kamra.request(`/api/listings/${id}`, { method: 'PUT', token: lister.token, body })).status).toBe(202);
    await approve(id);
    expect((await kamra.request(`/api/listings/${id}/close`, { method: 'POST', token: lister.token, json: { outcome: 'rented' } })).status).toBe(200);

    const told = await notificationsOf(keeper);
    expect(told.items.map((item) => item.type)).toEqual(['favourite_closed', 'favourite_rent_down']);
    expect(told.items[1]?.text).toContain('went down from PKR 30,000 to PKR 26,000');
    expect(told.items[0]?.text).toContain('was rented');
  });
});

describe('each cause is told once', () => {
  /** Another alerts instance on the same log and tables, as a second process would run. */
  async function anotherInstance(options: { failOnce?: boolean } = {}) {
    const checkpoints = new CheckpointWatch({ readCheckpoint: () => readCheckpoint(kamra.db), ...kamra.config.readWait });
    const stopWaking = kamra.projector.onCheckpoint((position) => checkpoints.moved(position));
    let failed = !options.failOnce;
    let effects = 0;
    const alerts = await startAlerts({
      store: kamra.store, database: kamra.database, checkpoints, logger: createLogger('test'), now: () => new Date(),
      email: openMessaging(kamra.config, kamra.database.pool, createLogger('test'), () => new Date()).email,
      publicUrl: kamra.config.publicUrl, secret: kamra.config.authSecret,
      beforeEffect() {
        effects++;
        // Killed in the middle of a batch: some effects of the replay done, its checkpoint not moved.
        if (!failed && effects === 3) {
          failed = true;
          throw new Error('killed mid-batch');
        }
      },
    });
    return {
      killed: () => options.failOnce === true && failed,
      caughtUp: () => alerts.caughtUp(),
      async stop() {
        await alerts.stop();
        stopWaking();
        checkpoints.close();
      },
    };
  }

  async function mailsTo(person: Person): Promise<number> {
    const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
    return outbox.messages.filter((mail) => mail.to === person.email).length;
  }

  async function forgetCheckpoints(): Promise<void> {
    await sql`DELETE FROM ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)} WHERE name = 'alerts'`.execute(kamra.db);
  }

  it('across a restart from nothing, two instances at once, a kill mid-batch and a rebuild of the read tables', async () => {
    const seeker = await kamra.signIn({ name: 'Steady Seeker' });
    const keeper = await kamra.signIn({ name: 'Steady Keeper' });
    await saveSearch(seeker, 'Islamabad', 40000);
    const first = await room(G11, 22000);
    const second = await room('F-10/2, Islamabad', 24000);
    await approve(first);
    await approve(second);
    expect((await kamra.request(`/api/me/favourites/${first}`, { method: 'PUT', token: keeper.token })).status).toBe(200);
    await settled();
    expect((await kamra.request(`/api/listings/${first}/close`, { method: 'POST', token: lister.token, json: { outcome: 'rented' } })).status).toBe(200);
    await settled();
    const seekerKeys = await toldKeys(seeker);
    const mailsBefore = await mailsTo(seeker);
    expect(mailsBefore).toBe(2);
    const keeperKeys = await toldKeys(keeper);
    expect(seekerKeys).toHaveLength(2);
    expect(keeperKeys).toHaveLength(1);

    // Restart with the checkpoint lost, and a second instance beside it, one of them killed mid-batch.
    await kamra.alerts.stop();
    await forgetCheckpoints();
    const instances = [await anotherInstance({ failOnce: true }), await anotherInstance()];
    await Promise.all(instances.map((instance) => instance.caughtUp()));
    expect(instances[0]?.killed()).toBe(true);
    expect(await toldKeys(seeker)).toEqual(seekerKeys);
    expect(await toldKeys(keeper)).toEqual(keeperKeys);

    // The read tables rebuilt from the log, then the reactor over the whole log again.
    await rebuildReadTables({ pool: kamra.database.pool, store: kamra.store, projections });
    await forgetCheckpoints();
    const again = await anotherInstance();
    await again.caughtUp();
    expect(await toldKeys(seeker)).toEqual(seekerKeys);
    expect(await toldKeys(keeper)).toEqual(keeperKeys);
    expect(await mailsTo(seeker)).toBe(mailsBefore);
    await kamra.projector.caughtUp();
    const listed = await kamra.request('/api/me/notifications', { token: seeker.token });
    expect(((await listed.json()) as NotificationList).items).toHaveLength(2);
    for (const instance of [...instances, again]) await instance.stop();
  }, 60_000);
});
