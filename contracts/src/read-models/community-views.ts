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
  comments: BlogComment[];
}

/** POST /api/blogs/preview: the body exactly as publishing would store it. */
export interface BlogPreview {
  content: string;
}
