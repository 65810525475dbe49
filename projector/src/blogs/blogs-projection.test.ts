import { describe, expect, it } from 'vitest';
import { blogPublished, cover, projected, second } from '../reviews/community-fixtures.js';
import { blogsProjection } from './blogs-projection.js';

describe('blogs projection', () => {
  it('adds a row for a published blog with its pictures in order', () => {
    const changes = blogsProjection.project(projected(blogPublished('b1'), '2025-03-01T09:30:00.000Z', 'user-admin'));
    expect(changes).toEqual([{
      op: 'insert',
      table: 'blogs',
      key: ['id'],
      row: {
        id: 'b1',
        title: 'Renting in Lahore',
        description: 'What to check before you sign',
        category: 'Room & Rental Insights',
        content: '<p>Check the <strong>water supply</strong>.</p>',
        pictures: [cover, second],
        published_at: '2025-03-01T09:30:00.000Z',
      },
    }]);
  });

  it('adds a comment row under its blog', () => {
    const changes = blogsProjection.project(projected(
      { type: 'BlogCommentAdded', data: { blogId: 'b1', commentId: 'c1', userId: 'user-bilal', comment: 'Useful!' } },
      '2025-03-01T10:00:00.000Z',
    ));
    expect(changes).toEqual([{
      op: 'insert',
      table: 'blog_comments',
      key: ['id'],
      row: { id: 'c1', blog_id: 'b1', user_id: 'user-bilal', comment: 'Useful!', posted_at: '2025-03-01T10:00:00.000Z' },
    }]);
  });

  it('removes a deleted blog together with its comments', () => {
    const changes = blogsProjection.project(projected({ type: 'BlogDeleted', data: { blogId: 'b1' } }, '2025-03-02T10:00:00.000Z'));
    expect(changes).toEqual([
      { op: 'delete', table: 'blog_comments', where: { blog_id: 'b1' } },
      { op: 'delete', table: 'blogs', where: { id: 'b1' } },
    ]);
  });

  it('ignores every other event', () => {
    expect(blogsProjection.project(projected({ type: 'ReviewDeleted', data: { reviewId: 'r1' } }, '2025-03-02T10:00:00.000Z'))).toEqual([]);
  });
});
