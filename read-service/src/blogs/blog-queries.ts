import type { ReadDb, ReadTables } from '@kamra/read-model';
import type { Selectable } from 'kysely';
import type { AuthoredCommentRow } from '../authors/authored-comment.js';

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

/** Oldest first, so a thread reads in the order it was written. */
export function listBlogComments(db: ReadDb, blogId: string): Promise<AuthoredCommentRow[]> {
  return db
    .selectFrom('blog_comments')
    .leftJoin('users', 'users.id', 'blog_comments.user_id')
    .select([
      'blog_comments.id', 'blog_comments.user_id', 'blog_comments.comment', 'blog_comments.posted_at',
      'users.name as user_name', 'users.picture as user_picture',
    ])
    .where('blog_comments.blog_id', '=', blogId)
    .orderBy('blog_comments.posted_at', 'asc')
    .orderBy('blog_comments.seq', 'asc')
    .execute();
}
