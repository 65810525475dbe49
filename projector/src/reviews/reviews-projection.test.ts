import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';
import { projected } from './community-fixtures.js';

const posted = (reviewId: string, userId: string, comment: string, at: string) =>
  projected({ type: 'ReviewPosted', data: { reviewId, userId, comment } }, at);
const first = posted('r1', 'user-ayesha', 'Found a room in two days!', '2025-03-01T09:30:00.000Z');
const second = posted('r2', 'user-bilal', 'Found a roommate.', '2025-03-01T10:00:00.000Z');
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
    const db = await spec.given(first, second, first);
    expect(await reviews(db)).toEqual([
      { id: 'r1', user_id: 'user-ayesha', comment: 'Found a room in two days!', posted_at: new Date('2025-03-01T09:30:00.000Z') },
      { id: 'r2', user_id: 'user-bilal', comment: 'Found a roommate.', posted_at: new Date('2025-03-01T10:00:00.000Z') },
    ]);
  });

  it('a deleted review is gone', async () => {
    const db = await spec.given(first, second, projected({ type: 'ReviewDeleted', data: { reviewId: 'r1' } }, '2025-03-02T10:00:00.000Z'));
    expect((await reviews(db)).map((review) => review.id)).toEqual(['r2']);
  });

  it('other events add no review', async () => {
    const db = await spec.given(projected({ type: 'BlogDeleted', data: { blogId: 'b1' } }, '2025-03-02T10:00:00.000Z'));
    expect(await reviews(db)).toEqual([]);
  });
});
