import type { ReadDb, ReadTables } from '@kamra/read-model';
import { sql, type Selectable } from 'kysely';
import type { AuthoredCommentRow } from '../authors/authored-comment.js';
import type { CommentCursor } from './comment-cursor.js';

export type BlogRow = Omit<Selectable<ReadTables['blogs']>, 'seq'>;
export type BlogSummaryRow = Omit<BlogRow, 'content'>;

/** Every published blog, newest first, without bodies. */
export function listBlogs(db: ReadDb): Promise<BlogSummaryRow[]> {
  return db
    .selectFrom('blogs')
    .select(['id', 'title', 'description', 'category', 'pictures', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('seq', 'desc')
    .execute();
}

export async function findBlog(db: ReadDb, blogId: string): Promise<BlogRow | undefined> {
  return db
    .selectFrom('blogs')
    .select(['id', 'title', 'description', 'category', 'content', 'pictures', 'published_at'])
    .where('id', '=', blogId)
    .executeTakeFirst();
}

export type BlogCommentRow = AuthoredCommentRow & { seq: string };

/**
 * One page of a blog's comments, oldest first so a thread reads in the order it was written,
 * after `after` (a page's last comment) when given: a keyset walk of the (blog_id, posted_at,
 * seq) index, so a later page costs what the first does however long the thread.
 */
export function listBlogComments(db: ReadDb, blogId: string, after: CommentCursor | null, count: number): Promise<BlogCommentRow[]> {
  let query = db
    .selectFrom('blog_comments')
    .leftJoin('users', 'users.id', 'blog_comments.user_id')
    .select([
      'blog_comments.id', 'blog_comments.user_id', 'blog_comments.comment', 'blog_comments.posted_at',
      'users.name as user_name', 'users.picture as user_picture', sql<string>`blog_comments.seq::text`.as('seq'),
    ])
    .where('blog_comments.blog_id', '=', blogId);
  if (after !== null) {
    const at = new Date(after.at);
    query = query.where((eb) => eb.or([
      eb('blog_comments.posted_at', '>', at),
      eb.and([eb('blog_comments.posted_at', '=', at), eb('blog_comments.seq', '>', after.seq)]),
    ]));
  }
  return query.orderBy('blog_comments.posted_at', 'asc').orderBy('blog_comments.seq', 'asc').limit(count).execute();
}

export async function countBlogComments(db: ReadDb, blogId: string): Promise<number> {
  const row = await db
    .selectFrom('blog_comments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('blog_id', '=', blogId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
