import { describe, expect, it } from 'vitest';
import { rejectListingSchema } from './admin-commands';
import { devSignInSchema, exchangeSignInCodeSchema } from './auth-commands';
import { addBlogCommentSchema, isBlankHtml, publishBlogSchema } from './blog-commands';
import { fieldErrors } from './field-errors';
import { messages } from '../messages';
import { startCheckoutSchema, verifyPaymentSchema } from './payment-commands';
import { postReviewSchema } from './review-commands';
import type { z } from 'zod';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('postReviewSchema', () => {
  it('trims the comment', () => {
    expect(postReviewSchema.parse({ comment: '  Found a room in two days! ' })).toEqual({ comment: 'Found a room in two days!' });
  });

  it('refuses an empty or overlong review', () => {
    expect(errorsOf(postReviewSchema, { comment: '   ' })).toEqual({ comment: messages.reviewEmpty });
    expect(errorsOf(postReviewSchema, {})).toEqual({ comment: messages.reviewEmpty });
    expect(errorsOf(postReviewSchema, { comment: 'x'.repeat(2001) })).toEqual({ comment: messages.reviewTooLong });
    expect(errorsOf(postReviewSchema, { comment: 'x'.repeat(2000) })).toEqual({});
  });
});

describe('rejectListingSchema', () => {
  it('needs a reason', () => {
    expect(rejectListingSchema.parse({ reason: ' Blurry pictures ' })).toEqual({ reason: 'Blurry pictures' });
    expect(errorsOf(rejectListingSchema, { reason: '' })).toEqual({ reason: messages.rejectionReasonRequired });
    expect(errorsOf(rejectListingSchema, { reason: 'x'.repeat(501) })).toEqual({ reason: messages.rejectionReasonTooLong });
  });
});

describe('publishBlogSchema', () => {
  const blog = { title: 'Renting in Lahore', description: 'What to check first', category: 'Room & Rental Insights', content: '<p>Hello</p>' };

  it('accepts a complete blog', () => {
    expect(publishBlogSchema.parse(blog)).toEqual(blog);
  });

  it.each([
    ['title', messages.blogTitleRequired],
    ['description', messages.blogDescriptionRequired],
    ['category', messages.blogCategoryRequired],
    ['content', messages.blogContentRequired],
  ])('requires %s', (field, message) => {
    expect(errorsOf(publishBlogSchema, { ...blog, [field]: '' })).toEqual({ [field]: message });
  });

  it('takes categories from the list only', () => {
    expect(errorsOf(publishBlogSchema, { ...blog, category: 'Gossip' })).toEqual({ category: messages.blogCategoryRequired });
  });

  it('counts an empty editor as no body', () => {
    expect(errorsOf(publishBlogSchema, { ...blog, content: '<p><br></p>' })).toEqual({ content: messages.blogContentRequired });
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="https://x.pk/a.png"></p>')).toBe(false);
  });
});

describe('addBlogCommentSchema', () => {
  it('needs some text', () => {
    expect(addBlogCommentSchema.parse({ comment: ' Useful! ' })).toEqual({ comment: 'Useful!' });
    expect(errorsOf(addBlogCommentSchema, { comment: ' ' })).toEqual({ comment: messages.commentEmpty });
    expect(errorsOf(addBlogCommentSchema, { comment: 'x'.repeat(2001) })).toEqual({ comment: messages.commentTooLong });
  });
});

describe('payment commands', () => {
  it('start a checkout for a listing and a package', () => {
    expect(startCheckoutSchema.parse({ listingId: 'l1', package: 'standard' })).toEqual({ listingId: 'l1', package: 'standard' });
    expect(errorsOf(startCheckoutSchema, { package: 'gold' })).toEqual({
      listingId: messages.listingIdRequired,
      package: messages.boostPackageRequired,
    });
  });

  it('ignore an amount sent by the client', () => {
    expect(startCheckoutSchema.parse({ listingId: 'l1', package: 'basic', amount: 1 })).not.toHaveProperty('amount');
  });

  it('verify a session by id', () => {
    expect(errorsOf(verifyPaymentSchema, {})).toEqual({ sessionId: messages.sessionIdRequired });
    expect(verifyPaymentSchema.parse({ sessionId: 'cs_1' })).toEqual({ sessionId: 'cs_1' });
  });
});

describe('sign-in commands', () => {
  it('exchange a one-time code', () => {
    expect(errorsOf(exchangeSignInCodeSchema, { code: '' })).toEqual({ code: messages.signInCodeRequired });
  });

  it('take a name and a valid email for the dev sign-in', () => {
    expect(devSignInSchema.parse({ name: ' Ali ', email: ' Ali@Example.PK ' })).toEqual({ name: 'Ali', email: 'ali@example.pk' });
    expect(errorsOf(devSignInSchema, { name: '', email: 'not-an-email' })).toEqual({
      name: messages.nameRequired,
      email: messages.emailInvalid,
    });
  });
});
