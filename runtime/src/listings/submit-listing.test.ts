import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@kamra/contracts/messages';
import { LISTING_KINDS } from '@kamra/contracts/options';
import type { ListingSubmitted } from '@kamra/contracts/events';
import type { ApiError, SubmitAccepted } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngClaiming } from '@kamra/write-service/testing';
import { startTestKamra, type TestKamra } from '../testing/test-kamra.js';
import {
  SUBMIT_PATHS, block, listingEvents, listingForm, listingText, picture, pictures, submissionsBy,
  uploadedFiles, validListingForm,
} from './listing-forms.js';

let kamra: TestKamra;

beforeAll(async () => {
  kamra = await startTestKamra();
});
afterAll(async () => {
  await kamra.close();
});

async function submittedEvent(id: string): Promise<ListingSubmitted> {
  const [first] = await listingEvents(kamra, id);
  expect(first?.type).toBe('ListingSubmitted');
  return { type: 'ListingSubmitted', data: first?.data as ListingSubmitted['data'] };
}

describe('submitting a listing', () => {
  it('accepts a room: 202 with the id, pending and the position, and ListingSubmitted in the store', async () => {
    const lister = await kamra.signIn();
    const response = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, body: await validListingForm('room', 4) });
    expect(response.status).toBe(202);
    const body = (await response.json()) as SubmitAccepted;
    expect(body).toMatchObject({ status: 'pending', message: messages.listingSubmitted });
    expect(body.position).toMatch(/^\d+\.\d+$/);

    const events = await listingEvents(kamra, body.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata).toMatchObject({ actorId: lister.userId, actorRole: 'user' });
    const { data } = await submittedEvent(body.id);
    expect(data).toMatchObject({
      listingId: body.id, ownerId: lister.userId, kind: 'room', profile: { kind: 'avatar', name: 'avatar-4' },
      fields: { tagline: 'Sunny room near F-10 Markaz', rent: 25000, type: 'House Room', furnished: true },
    });
    expect(data.pictures).toHaveLength(4);
    for (const ref of data.pictures) {
      const stored = readFileSync(path.join(kamra.config.uploadDir, ref.file));
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(uploadedFiles(kamra)).toContain(ref.thumb);
    }
  });

  it('accepts a roommate with an uploaded JPEG photo, and shrinks large pictures to 1600 px', async () => {
    const lister = await kamra.signIn();
    const form = listingForm({
      text: listingText('roommate'),
      pictures: [await picture('png', 2400, 1200), ...(await pictures(2, 'jpeg'))],
      profile: await picture('jpeg'),
    });
    const response = await kamra.request(SUBMIT_PATHS.roommate, { method: 'POST', token: lister.token, body: form });
    expect(response.status, await response.clone().text()).toBe(202);
    const { id } = (await response.json()) as SubmitAccepted;
    const { data } = await submittedEvent(id);
    expect(data.kind).toBe('roommate');
    expect(data.pictures[0]).toMatchObject({ width: 1600, height: 800 });
    expect(data.profile.kind).toBe('upload');
  });

  it('accepts an accessory with five pictures', async () => {
    const lister = await kamra.signIn();
    const response = await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: lister.token, body: await validListingForm('accessory', 5) });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as SubmitAccepted;
    const { data } = await submittedEvent(id);
    expect(data).toMatchObject({ kind: 'accessory', fields: { price: 4500, condition: 8 } });
    expect(data.pictures).toHaveLength(5);
  });
});

