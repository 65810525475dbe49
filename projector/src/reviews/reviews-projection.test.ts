import { describe, expect, it } from 'vitest';
import { projected } from './community-fixtures.js';
import { reviewsProjection } from './reviews-projection.js';

describe('reviews projection', () => {
  it('adds a row for a posted review, stamped with the time it was posted', () => {
    const changes = reviewsProjection.project(projected(
      { type: 'ReviewPosted', data: { reviewId: 'r1', userId: 'user-ayesha', comment: 'Found a room in two days!' } },
      '2025-03-01T09:30:00.000Z',
    ));
    expect(changes).toEqual([{
      op: 'insert',
      table: 'reviews',
      key: ['id'],
      row: { id: 'r1', user_id: 'user-ayesha', comment: 'Found a room in two days!', posted_at: '2025-03-01T09:30:00.000Z' },
    }]);
  });

  it('removes the row of a deleted review', () => {
    const changes = reviewsProjection.project(projected({ type: 'ReviewDeleted', data: { reviewId: 'r1' } }, '2025-03-02T10:00:00.000Z'));
    expect(changes).toEqual([{ op: 'delete', table: 'reviews', where: { id: 'r1' } }]);
  });

  it('ignores every other event', () => {
    expect(reviewsProjection.project(projected({ type: 'BlogDeleted', data: { blogId: 'b1' } }, '2025-03-02T10:00:00.000Z'))).toEqual([]);
  });
});
