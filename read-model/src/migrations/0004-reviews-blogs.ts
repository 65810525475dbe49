import type { Kysely } from 'kysely';

/** Reviews, blogs and blog comments. Author names and pictures come from `users` at read time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_newest').on('reviews').columns(['posted_at desc', 'seq desc']).execute();

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('pictures', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_newest').on('blogs').columns(['published_at desc', 'seq desc']).execute();

  await db.schema
    .createTable('blog_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blog_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_comments_by_blog').on('blog_comments').columns(['blog_id', 'posted_at', 'seq']).execute();
}