describe('refusing a submission: 4xx, nothing appended, no file stored unless a later picture failed', () => {
  async function refused(
    pathname: string,
    body: RequestInit['body'],
    init: { headers?: Record<string, string>; signedIn?: boolean; storedBeforeRefusal?: number } = {},
  ) {
    const lister = await kamra.signIn();
    const before = uploadedFiles(kamra);
    const response = await kamra.request(pathname, {
      method: 'POST', token: init.signedIn === false ? undefined : lister.token, body, headers: init.headers,
    });
    const error = (await response.json()) as ApiError;
    expect(await submissionsBy(kamra, lister.userId)).toBe(0);
    // Pictures stored before a later one was refused stay (another listing may use the same bytes).
    expect(uploadedFiles(kamra).filter((file) => !before.includes(file))).toHaveLength(2 * (init.storedBeforeRefusal ?? 0));
    return { status: response.status, error: error.error, lister };
  }

  it('names every missing field', async () => {
    const text = listingText('room');
    delete text.tagline;
    delete text.rent;
    const { status, error } = await refused(SUBMIT_PATHS.room, listingForm({ text, pictures: await pictures(3), profile: 'avatar-1' }));
    expect(status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({ tagline: messages.taglineRequired, rent: messages.rentRequired });
  });

  it('refuses wrong types', async () => {
    const text = { ...listingText('accessory'), price: 'cheap', condition: '11', features: '{not json' };
    const { status, error } = await refused(SUBMIT_PATHS.accessory, listingForm({ text, pictures: await pictures(3), profile: 'avatar-1' }));
    expect(status).toBe(422);
    expect(error.fields?.price).toBe(messages.notANumber);
    expect(error.fields?.condition).toBe(messages.accessoryConditionRange);
  });

  it('refuses 0 pictures', async () => {
    const { status, error } = await refused(SUBMIT_PATHS.room, listingForm({ text: listingText('room'), pictures: [], profile: 'avatar-1' }));
    expect(status).toBe(422);
    expect(error.fields?.pictures).toBe(messages.roomPicturesCount);
  });

  it('refuses 10 pictures for a room and 6 for a roommate', async () => {
    const room = await refused(SUBMIT_PATHS.room, listingForm({ text: listingText('room'), pictures: await pictures(10), profile: 'avatar-1' }));
    expect(room.status).toBe(422);
    expect(room.error.fields?.pictures).toBe(messages.roomPicturesCount);
    const roommate = await refused(SUBMIT_PATHS.roommate, listingForm({ text: listingText('roommate'), pictures: await pictures(6), profile: 'avatar-1' }));
    expect(roommate.error.fields?.pictures).toBe(messages.roommatePicturesCount);
  });

  it('refuses a text file named .jpg, whatever its declared type', async () => {
    const fake = new Blob(['this is not a picture'], { type: 'image/jpeg' });
    const form = listingForm({ text: listingText('room'), pictures: [...(await pictures(2)), fake], profile: 'avatar-1', fileName: 'holiday.jpg' });
    const { status, error } = await refused(SUBMIT_PATHS.room, form);
    expect(status).toBe(422);
    expect(error.fields?.pictures).toBe(messages.picturesType);
  });

  it('refuses a 40000 x 40000 pixel PNG', async () => {
    const bomb = new Blob([new Uint8Array(pngClaiming(40_000, 40_000))], { type: 'image/png' });
    const form = listingForm({ text: listingText('room'), pictures: [...(await pictures(2)), bomb], profile: 'avatar-1' });
    const { status, error } = await refused(SUBMIT_PATHS.room, form);
    expect(status).toBe(422);
    expect(error.fields?.pictures).toBe('This image is too large to process.');
  });

  it('refuses a 30 MB file', async () => {
    const huge = new Blob([new Uint8Array(30 * 1024 * 1024)], { type: 'image/png' });
    const form = listingForm({ text: listingText('room'), pictures: [...(await pictures(2)), huge], profile: 'avatar-1' });
    const { status, error } = await refused(SUBMIT_PATHS.room, form);
    expect(status).toBe(422);
    expect(error.fields?.pictures).toBe(messages.pictureTooLarge);
  });

  it('needs a profile photo: an avatar name or a JPEG', async () => {
    const none = await refused(SUBMIT_PATHS.accessory, listingForm({ text: listingText('accessory'), pictures: await pictures(3), profile: 'avatar-11' }));
    expect(none.error.fields?.profile).toBe(messages.profilePhotoRequired);
    const png = await refused(SUBMIT_PATHS.accessory, listingForm({ text: listingText('accessory'), pictures: await pictures(3), profile: await picture('png') }));
    expect(png.status).toBe(422);
    expect(png.error.fields?.profile).toBe(messages.profilePhotoType);
  });

  it('refuses a file in an unknown field, JSON instead of a form, and a broken form', async () => {
    const form = await validListingForm('accessory');
    form.append('other', await picture(), 'x.png');
    const other = await refused(SUBMIT_PATHS.accessory, form);
    expect(other.status).toBe(422);
    expect(other.error.fields?.other).toBe(messages.listingUploadUnexpected);

    const json = await refused(SUBMIT_PATHS.accessory, JSON.stringify(listingText('accessory')), { headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(422);
    expect(json.error.fields?.pictures).toBe(messages.accessoryPicturesCount);

    const broken = await refused(SUBMIT_PATHS.accessory, '--xyz\r\nContent-Disposition: form-data; name="tagline"\r\n\r\nhalf', {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    expect(broken.error.message).toBe(messages.multipartUnreadable);
  });

  it('refuses the signed-out (401) and the blocked (403) before reading any picture', async () => {
    const anonymous = await refused(SUBMIT_PATHS.room, await validListingForm('room'), { signedIn: false });
    expect(anonymous.status).toBe(401);

    const blocked = await kamra.signIn();
    await block(kamra, blocked.userId);
    const before = uploadedFiles(kamra);
    const response = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: blocked.token, body: await validListingForm('room') });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).error.message).toBe(messages.accountBlocked);
    expect(await submissionsBy(kamra, blocked.userId)).toBe(0);
    expect(uploadedFiles(kamra)).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and makes no second listing', async () => {
    const lister = await kamra.signIn();
    const headers = { 'idempotency-key': 'submit-7f3a' };
    const body = await validListingForm('room');
    const first = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, headers, body });
    expect(first.status).toBe(202);
    const firstBody = (await first.json()) as SubmitAccepted;
    const files = uploadedFiles(kamra);

    const retry = await kamra.request(SUBMIT_PATHS.room, { method: 'POST', token: lister.token, headers, body });
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(await submissionsBy(kamra, lister.userId)).toBe(1);
    expect(uploadedFiles(kamra)).toEqual(files);
  });

  it('gives another user with the same key their own listing', async () => {
    const [ayesha, bilal] = [await kamra.signIn(), await kamra.signIn()];
    const headers = { 'idempotency-key': 'shared-key' };
    const a = (await (await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: ayesha.token, headers, body: await validListingForm('accessory') })).json()) as SubmitAccepted;
    const b = (await (await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: bilal.token, headers, body: await validListingForm('accessory') })).json()) as SubmitAccepted;
    expect(a.id).not.toBe(b.id);
    expect(await submissionsBy(kamra, bilal.userId)).toBe(1);
  });

  it('makes one listing when two retries race, whose files are all stored', async () => {
    const lister = await kamra.signIn();
    const headers = { 'idempotency-key': 'racing-retry' };
    const before = uploadedFiles(kamra);
    const body = await validListingForm('accessory');
    const [a, b] = await Promise.all([
      kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: lister.token, headers, body }),
      kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: lister.token, headers, body }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const [bodyA, bodyB] = [(await a.json()) as SubmitAccepted, (await b.json()) as SubmitAccepted];
    expect(bodyA).toEqual(bodyB);
    expect(await submissionsBy(kamra, lister.userId)).toBe(1);
    const { data } = await submittedEvent(bodyA.id);
    const added = uploadedFiles(kamra).filter((file) => !before.includes(file));
    expect(added).toEqual(expect.arrayContaining(data.pictures.flatMap((ref) => [ref.file, ref.thumb])));
  });

  // Every route that honours the key: a key is bound to its first request's route, fields and picture bytes.
  describe.each(LISTING_KINDS)('first used on the %s route', (kind) => {
    const other = LISTING_KINDS.find((candidate) => candidate !== kind) ?? kind;
    const submit = (token: string, key: string, path: string, body: FormData) =>
      kamra.request(path, { method: 'POST', token, headers: { 'idempotency-key': key }, body });

    async function expectReused(response: Response): Promise<void> {
      expect(response.status).toBe(422);
      expect(response.headers.get('idempotent-replayed')).toBeNull();
      expect(await response.json()).toEqual({ error: { code: 'idempotency_key_reused', message: messages.idempotencyKeyReused } } satisfies ApiError);
    }

    it('replays the same request, and refuses the key on another route, with other fields or with other pictures', async () => {
      const lister = await kamra.signIn();
      const key = `bound-${kind}`;
      const text = listingText(kind);
      const sent = await pictures(3);
      const body = () => listingForm({ text, pictures: sent, profile: 'avatar-4' });
      const first = await submit(lister.token, key, SUBMIT_PATHS[kind], body());
      expect(first.status).toBe(202);
      const firstBody = (await first.json()) as SubmitAccepted;

      // The same request again, its parts in another order: the first answer.
      const reordered = listingForm({ text: Object.fromEntries(Object.entries(text).reverse()), pictures: sent, profile: 'avatar-4' });
      const replay = await submit(lister.token, key, SUBMIT_PATHS[kind], reordered);
      expect(replay.status).toBe(202);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(firstBody);

      await expectReused(await submit(lister.token, key, SUBMIT_PATHS[other], await validListingForm(other)));
      const [firstField = 'tagline', firstValue = ''] = Object.entries(text)[0] ?? [];
      await expectReused(await submit(lister.token, key, SUBMIT_PATHS[kind], listingForm({ text: { ...text, [firstField]: `${firstValue}!` }, pictures: sent, profile: 'avatar-4' })));
      const [cover, ...rest] = sent;
      await expectReused(await submit(lister.token, key, SUBMIT_PATHS[kind], listingForm({ text, pictures: [...rest, await picture()], profile: 'avatar-4' })));
      await expectReused(await submit(lister.token, key, SUBMIT_PATHS[kind], listingForm({ text, pictures: [...rest, ...(cover ? [cover] : [])], profile: 'avatar-4' })));
      await expectReused(await submit(lister.token, key, SUBMIT_PATHS[kind], listingForm({ text, pictures: sent, profile: await picture('jpeg') })));

      expect(await submissionsBy(kamra, lister.userId)).toBe(1);
      expect((await submittedEvent(firstBody.id)).data.kind).toBe(kind);
    });
  });

  it('refuses a malformed key', async () => {
    const lister = await kamra.signIn();
    const response = await kamra.request(SUBMIT_PATHS.room, {
      method: 'POST', token: lister.token, headers: { 'idempotency-key': 'x'.repeat(201) }, body: await validListingForm('room'),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe(messages.idempotencyKeyInvalid);
  });
});

