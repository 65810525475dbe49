/**
 * x-after-position: waiting queries are capped in number and woken when the projector moves,
 * instead of each polling the database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_POSITION_HEADER, type Review } from '@kamra/contracts/read-models';
import { startReadServiceHarness, type Person, type ReadServiceHarness } from './testing/read-service-harness.js';

const MAX_WAITERS = 5;

describe('queries waiting for a position', () => {
  let kamra: ReadServiceHarness;
  let user: Person;

  beforeAll(async () => {
    kamra = await startReadServiceHarness({ READ_WAIT_MAX_WAITERS: String(MAX_WAITERS), READ_WAIT_MAX_MS: '10000' });
    user = await kamra.signIn();
  });
  const posts = (comment: string) =>
    kamra.record({ type: 'ReviewPosted', data: { reviewId: randomUUID(), userId: user.userId, comment } }, { id: user.userId, role: 'user' });
  afterAll(async () => {
    await kamra.close();
  });

  it('lets a capped number wait, answers the rest at once as stale, and wakes the waiters when the projector passes', async () => {
    const head = await posts('First');
    await kamra.projector.caughtUp();
    // A later transaction's position: only the next command reaches it.
    const next = `${head.major + 1n}.0`;
    const answers: Promise<Response>[] = [];
    const early: Response[] = [];
    for (let i = 0; i < MAX_WAITERS + 3; i++) {
      // Plain fetch, started at once: the stale answers are what this test watches for.
      const answer = fetch(`${kamra.url}/api/reviews`, { headers: { [AFTER_POSITION_HEADER]: next } });
      answers.push(answer);
      void answer.then((response) => early.push(response));
    }
    // The three over the cap answer without waiting.
    await expect.poll(() => early.length, { timeout: 5000 }).toBe(3);
    expect(early.every((response) => response.headers.get('x-read-stale') === 'true')).toBe(true);

    await posts('Second');
    const all = await Promise.all(answers);
    const fresh = all.filter((response) => response.headers.get('x-read-stale') === null);
    expect(fresh).toHaveLength(MAX_WAITERS);
    for (const response of fresh) expect(((await response.json()) as Review[]).map((review) => review.comment)).toContain('Second');
  });
});

