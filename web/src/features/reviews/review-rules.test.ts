import { describe, expect, it } from 'vitest';
import { canDeleteReview, reviewerPicture, reviewToSend } from './review-rules';

describe('review rules', () => {
  it('let the author and admins delete', () => {
    expect(canDeleteReview({ userId: 'u1' }, { id: 'u1', isAdmin: false })).toBe(true);
    expect(canDeleteReview({ userId: 'u1' }, { id: 'u2', isAdmin: true })).toBe(true);
    expect(canDeleteReview({ userId: 'u1' }, { id: 'u2', isAdmin: false })).toBe(false);
  });
  it('do not send an empty review', () => {
    expect(reviewToSend('   ')).toBeNull();
    expect(reviewToSend(' Great place ')).toBe('Great place');
  });
  it('fall back to an avatar', () => {
    expect(reviewerPicture({ userPicture: null })).toBe('/avatars/avatar-1.svg');
  });
});
