/**
 * A lister is told, in their Alerts and by email, what an admin decided about their listing and
 * about their changes to a live one; each decision once, across a restart from nothing, two
 * instances at once and a rebuild of the read tables. An admin deciding on their own listing is
 * not told what they did.
 */
import type { DevOutboxAnswer, NotificationList } from '@kamra/contracts/read-models';
import { notificationsStream } from '@kamra/contracts/events';
import { rebuildReadTables, projections, REACTOR_SCHEMA } from '@kamra/projector';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingForm, listingText, pictures, revisionForm, SUBMIT_PATHS, submittedPictureFiles } from '../listings/listing-forms.js';
import { anotherAlertsInstance } from '../testing/alerts-instance.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

type Person = { userId: string; token: string; email: string };
let kamra: TestKamra;
let admin: Person;
let photos: Blob[];

const TAGLINE = (listingText('room')['tagline'] ?? '').trim();
const ADDRESS = 'Street 5, G-11/3, Islamabad';

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  photos = await pictures(3);
});
afterAll(async () => {
  await kamra.close();
});

async function room(owner: Person, rent = 25000): Promise<string> {
  const body = listingForm({ text: { ...listingText('room'), address: ADDRESS, rent: String(rent) }, pictures: photos, profile: 'avatar-4' });
  const submitted = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: owner.token, body });
  expect(submitted.status).toBe(202);
  return ((await submitted.json()) as { id: string }).id;
}

const approve = async (id: string, by = admin) =>
  expect((await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: by.token })).status).toBe(200);
const reject = async (id: string, reason: string) =>
  expect((await kamra.request(`/api/listings/${id}/reject`, { method: 'POST', token: admin.token, json: { reason } })).status).toBe(200);

async function revise(owner: Person, id: string, rent: string): Promise<void> {
  await kamra.projector.caughtUp();
  const text = { ...listingText('room'), address: ADDRESS, rent: '25000' };
  const body = revisionForm({ text, changed: { rent }, keep: await submittedPictureFiles(kamra, id) });
  expect((await kamra.request(`/api/listings/${id}`, { method: 'PUT', token: owner.token, body })).status).toBe(202);
}

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

async function toldKeys(person: Person): Promise<string[]> {
  const { events } = await kamra.store.readStream(notificationsStream(person.userId));
  return events.filter((event) => event.type === 'NotificationAdded').map((event) => String(event.data['key'])).sort();
}

async function mailsTo(person: Person) {
  const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
  return outbox.messages.filter((mail) => mail.channel === 'email' && mail.to === person.email);
}

describe('a lister is told what an admin decided', () => {
  it('of a new listing, approved or refused with its reason, in Alerts and by email', async () => {
    const lister = await kamra.signIn({ name: 'Lubna Lister' });
    const approved = await room(lister);
    const refused = await room(lister);
    expect((await notificationsOf(lister)).items).toEqual([]);
    await approve(approved);
    await reject(refused, 'Pictures do not show the room');

    const told = await notificationsOf(lister);
    expect(told.unread).toBe(2);
    expect(told.items).toEqual([
      {
        id: expect.any(String), type: 'listing_rejected', listingId: refused, listingKind: 'room', listingTagline: TAGLINE,
        text: `Your listing “${TAGLINE}” was not approved. Reason: Pictures do not show the room`, reason: 'Pictures do not show the room',
        createdAt: expect.any(String), readAt: null,
      },
      {
        id: expect.any(String), type: 'listing_approved', listingId: approved, listingKind: 'room', listingTagline: TAGLINE,
        text: `Your listing “${TAGLINE}” was approved and is public now.`, createdAt: expect.any(String), readAt: null,
      },
    ]);

    const mails = await mailsTo(lister);
    expect(mails.map((mail) => mail.subject ?? '').sort()).toEqual([`Your listing is live on Kamra: ${TAGLINE}`, `Your listing was not approved: ${TAGLINE}`]);
    const refusal = mails.find((mail) => (mail.subject ?? '').startsWith('Your listing was not'));
    expect(refusal?.text).toContain('Reason: Pictures do not show the room');
    expect(refusal?.html).toContain(`/rooms/${refused}`);
    expect(refusal?.headers).toBeUndefined();
  });

  it('of changes to a live listing, approved or refused with its reason', async () => {
    const lister = await kamra.signIn({ name: 'Rehan Reviser' });
    const id = await room(lister);
    await approve(id);
    await revise(lister, id, '23000');
    await approve(id);
    await revise(lister, id, '21000');
    await kamra.projector.caughtUp();
    const pending = await kamra.request(`/api/listings/${id}/reject`, { method: 'POST', token: admin.token, json: { reason: 'Rent looks wrong' } });
    expect(pending.status).toBe(200);

    const told = await notificationsOf(lister);
    expect(told.items.map((item) => item.type)).toEqual(['listing_revision_rejected', 'listing_revision_approved', 'listing_approved']);
    const [refusal, changes] = told.items;
    expect(refusal).toMatchObject({ listingId: id, reason: 'Rent looks wrong', text: `Your changes to “${TAGLINE}” were not approved; the listing stays as it was. Reason: Rent looks wrong` });
    expect(changes).toMatchObject({ listingId: id, text: `Your changes to “${TAGLINE}” were approved and are public now.` });
    expect(changes).not.toHaveProperty('reason');
    expect((await mailsTo(lister)).map((mail) => (mail.subject ?? '').split(':')[0]).sort())
      .toEqual(['Your changes are live on Kamra', 'Your changes were not approved', 'Your listing is live on Kamra']);
  });

  it('but not an admin of their own decision on their own listing', async () => {
    const own = await room(admin);
    await approve(own);
    expect(await toldKeys(admin)).toEqual([]);
    expect(await mailsTo(admin)).toEqual([]);
  });
});

