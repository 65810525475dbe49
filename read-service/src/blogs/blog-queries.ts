import type { ReadDb, ReadTables } from '@kamra/read-model';
import { sql, type Selectable } from 'kysely';
import type { AuthoredCommentRow } from '../authors/authored-comment.js';
import type { SeqCursor } from './blog-cursors.js';

export type BlogRow = Omit<Selectable<ReadTables['blogs']>, 'seq'>;
export type BlogSummaryRow = Omit<BlogRow, 'content'>;
/** A blog in the list, with its place in the list's order. */
export type ListedBlogRow = BlogSummaryRow & { seq: string };

/**
 * Up to `count` published blogs without their bodies, newest first, after `after` (a page's last
 * blog) when given: a keyset walk of the (published_at, seq) index, so a later page costs what
 * the first does however many years of posts there are.
 */
export function listBlogs(db: ReadDb, after: SeqCursor | null, count: number): Promise<ListedBlogRow[]> {
  let query = db
    .selectFrom('blogs')
    .select(['id', 'title', 'description', 'category', 'pictures', 'published_at', sql<string>`seq::text`.as('seq')]);
  if (after !== null) {
    const at = new Date(after.at);
    query = query.where((eb) => eb.or([
      eb('published_at', '<', at),
      eb.and([eb('published_at', '=', at), eb('seq', '<', after.seq)]),
    ]));
  }
  // Named with their table: a bare `seq` in ORDER BY is the text column selected above, which sorts '9' after '10'.
  return query.orderBy('blogs.published_at', 'desc').orderBy('blogs.seq', 'desc').limit(count).execute();
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
export function listBlogComments(db: ReadDb, blogId: string, after: SeqCursor | null, count: number): Promise<BlogCommentRow[]> {
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
