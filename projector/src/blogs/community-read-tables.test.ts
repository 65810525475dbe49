import { openDatabase, type Database } from '@kamra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadTables } from '../migrate.js';
import type { ProjectedEvent } from '../projection.js';
import { readDb, type ReadDb } from '../read-tables.js';
import { blogPublished, cover, projected, second } from '../reviews/community-fixtures.js';
import { reviewsProjection } from '../reviews/reviews-projection.js';
import { applyRowChange } from '../row-changes.js';
import { blogsProjection } from './blogs-projection.js';

const SCHEMA = 'community_test';

describe('reviews and blogs on the read tables', () => {
  let database: Database;
  let db: ReadDb;

  async function apply(...events: ProjectedEvent[]): Promise<void> {
    for (const event of events) {
      for (const change of [...reviewsProjection.project(event), ...blogsProjection.project(event)]) {
        await applyRowChange(db, SCHEMA, change);
      }
    }
  }

  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
    await migrateReadTables(database.pool, SCHEMA);
    db = readDb(database.pool, SCHEMA);
  });
  afterAll(async () => {
    // db shares the database's pool, which close() ends.
    await database.close();
  });

  it('keeps posted reviews and drops deleted ones, even when an event is applied twice', async () => {
    const first = projected({ type: 'ReviewPosted', data: { reviewId: 'r1', userId: 'u1', comment: 'Great!' } }, '2025-03-01T09:00:00.000Z');
    const second = projected({ type: 'ReviewPosted', data: { reviewId: 'r2', userId: 'u2', comment: 'Found a room.' } }, '2025-03-01T10:00:00.000Z');
    await apply(first, second, first);
    const rows = await db.selectFrom('reviews').select(['id', 'user_id', 'comment', 'posted_at']).orderBy('posted_at').execute();
    expect(rows).toEqual([
      { id: 'r1', user_id: 'u1', comment: 'Great!', posted_at: new Date('2025-03-01T09:00:00.000Z') },
      { id: 'r2', user_id: 'u2', comment: 'Found a room.', posted_at: new Date('2025-03-01T10:00:00.000Z') },
    ]);

    await apply(projected({ type: 'ReviewDeleted', data: { reviewId: 'r1' } }, '2025-03-02T09:00:00.000Z'));
    expect(await db.selectFrom('reviews').select('id').execute()).toEqual([{ id: 'r2' }]);
  });

  it('stores a blog with its pictures as json and its comments, and deletes them together', async () => {
    const comment = (commentId: string, blogId: string): ProjectedEvent => projected(
      { type: 'BlogCommentAdded', data: { blogId, commentId, userId: 'u2', comment: `Comment ${commentId}` } },
      '2025-03-01T11:00:00.000Z',
    );
    await apply(
      projected(blogPublished('b1'), '2025-03-01T10:00:00.000Z', 'admin'),
      projected(blogPublished('b2', 'Staying safe in Karachi'), '2025-03-01T10:30:00.000Z', 'admin'),
      comment('c1', 'b1'), comment('c2', 'b1'), comment('c3', 'b2'), comment('c1', 'b1'),
    );
    const blog = await db.selectFrom('blogs').selectAll().where('id', '=', 'b1').executeTakeFirstOrThrow();
    expect(blog).toMatchObject({ title: 'Renting in Lahore', category: 'Room & Rental Insights', pictures: [cover, second] });
    expect(await db.selectFrom('blog_comments').select('id').where('blog_id', '=', 'b1').orderBy('id').execute())
      .toEqual([{ id: 'c1' }, { id: 'c2' }]);

    await apply(projected({ type: 'BlogDeleted', data: { blogId: 'b1' } }, '2025-03-02T09:00:00.000Z', 'admin'));
    expect(await db.selectFrom('blogs').select('id').execute()).toEqual([{ id: 'b2' }]);
    expect(await db.selectFrom('blog_comments').select('id').execute()).toEqual([{ id: 'c3' }]);
  });
});
