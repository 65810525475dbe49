/** Blog publishing (admin, multipart text fields) and blog comments (spec sections 5 and 7). */
import { z } from 'zod';
import { option, requiredText } from './form-fields';
import { messages } from '../messages';
import { BLOG_CATEGORIES } from '../options';

/**
 * True when rich-text HTML shows nothing: an empty editor sends '<p><br></p>', which must
 * count as a missing body. An image alone is content.
 */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|video)\b/i.test(html)) return false;
  // The HTML is the editor's or the sanitiser's, where a '<' in text or in an attribute is
  // written &lt;: so no tag holds one, and a run of '<' is passed once, not tried from each.
  const text = html.replace(/<[^<>]*>/g, '').replace(/&nbsp;|&#160;/gi, ' ');
  return text.trim() === '';
}

export const publishBlogSchema = z.object({
  title: requiredText(messages.blogTitleRequired, 'blogTitle'),
  /** The meta description shown on cards. */
  description: requiredText(messages.blogDescriptionRequired, 'blogDescription'),
  category: option(BLOG_CATEGORIES, messages.blogCategoryRequired),
  /** HTML from the rich-text editor; the write service sanitises it before it is stored. */
  content: requiredText(messages.blogContentRequired, 'blogContent', { shape: 'paragraphs' })
    .refine((html) => !isBlankHtml(html), messages.blogContentRequired),
});
export type PublishBlog = z.output<typeof publishBlogSchema>;

/** POST /api/blogs/:id/comments {comment} */
export const addBlogCommentSchema = z.object({
  comment: requiredText(messages.commentEmpty, 'comment', { shape: 'paragraphs', tooLong: messages.commentTooLong }),
});
export type AddBlogComment = z.output<typeof addBlogCommentSchema>;
