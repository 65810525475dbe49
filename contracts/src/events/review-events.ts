/** Events of the `review-{id}` stream. */
import { z } from 'zod';
import { entityId, eventSchema } from './event-shape';

export const reviewPostedDataSchema = z.object({ reviewId: entityId, userId: entityId, comment: z.string() });
export const reviewDeletedDataSchema = z.object({ reviewId: entityId });

export const reviewEventSchema = z.discriminatedUnion('type', [
  eventSchema('ReviewPosted', reviewPostedDataSchema),
  eventSchema('ReviewDeleted', reviewDeletedDataSchema),
]);

export type ReviewEvent = z.infer<typeof reviewEventSchema>;
export type ReviewPosted = Extract<ReviewEvent, { type: 'ReviewPosted' }>;
export type ReviewDeleted = Extract<ReviewEvent, { type: 'ReviewDeleted' }>;
