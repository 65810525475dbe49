import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, isStorableText, optionalText, requiredText } from './form-fields';
import { postReviewSchema } from './review-commands';
import { rejectListingSchema } from './admin-commands';
import { addBlogCommentSchema, publishBlogSchema } from './blog-commands';
import { devSignInSchema } from './auth-commands';
import { listingSearchQuerySchema } from '../queries/search-query';
import { messages } from '../messages';

const ZERO_WIDTHS = '\u200b\u200c\u200d\u2060\ufeff\u00ad';

describe('the shared text schema', () => {
  it('normalises to NFC and trims whitespace and invisible format characters at the ends only', () => {
    expect(cleanText('Cafe\u0301')).toBe('Café');
    expect(cleanText(`${ZERO_WIDTHS} hi ${ZERO_WIDTHS}`)).toBe('hi');
    // A zero-width joiner inside an emoji sequence is part of the text.
    expect(cleanText('👩\u200d💻')).toBe('👩\u200d💻');
  });

  it('counts text of only invisible characters as missing', () => {
    expect(postReviewSchema.safeParse({ comment: ZERO_WIDTHS }).error?.issues[0]?.message).toBe(messages.reviewEmpty);
    expect(addBlogCommentSchema.safeParse({ comment: `\u200b \u200b` }).error?.issues[0]?.message).toBe(messages.commentEmpty);
    expect(rejectListingSchema.safeParse({ reason: '\ufeff\u2060' }).error?.issues[0]?.message).toBe(messages.rejectionReasonRequired);
  });

  it('refuses NUL and unpaired surrogates with a message, in every text block', () => {
    for (const bad of ['hi\u0000there', 'hi\ud800', '\udc00x']) {
      expect(postReviewSchema.safeParse({ comment: bad }).error?.issues[0]?.message).toBe(messages.textUnstorable);
      expect(rejectListingSchema.safeParse({ reason: bad }).error?.issues[0]?.message).toBe(messages.textUnstorable);
      expect(devSignInSchema.safeParse({ name: bad, email: 'a@b.pk' }).error?.issues[0]?.message).toBe(messages.textUnstorable);
      expect(publishBlogSchema.safeParse({ title: bad, description: 'd', category: 'Informational', content: '<p>x</p>' }).success).toBe(false);
      expect(optionalText(100).safeParse(bad).success).toBe(false);
      expect(listingSearchQuerySchema.safeParse({ kind: 'room', location: bad }).success).toBe(false);
    }
  });

  it('accepts every well-formed text without NUL, and refuses every text with one', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
      const parsed = requiredText('required', 1000).safeParse(text);
      if (text.includes('\u0000')) expect(parsed.success).toBe(false);
      else if (cleanText(text) !== '') expect(parsed.data).toBe(cleanText(text));
    }));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(isStorableText(text)).toBe(!text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text);
    }));
  });
});
