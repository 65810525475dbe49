/** Reviews (testimonials) and blogs. */
import type { BlogCategory } from '../options';
import type { ImageView } from './listing-views';

export interface Review {
  id: string;
  userId: string;
  userName: string;
  userPicture: string | null;
  comment: string;
  postedAt: string;
}

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

export interface BlogComment {
  id: string;
  userId: string;
  userName: string;
  userPicture: string | null;
  comment: string;
  postedAt: string;
}

export interface BlogDetail extends BlogSummary {
  /** Sanitised HTML. */
  content: string;
  pictures: ImageView[];
  comments: BlogComment[];
}
