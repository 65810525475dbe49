/** Reviews (testimonials) and blogs. */
import type { BlogCategory } from '../options';
import type { ImageView } from './listing-views';

/** A review or a blog comment: a short text with its author's current name and picture. */
export interface AuthoredComment {
  id: string;
  userId: string;
  userName: string;
  userPicture: string | null;
  comment: string;
  postedAt: string;
}

export type Review = AuthoredComment;

export interface BlogSummary {
  id: string;
  title: string;
  /** The meta description. */
  description: string;
  category: BlogCategory;
  /** Full-size URL of the first picture, or null. */
  cover: string | null;
  publishedAt: string;
}

export type BlogComment = AuthoredComment;

export interface BlogDetail extends BlogSummary {
  /** Sanitised HTML. */
  content: string;
  pictures: ImageView[];
  /** The first page of comments, oldest first (BLOG_COMMENTS_PAGE_SIZE at most). */
  comments: BlogComment[];
  /** Every comment of the blog, shown or not. */
  commentCount: number;
  /** Pass as `cursor` to GET /api/blogs/:id/comments for the next page; null when all are shown. */
  nextCommentsCursor: string | null;
}

/** POST /api/blogs/preview: the body exactly as publishing would store it. */
export interface BlogPreview {
  content: string;
}
