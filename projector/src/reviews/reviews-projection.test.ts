import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { blogHistory, reviewHistory } from '../testing/decided-events.js';
import { deletesBlog, deletesReview, posts, publishes } from './community-fixtures.js';

const first = posts('r1', 'user-ayesha', 'Found a room in two days!', '2025-03-01T09:30:00.000Z');
const second = posts('r2', 'user-bilal', 'Found a roommate.', '2025-03-01T10:00:00.000Z');
const deletedAt = '2025-03-02T10:00:00.000Z';
const reviews = (db: ReadDb) => db.selectFrom('reviews').select(['id', 'user_id', 'comment', 'posted_at']).orderBy('posted_at').execute();

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

describe('reviews projection: given review events, then rows', () => {
  it('a posted review is a row stamped with the time it was posted, once even when applied twice', async () => {
    const firstPosted = reviewHistory('r1', first);
    // Delivery is at least once: the first review may reach the projector again.
    const db = await spec.given(...firstPosted, ...reviewHistory('r2', second), ...firstPosted);
    expect(await reviews(db)).toEqual([
      { id: 'r1', user_id: 'user-ayesha', comment: 'Found a room in two days!', posted_at: new Date('2025-03-01T09:30:00.000Z') },
      { id: 'r2', user_id: 'user-bilal', comment: 'Found a roommate.', posted_at: new Date('2025-03-01T10:00:00.000Z') },
    ]);
  });

  it('a deleted review is gone', async () => {
    const db = await spec.given(
      ...reviewHistory('r1', first, deletesReview('r1', { userId: 'user-ayesha', isAdmin: false }, deletedAt)),
      ...reviewHistory('r2', second),
    );
    expect((await reviews(db)).map((review) => review.id)).toEqual(['r2']);
  });

  it('other events add no review', async () => {
    const db = await spec.given(...blogHistory('b1', publishes('b1', '2025-03-01T09:30:00.000Z'), deletesBlog('b1', deletedAt)));
    expect(await reviews(db)).toEqual([]);
  });
});
