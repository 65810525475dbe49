/**
 * Where edits meet the badge, through the real services: an approved listing whose number its
 * owner verified is edited to a number nobody verified. The waiting revision leaves the public
 * badge alone, the admin sees the change marked unverified in the queue, the detail and the
 * history, and approving it takes the badge away.
 */
import type {
  AdminQueueItem, CurrentUser, DevOutboxAnswer, ListingDetail, ListingHistoryEntry, Page, RevisionAccepted,
} from '@kamra/contracts/read-models';
import { pakistaniPhone } from '@kamra/contracts/phone';
import { AFTER_POSITION_HEADER } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingText, revisionForm, submittedListing, submittedPictureFiles } from '../listings/listing-forms.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

type Person = { userId: string; token: string };

let kamra: TestKamra;
let admin: Person;
let owner: Person;

beforeAll(async () => {
  kamra = await startTestKamra();
  admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  owner = await kamra.signIn({ name: 'Ayesha Khan' });
});
afterAll(async () => {
  await kamra.close();
});

async function post(path: string, token: string, json?: unknown): Promise<string> {
  const response = await kamra.request(path, { method: 'POST', token, json });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { position: string }).position;
}

async function read<T>(path: string, position: string, token?: string): Promise<T> {
  const response = await kamra.request(path, { token, headers: { [AFTER_POSITION_HEADER]: position } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Verifies `phone` for `person` by the code the dev outbox kept. */
async function verifyPhone(person: Person, phone: string): Promise<string> {
  await post('/api/me/phone', person.token, { phone });
  const outbox = (await (await kamra.request('/api/dev/outbox')).json()) as DevOutboxAnswer;
  const sms = outbox.messages.find((message) => message.channel === 'sms' && message.to === pakistaniPhone(phone));
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return post('/api/me/phone/verify', person.token, { phone, code });
}

describe('an edit that changes the number to one nobody verified', () => {
  it('keeps the public badge while it waits, shows the admin the new number unverified, and loses the badge once approved', async () => {
    const livePhone = listingText('accessory').phone ?? '';
    const verified = await verifyPhone(owner, livePhone);
    expect((await read<CurrentUser>('/api/me', verified, owner.token)).verifiedPhones).toEqual([pakistaniPhone(livePhone)]);

    const id = await submittedListing(kamra, owner.token);
    const approved = await post(`/api/listings/${id}/approve`, admin.token);
    expect((await read<ListingDetail>(`/api/listings/${id}`, approved)).lister).toMatchObject({ phone: livePhone, phoneVerified: true });

    const newPhone = '0300-9998887';
    const response = await kamra.request(`/api/listings/${id}`, {
      method: 'PUT', token: owner.token, body: revisionForm({ changed: { phone: newPhone }, keep: await submittedPictureFiles(kamra, id) }),
    });
    expect(response.status).toBe(202);
    const { position: revised } = (await response.json()) as RevisionAccepted;
    const phoneChange = { field: 'phone', from: livePhone, to: newPhone, toVerified: false };

    // A waiting revision changes nothing public: the live number and its badge stay.
    const publicWaiting = await read<ListingDetail>(`/api/listings/${id}`, revised);
    expect(publicWaiting.lister).toMatchObject({ phone: livePhone, phoneVerified: true });
    expect(publicWaiting.revision).toBeUndefined();

    const queue = await read<Page<AdminQueueItem>>('/api/admin/queue?kind=accessory', revised, admin.token);
    expect(queue.items.find((item) => item.id === id)).toMatchObject({
      lister: { phone: livePhone, phoneVerified: true },
      revision: { status: 'pending', changes: [phoneChange] },
    });
    const adminDetail = await read<ListingDetail>(`/api/listings/${id}`, revised, admin.token);
    expect(adminDetail.revision?.changes).toEqual([phoneChange]);
    const ownView = await read<ListingDetail>(`/api/listings/${id}`, revised, owner.token);
    expect(ownView.revision?.changes).toEqual([phoneChange]);

    const decided = await post(`/api/listings/${id}/approve`, admin.token);
    const publicAfter = await read<ListingDetail>(`/api/listings/${id}`, decided);
    expect(publicAfter.lister).toMatchObject({ phone: newPhone, phoneVerified: false });
    const history = await read<ListingHistoryEntry[]>(`/api/admin/listings/${id}/history`, decided, admin.token);
    expect(history.filter((entry) => entry.changes !== undefined)).toMatchObject([
      { type: 'ListingRevised', changes: [phoneChange] },
      { type: 'ListingRevisionApproved', changes: [phoneChange] },
    ]);

    // Judged now, not at submit: once the owner verifies the new number, the badge and the change say so.
    const later = await verifyPhone(owner, newPhone);
    expect((await read<ListingDetail>(`/api/listings/${id}`, later)).lister.phoneVerified).toBe(true);
    const historyLater = await read<ListingHistoryEntry[]>(`/api/admin/listings/${id}/history`, later, admin.token);
    expect(historyLater.find((entry) => entry.type === 'ListingRevised')?.changes).toEqual([{ ...phoneChange, toVerified: true }]);
  });
});
