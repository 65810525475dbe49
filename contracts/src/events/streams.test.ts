import { describe, expect, it } from 'vitest';
import {
  blogStream, checkoutStream, listingStream, parseStreamName, reviewStream, streamOf, userStream,
} from './streams';

describe('stream names', () => {
  it('prefix the id with its category', () => {
    expect(listingStream('abc')).toBe('listing-abc');
    expect(userStream('u1')).toBe('user-u1');
    expect(reviewStream('r1')).toBe('review-r1');
    expect(blogStream('b1')).toBe('blog-b1');
    expect(checkoutStream('cs_test_1')).toBe('checkout-cs_test_1');
  });

  it('parse back, ids with dashes included', () => {
    const id = '0195a3c2-7d1e-7abc-8def-0123456789ab';
    expect(parseStreamName(listingStream(id))).toEqual({ category: 'listing', id });
    expect(parseStreamName('order-1')).toBeNull();
    expect(parseStreamName('listing-')).toBeNull();
    expect(parseStreamName('listing')).toBeNull();
  });

  it('place each event in its stream', () => {
    expect(streamOf({ type: 'ListingApproved', data: { listingId: 'l1' } })).toBe('listing-l1');
    expect(streamOf({ type: 'UserBlocked', data: { userId: 'u1' } })).toBe('user-u1');
    expect(streamOf({ type: 'ReviewDeleted', data: { reviewId: 'r1' } })).toBe('review-r1');
    expect(streamOf({ type: 'BlogDeleted', data: { blogId: 'b1' } })).toBe('blog-b1');
    expect(streamOf({ type: 'PaymentFailed', data: { sessionId: 's1', reason: 'x' } })).toBe('checkout-s1');
  });
});
