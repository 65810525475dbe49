import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadDb } from '@kamra/read-model';
import { blogHistory, reviewHistory } from '../testing/decided-events.js';
import { comments, cover, deletesBlog, deletesReview, posts, publishes, second } from '../reviews/community-fixtures.js';
import { projectionSpec, type ProjectionSpec } from '../testing/projection-spec.js';

const publishedAt = '2025-03-01T09:30:00.000Z';
const commentedAt = '2025-03-01T11:00:00.000Z';
const deletedAt = '2025-03-02T10:00:00.000Z';
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
    const db = await spec.given(...blogHistory('b1', publishes('b1', publishedAt)));
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
    const history = blogHistory('b1', publishes('b1', publishedAt), comments('b1', 'c1', 'user-bilal', commentedAt));
    // Delivery is at least once: the comment may reach the projector again.
    const db = await spec.given(...history, ...history.slice(1));
    expect(await db.selectFrom('blog_comments').select(['id', 'blog_id', 'user_id', 'comment', 'posted_at']).execute()).toEqual([
      { id: 'c1', blog_id: 'b1', user_id: 'user-bilal', comment: 'Comment c1', posted_at: new Date('2025-03-01T11:00:00.000Z') },
    ]);
  });

  it('a deleted blog is gone together with its comments, and other blogs keep theirs', async () => {
    const db = await spec.given(
      ...blogHistory('b1',
        publishes('b1', publishedAt),
        comments('b1', 'c1', 'user-bilal', commentedAt), comments('b1', 'c2', 'user-bilal', commentedAt),
        deletesBlog('b1', deletedAt)),
      ...blogHistory('b2', publishes('b2', publishedAt, 'Staying safe in Karachi'), comments('b2', 'c3', 'user-bilal', commentedAt)),
    );
    expect(await db.selectFrom('blogs').select('id').execute()).toEqual([{ id: 'b2' }]);
    expect(await commentIds(db)).toEqual(['c3']);
  });

  it('other events add no blog', async () => {
    const db = await spec.given(...reviewHistory('r1',
      posts('r1', 'user-ayesha', 'Found a room.', publishedAt), deletesReview('r1', { userId: 'user-ayesha', isAdmin: false }, deletedAt)));
    expect(await db.selectFrom('blogs').select('id').execute()).toEqual([]);
  });
});