describe('each decision is told once', () => {
  const anotherInstance = () => anotherAlertsInstance(kamra);

  const forgetCheckpoint = () => sql`DELETE FROM ${sql.table(`${REACTOR_SCHEMA}.checkpoints`)} WHERE name = 'alerts'`.execute(kamra.db);

  it('across a restart from nothing, two instances at once and a rebuild of the read tables', async () => {
    const lister = await kamra.signIn({ name: 'Steady Lister' });
    await approve(await room(lister));
    await reject(await room(lister), 'Blurry pictures');
    await settled();
    const keys = await toldKeys(lister);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key.startsWith('decision:'))).toBe(true);
    expect(await mailsTo(lister)).toHaveLength(2);

    await kamra.alerts.stop();
    await forgetCheckpoint();
    const instances = [await anotherInstance(), await anotherInstance()];
    await Promise.all(instances.map((instance) => instance.caughtUp()));
    expect(await toldKeys(lister)).toEqual(keys);

    await rebuildReadTables({ pool: kamra.database.pool, store: kamra.store, projections });
    await forgetCheckpoint();
    const again = await anotherInstance();
    await again.caughtUp();
    expect(await toldKeys(lister)).toEqual(keys);
    expect(await mailsTo(lister)).toHaveLength(2);
    await kamra.projector.caughtUp();
    const listed = (await (await kamra.request('/api/me/notifications', { token: lister.token })).json()) as NotificationList;
    expect(listed.items.map((item) => item.reason ?? null).sort()).toEqual(['Blurry pictures', null]);
    for (const instance of [...instances, again]) await instance.stop();
  }, 60_000);
  it('and not at all when the owner deleted the listing before the reactor reached the decision', async () => {
    // The reactor behind: the owner deletes the listing between the admin's decision and the telling.
    await kamra.alerts.stop();
    const lister = await kamra.signIn({ name: 'Deleting Lister' });
    const deleted = await room(lister);
    const kept = await room(lister);
    await approve(deleted);
    await approve(kept);
    expect((await kamra.request(`/api/listings/${deleted}`, { method: 'DELETE', token: lister.token })).status).toBe(200);
    await kamra.projector.caughtUp();

    const late = await anotherInstance();
    await late.caughtUp();
    const told = await notificationsOf(lister);
    expect(told.items.map((item) => [item.type, item.listingId])).toEqual([['listing_approved', kept]]);
    expect((await mailsTo(lister)).map((mail) => mail.html ?? '').filter((html) => html.includes(`/rooms/${deleted}`))).toEqual([]);
    expect(await mailsTo(lister)).toHaveLength(1);
    await late.stop();
  }, 60_000);
});
