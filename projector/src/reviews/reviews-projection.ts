import type { Projection } from '../projection.js';

/** Testimonials: a row per review that is still up, stamped with the time it was posted. */
export const reviewsProjection: Projection = {
  name: 'reviews',
  project({ event, metadata }) {
    switch (event.type) {
      case 'ReviewPosted': {
        const { reviewId, userId, comment } = event.data;
        return [{
          op: 'insert',
          table: 'reviews',
          key: ['id'],
          row: { id: reviewId, user_id: userId, comment, posted_at: metadata.occurredAt },
        }];
      }
      case 'ReviewDeleted':
        return [{ op: 'delete', table: 'reviews', where: { id: event.data.reviewId } }];
      default:
        return [];
    }
  },
};
