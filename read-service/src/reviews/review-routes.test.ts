import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@kamra/contracts/read-models';
import { startReadServiceHarness, type Person, type ReadServiceHarness } from '../testing/read-service-harness.js';

const PICTURE = 'https://img.example/ayesha.png';
const DAY = 86_400_000;
let kamra: ReadServiceHarness;
let ayesha: Person;
let bilal: Person;
let chaudhry: Person;

beforeAll(async () => {
  kamra = await startReadServiceHarness();
  ayesha = await kamra.signIn({ name: 'Ayesha Khan', picture: PICTURE });
  bilal = await kamra.signIn({ name: 'Bilal Ahmed' });
  chaudhry = await kamra.signIn({ name: 'Chaudhry Spam' });
  const now = Date.now();
  const asUser = (person: Person) => ({ id: person.userId, role: 'user' as const });
  await kamra.record({ type: 'ReviewPosted', data: { reviewId: 'r-old', userId: ayesha.userId, comment: 'Found a room in Gulberg in two days!' } }, asUser(ayesha), new Date(now - 3 * DAY));
  await kamra.record({ type: 'ReviewPosted', data: { reviewId: 'r-new', userId: bilal.userId, comment: 'Found a roommate.' } }, asUser(bilal), new Date(now - DAY));
  await kamra.record({ type: 'ReviewPosted', data: { reviewId: 'r-gone', userId: bilal.userId, comment: 'Deleted later.' } }, asUser(bilal), new Date(now - 2 * DAY));
  await kamra.record({ type: 'ReviewDeleted', data: { reviewId: 'r-gone' } }, asUser(bilal), new Date(now));
  await kamra.record({ type: 'ReviewPosted', data: { reviewId: 'r-first', userId: ayesha.userId, comment: 'Said before.' } }, asUser(ayesha), new Date(now - 4 * DAY));
  for (let n = 0; n < 3; n++) {
    await kamra.record({ type: 'ReviewPosted', data: { reviewId: `r-spam-${n}`, userId: chaudhry.userId, comment: 'x' } }, asUser(chaudhry), new Date(now - n * 1000));
  }
  await kamra.record({ type: 'UserBlocked', data: { userId: chaudhry.userId, reason: 'Floods the testimonials' } }, { id: 'admin', role: 'admin' }, new Date(now));
  await kamra.projector.caughtUp();
}, 60_000);

afterAll(async () => {
  await kamra.close();
});

describe('GET /api/reviews', () => {
  it('lists each person\'s newest review, newest first, with their current name and picture, to anyone, without deleted ones or a blocked author\'s', async () => {
    const response = await kamra.request('/api/reviews');
    expect(response.status).toBe(200);
    const reviews = (await response.json()) as Review[];
    expect(reviews.map((review) => [review.id, review.userName, review.userPicture])).toEqual([
      ['r-new', 'Bilal Ahmed', null],
      ['r-old', 'Ayesha Khan', PICTURE],
    ]);
    expect(reviews[1]).toEqual({
      id: 'r-old', userId: ayesha.userId, userName: 'Ayesha Khan', userPicture: PICTURE,
      comment: 'Found a room in Gulberg in two days!', postedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});
