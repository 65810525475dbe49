import type { BlogCategory } from '@kamra/contracts/options';
import type { ImageRef } from '@kamra/contracts/uploads';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** One row per published blog; a deleted blog's row and its comments are removed. */
export interface BlogsTable {
  id: string;
  title: string;
  description: string;
  category: BlogCategory;
  /** Sanitised HTML, exactly as recorded in BlogPublished. */
  content: string;
  /** The first is the cover. */
  pictures: JSONColumnType<ImageRef[]>;
  published_at: ColumnType<Date, string, string>;
  /** Projection order, to break ties between blogs published in the same millisecond. */
  seq: Generated<string>;
}

export interface BlogCommentsTable {
  id: string;
  blog_id: string;
  user_id: string;
  comment: string;
  posted_at: ColumnType<Date, string, string>;
  seq: Generated<string>;
}
