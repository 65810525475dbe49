import { uploadUrl } from '@kamra/contracts/uploads';
import type { BlogComment, BlogDetail, BlogSummary, Page } from '@kamra/contracts/read-models';
import { presentAuthoredComment } from '../authors/authored-comment.js';
import { encodeSeqCursor } from './blog-cursors.js';
import { imageView } from '../images/image-view.js';
import type { BlogCommentRow, BlogRow, BlogSummaryRow } from './blog-queries.js';

export function presentBlogSummary(row: BlogSummaryRow): BlogSummary {
  const cover = row.pictures[0];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    cover: cover ? uploadUrl(cover.file) : null,
    publishedAt: row.published_at.toISOString(),
  };
}

/** The first page of comments comes with the blog, with where the next one starts. */
export function presentBlogDetail(row: BlogRow, comments: Page<BlogComment>, commentCount: number): BlogDetail {
  return {
    ...presentBlogSummary(row),
    content: row.content,
    pictures: row.pictures.map(imageView),
    comments: comments.items,
    commentCount,
    nextCommentsCursor: comments.nextCursor,
  };
}

/** A page of `size` comments from rows fetched one past it: that extra row says another page follows. */
export function presentCommentPage(rows: readonly BlogCommentRow[], size: number): Page<BlogComment> {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(presentAuthoredComment),
    nextCursor: rows.length > size && last ? encodeSeqCursor({ at: last.posted_at.toISOString(), seq: last.seq }) : null,
  };
}
