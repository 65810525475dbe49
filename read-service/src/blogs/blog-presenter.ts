import { messages, uploadUrl, type BlogComment, type BlogDetail, type BlogSummary, type ImageRef, type ImageView } from '@kamra/contracts';
import type { BlogCommentRow, BlogRow, BlogSummaryRow } from './blog-queries.js';

function imageView(ref: ImageRef): ImageView {
  return { url: uploadUrl(ref.file), thumbUrl: uploadUrl(ref.thumb), width: ref.width, height: ref.height };
}

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

export function presentBlogComment(row: BlogCommentRow): BlogComment {
  return {
    id: row.id,
    userId: row.user_id,
    // The users row can trail the comment by a moment while the projector catches up.
    userName: row.user_name ?? messages.unknownAuthor,
    userPicture: row.user_picture,
    comment: row.comment,
    postedAt: row.posted_at.toISOString(),
  };
}

export function presentBlogDetail(row: BlogRow, comments: readonly BlogCommentRow[]): BlogDetail {
  return {
    ...presentBlogSummary(row),
    content: row.content,
    pictures: row.pictures.map(imageView),
    comments: comments.map(presentBlogComment),
  };
}
