import { describe, expect, it } from 'vitest';
import {
  blogCommentStream, blogStream, checkoutStream, listingStream, parseStreamName, reviewStream, streamOf, userSignInsStream, userStream,
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

  it('keep comments and sign-ins out of the blog and user streams that decisions load', () => {
    expect(streamOf({ type: 'BlogCommentAdded', data: { blogId: 'b1', commentId: 'c1', userId: 'u1', comment: 'Nice' } })).toBe(blogCommentStream('c1'));
    expect(streamOf({ type: 'UserSignedIn', data: { userId: 'u1', name: 'Ayesha', picture: null } })).toBe(userSignInsStream('u1'));
    expect(parseStreamName(blogCommentStream('c-1'))).toEqual({ category: 'blogcomment', id: 'c-1' });
    expect(parseStreamName(userSignInsStream('u-1'))).toEqual({ category: 'usersignins', id: 'u-1' });
  });
});
