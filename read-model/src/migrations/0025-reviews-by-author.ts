import { sql, type Kysely } from 'kysely';

/**
 * The testimonials show each person's newest review: an index in that order lets Postgres read
 * them without sorting every review, however many one account posts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS reviews_by_author ON ${sql.table('reviews')} (user_id, posted_at DESC, seq DESC)`.execute(db);
}
