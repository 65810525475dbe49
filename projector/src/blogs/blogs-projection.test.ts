import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import type { ProjectedEvent } from '../projection.js';
import { blogPublished, cover, projected, second } from '../reviews/community-fixtures.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';

const published = (blogId: string, title?: string) => projected(blogPublished(blogId, title), '2025-03-01T09:30:00.000Z', 'user-admin');
const comment = (commentId: string, blogId: string): ProjectedEvent => projected(
  { type: 'BlogCommentAdded', data: { blogId, commentId, userId: 'user-bilal', comment: `Comment ${commentId}` } },
  '2025-03-01T11:00:00.000Z',
);
const commentIds = async (db: ReadDb) =>
  (await db.selectFrom('blog_comments').select('id').orderBy('id').execute()).map((row) => row.id);

let spec: ProjectionSpec;
beforeAll(async () => {
  spec = await projectionSpec();
});
afterAll(async () => {
  await spec.close();
});

describe('blogs projection: given blog events, then rows', () => {
  it('a published blog is a row with its pictures in order', async () => {
    const db = await spec.given(published('b1'));
    expect(await db.selectFrom('blogs').selectAll().execute()).toMatchObject([{
      id: 'b1',
      title: 'Renting in Lahore',
      description: 'What to check before you sign',
      category: 'Room & Rental Insights',
      content: '<p>Check the <strong>water supply</strong>.</p>',
      pictures: [cover, second],
      published_at: new Date('2025-03-01T09:30:00.000Z'),
    }]);
  });

  it('a comment is a row under its blog, once even when applied twice', async () => {
    const db = await spec.given(published('b1'), comment('c1', 'b1'), comment('c1', 'b1'));
    expect(await db.selectFrom('blog_comments').select(['id', 'blog_id', 'user_id', 'comment', 'posted_at']).execute()).toEqual([
      { id: 'c1', blog_id: 'b1', user_id: 'user-bilal', comment: 'Comment c1', posted_at: new Date('2025-03-01T11:00:00.000Z') },
    ]);
  });

  it('a deleted blog is gone together with its comments, and other blogs keep theirs', async () => {
    const db = await spec.given(
      published('b1'), published('b2', 'Staying safe in Karachi'),
      comment('c1', 'b1'), comment('c2', 'b1'), comment('c3', 'b2'),
      projected({ type: 'BlogDeleted', data: { blogId: 'b1' } }, '2025-03-02T10:00:00.000Z', 'user-admin'),
    );
    expect(await db.selectFrom('blogs').select('id').execute()).toEqual([{ id: 'b2' }]);
    expect(await commentIds(db)).toEqual(['c3']);
  });

  it('other events add no blog', async () => {
    const db = await spec.given(projected({ type: 'ReviewDeleted', data: { reviewId: 'r1' } }, '2025-03-02T10:00:00.000Z'));
    expect(await db.selectFrom('blogs').select('id').execute()).toEqual([]);
  });
});
