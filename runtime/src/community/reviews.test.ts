import { randomUUID } from 'node:crypto';
import { messages } from '@kamra/contracts/messages';
import { AFTER_POSITION_HEADER, type ApiError, type CommandAccepted, type Review } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { block, signInWithPicture } from './community-test-users.js';

const PICTURE = 'https://lh3.googleusercontent.com/a/ayesha-photo';

describe('reviews over HTTP', () => {
  let kamra: TestKamra;
  let ayesha: { userId: string; token: string };
  let bilal: { userId: string; token: string };
  let admin: { userId: string; token: string };

  beforeAll(async () => {
    kamra = await startTestKamra();
    ayesha = await signInWithPicture(kamra, 'Ayesha Khan', PICTURE);
    bilal = await kamra.signIn({ name: 'Bilal Ahmed' });
    admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
  });
  afterAll(async () => {
    await kamra.close();
  });

  async function post(token: string | undefined, comment: unknown): Promise<Response> {
    return kamra.request('/api/reviews', { method: 'POST', token, json: { comment } });
  }

  async function postOk(token: string, comment: string): Promise<CommandAccepted & { id: string }> {
    const response = await post(token, comment);
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as CommandAccepted;
    if (answer.id === undefined) throw new Error('posting answered without an id');
    return { ...answer, id: answer.id };
  }

  async function reviews(position: string): Promise<Review[]> {
    const response = await kamra.request('/api/reviews', { headers: { [AFTER_POSITION_HEADER]: position } });
    expect(response.status).toBe(200);
    return (await response.json()) as Review[];
  }

  async function remove(token: string | undefined, id: string): Promise<Response> {
    return kamra.request(`/api/reviews/${id}`, { method: 'DELETE', token });
  }

  it('lists a posted review, trimmed, with its author’s name and picture', async () => {
    const answer = await postOk(ayesha.token, '  Found a room in Gulberg in two days!  ');
    expect(answer).toEqual({ id: expect.any(String), message: messages.reviewPosted, position: expect.stringMatching(/\d/) });
    const listed = (await reviews(answer.position)).find((review) => review.id === answer.id);
    expect(listed).toEqual({
      id: answer.id,
      userId: ayesha.userId,
      userName: 'Ayesha Khan',
      userPicture: PICTURE,
      comment: 'Found a room in Gulberg in two days!',
      postedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('lists the newest review first and needs no sign-in to read', async () => {
    await postOk(ayesha.token, 'First of two');
    const second = await postOk(bilal.token, 'Second of two');
    const listed = await reviews(second.position);
    expect(listed.slice(0, 2).map((review) => [review.comment, review.userName, review.userPicture])).toEqual([
      ['Second of two', 'Bilal Ahmed', null],
      ['First of two', 'Ayesha Khan', PICTURE],
    ]);
  });

  it('takes a review sent again under its Idempotency-Key once, answering the first, and refuses the key with other words', async () => {
    const person = await kamra.signIn({ name: 'Rabia Retry' });
    const send = (comment: string, key: string) => kamra.request('/api/reviews', { method: 'POST', token: person.token, json: { comment }, headers: { 'idempotency-key': key } });
    const key = randomUUID();
    const answers = await Promise.all([send('Found a flat in a week', key), send('Found a flat in a week', key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, again] = (await Promise.all(answers.map((answer) => answer.json()))) as CommandAccepted[];
    expect(again?.id).toBe(first?.id);
    const reused = await send('Other words', key);
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as ApiError).error.message).toBe(messages.idempotencyKeyReused);
    // Another person's same key is their own.
    expect((await kamra.request('/api/reviews', { method: 'POST', token: bilal.token, json: { comment: 'Found a flat in a week' }, headers: { 'idempotency-key': key } })).status).toBe(201);
    const events = (await kamra.store.readStream(`review-${first?.id ?? ''}`)).events;
    expect(events.map((event) => event.type)).toEqual(['ReviewPosted']);
  });

  it('refuses an empty review with a clear message', async () => {
    for (const comment of ['', '   ', undefined]) {
      const response = await post(ayesha.token, comment);
      expect(response.status).toBe(422);
      expect(((await response.json()) as ApiError).error).toEqual({
        code: 'validation_failed',
        message: messages.reviewEmpty,
        fields: { comment: messages.reviewEmpty },
      });
    }
  });

  it('asks anonymous visitors to sign in and refuses blocked users', async () => {
    expect((await post(undefined, 'Hello')).status).toBe(401);
    const blocked = await kamra.signIn({ name: 'Blocked Person' });
    await block(kamra, blocked.userId);
    const response = await post(blocked.token, 'Hello');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).error).toMatchObject({ code: 'account_blocked', message: messages.accountBlocked });
  });

  it('lets the author delete their review, and nobody else but an admin', async () => {
    const posted = await postOk(ayesha.token, 'I will take this back');
    const refused = await remove(bilal.token, posted.id);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiError).error.message).toBe(messages.forbidden);
    expect((await remove(undefined, posted.id)).status).toBe(401);

    const deleted = await remove(ayesha.token, posted.id);
    expect(deleted.status).toBe(200);
    const answer = (await deleted.json()) as CommandAccepted;
    expect(answer.message).toBe(messages.reviewDeleted);
    expect((await reviews(answer.position)).map((review) => review.id)).not.toContain(posted.id);
    expect((await remove(ayesha.token, posted.id)).status).toBe(404);

    const bilals = await postOk(bilal.token, 'Spam spam spam');
    const byAdmin = await remove(admin.token, bilals.id);
    expect(byAdmin.status).toBe(200);
    expect((await reviews(((await byAdmin.json()) as CommandAccepted).position)).map((review) => review.id)).not.toContain(bilals.id);
  });

  it('answers 404 for a review that never existed', async () => {
    const response = await remove(admin.token, randomUUID());
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error.message).toBe(messages.reviewNotFound);
    expect((await remove(admin.token, 'no-such-review')).status).toBe(404);
  });
});
