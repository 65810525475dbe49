import type { Projection } from './projection.js';
import { usersProjection } from './users/users-projection.js';
import { reviewsProjection } from './reviews/reviews-projection.js';
import { blogsProjection } from './blogs/blogs-projection.js';
import { listingsProjection } from './listings/listings-projection.js';
import { paymentsProjection } from './payments/payments-projection.js';
import { followingProjection } from './following/following-projection.js';

/** Every projection the projector runs, live and on rebuild. Features add theirs here. */
export const projections: readonly Projection[] = [
  listingsProjection,
  usersProjection,
  reviewsProjection,
  blogsProjection,
  paymentsProjection,
  followingProjection,
];
