/** Events of the `blog-{id}` stream. */
import { z } from 'zod';
import { imageRefSchema } from '../uploads/images';
import { BLOG_CATEGORIES } from '../options';
import { entityId, eventSchema } from './event-shape';

/** `content` is already sanitised HTML; `pictures[0]` is the cover. */
export const blogPublishedDataSchema = z.object({
  blogId: entityId,
  title: z.string(),
  description: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  content: z.string(),
  pictures: z.array(imageRefSchema),
});

export const blogCommentAddedDataSchema = z.object({
  blogId: entityId,
  commentId: entityId,
  userId: entityId,
  comment: z.string(),
});

export const blogDeletedDataSchema = z.object({ blogId: entityId });

export const blogEventSchema = z.discriminatedUnion('type', [
  eventSchema('BlogPublished', blogPublishedDataSchema),
  eventSchema('BlogCommentAdded', blogCommentAddedDataSchema),
  eventSchema('BlogDeleted', blogDeletedDataSchema),
]);

export type BlogEvent = z.infer<typeof blogEventSchema>;
export type BlogPublished = Extract<BlogEvent, { type: 'BlogPublished' }>;
export type BlogCommentAdded = Extract<BlogEvent, { type: 'BlogCommentAdded' }>;
export type BlogDeleted = Extract<BlogEvent, { type: 'BlogDeleted' }>;
