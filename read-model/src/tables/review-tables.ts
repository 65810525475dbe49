import type { ColumnType, Generated } from 'kysely';

/** One row per review that is still up; a deleted review's row is removed. */
export interface ReviewsTable {
  id: string;
  user_id: string;
  comment: string;
  posted_at: ColumnType<Date, string, string>;
  /** Projection order, to break ties between reviews posted in the same millisecond. */
  seq: Generated<string>;
}
