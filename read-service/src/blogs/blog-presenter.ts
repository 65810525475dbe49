import { uploadUrl } from '@kamra/contracts/uploads';
import type { BlogDetail, BlogSummary } from '@kamra/contracts/read-models';
import { presentAuthoredComment, type AuthoredCommentRow } from '../authors/authored-comment.js';
import { imageView } from '../images/image-view.js';
import type { BlogRow, BlogSummaryRow } from './blog-queries.js';

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

export function presentBlogDetail(row: BlogRow, comments: readonly AuthoredCommentRow[]): BlogDetail {
  return {
    ...presentBlogSummary(row),
    content: row.content,
    pictures: row.pictures.map(imageView),
    comments: comments.map(presentAuthoredComment),
  };
}