describe('pictures shared between submissions', () => {
  it('a failed submission never takes away a picture an accepted one uses', async () => {
    const [ayesha, bilal] = [await kamra.signIn(), await kamra.signIn()];
    // A PNG signature over garbage: type checks pass, decoding fails after the shared picture is stored.
    const corrupt = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(200).fill(7)])], { type: 'image/png' });
    const accepted: SubmitAccepted[] = [];
    for (let round = 0; round < 6; round++) {
      const shared = await picture();
      const failing = listingForm({ text: listingText('accessory'), pictures: [shared, await picture(), corrupt], profile: 'avatar-1' });
      const passing = listingForm({ text: listingText('accessory'), pictures: [shared, ...(await pictures(2))], profile: 'avatar-2' });
      const [failed, passed] = await Promise.all([
        kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: ayesha.token, body: failing }),
        kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: bilal.token, body: passing }),
      ]);
      expect(failed.status).toBe(422);
      expect(passed.status).toBe(202);
      accepted.push((await passed.json()) as SubmitAccepted);
    }
    for (const { id } of accepted) {
      const { data } = await submittedEvent(id);
      for (const ref of data.pictures) {
        for (const file of [ref.file, ref.thumb]) expect((await kamra.request(`/uploads/${file}`)).status, file).toBe(200);
      }
    }
  });
});

describe('uploads on disk', () => {
  it('spools files to disk and deletes them when the request ends, accepted or refused', async () => {
    const lister = await kamra.signIn();
    const ok = await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: lister.token, body: await validListingForm('accessory') });
    expect(ok.status).toBe(202);
    const refusedForm = listingForm({ text: { ...listingText('accessory'), price: 'free' }, pictures: await pictures(3), profile: 'avatar-1' });
    expect((await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: lister.token, body: refusedForm })).status).toBe(422);
    const incoming = path.join(kamra.config.uploadDir, '.incoming');
    await expect.poll(() => (existsSync(incoming) ? readdirSync(incoming) : [])).toEqual([]);
  });

  it('answers 413 for a form with more parts than any listing has', async () => {
    const lister = await kamra.signIn();
    const form = listingForm({ text: listingText('accessory'), pictures: [], profile: 'avatar-1' });
    for (let i = 0; i < 80; i++) form.append(`extra${i}`, 'x');
    const response = await kamra.request(SUBMIT_PATHS.accessory, { method: 'POST', token: lister.token, body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiError).error.code).toBe('payload_too_large');
  });
});
