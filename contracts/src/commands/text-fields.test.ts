import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANK, cleanLine, cleanText, EMOJI_ENDINGS, hasFewMarksPerLetter, isStorableText, optionalText, requiredText, withFewMarksPerLetter } from './form-fields';
import { signInName } from './auth-commands';
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
      expect(optionalText('about').safeParse(bad).success).toBe(false);
      expect(listingSearchQuerySchema.safeParse({ kind: 'room', location: bad }).success).toBe(false);
    }
  });

  it('accepts every well-formed text without NUL, and refuses every text with one', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
      const parsed = requiredText('required', 'reportDetails', { shape: 'paragraphs' }).safeParse(text);
      if (text.includes('\u0000')) expect(parsed.success).toBe(false);
      else if (cleanText(text) !== '') expect(parsed.data).toBe(cleanText(text));
    }));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(isStorableText(text)).toBe(!text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text);
    }));
  });

  it('trims the ends as one pattern anchored at the end would, walking back from the end', () => {
    // The pattern the walk replaced: right, and fine on short text, but tried from every position.
    const trailing = new RegExp(`(?:(?![${EMOJI_ENDINGS}])[${BLANK}])+$`, 'u');
    const alphabet = fc.constantFrom('a', 'ب', ' ', '\u00a0', '\u200b', '\u3164', '\u2800', '\ufe0f', '\u{e0067}', '\u{e007f}', '\u{1d173}', '\u{1f3f4}', '\n', '\ud834', '\udd73', '\udb40', '\udc7f');
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 12 }), (chars) => {
      const text = chars.join('');
      const expected = text.normalize('NFC').replace(new RegExp(`^[${BLANK}]+`, 'u'), '').replace(trailing, '');
      expect(cleanText(text)).toBe(new RegExp(`^[${BLANK}]*$`, 'u').test(expected) ? '' : expected);
    }), { numRuns: 2000 });
  });

  it('keeps a long run of blanks inside the text', () => {
    const phone = `0300 ${' '.repeat(60_000)}1234567`;
    expect(cleanLine(` ${phone}\u200b `)).toBe(phone);
  });

  it('counts blank-looking letters and spaces as blank, and keeps what ends an emoji or a flag', () => {
    for (const blank of ['\u3164', '\u2800', '\u115f\u1160', '\uffa0', '\u2000\u2005\u200a', '\u3000', '\u180e', '\u034f', '\u{1d173}']) {
      expect(cleanText(`${blank}x${blank}`)).toBe('x');
      expect(cleanText(blank)).toBe('');
    }
    expect(cleanText('\ufe0f\ufe0f')).toBe('');
    expect(cleanText('Nice ❤\ufe0f')).toBe('Nice ❤\ufe0f');
    const scotland = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(cleanText(`Go ${scotland}`)).toBe(`Go ${scotland}`);
  });

  it('keeps one-line text on one line, left to right as typed', () => {
    expect(cleanLine('Ali\u202e nahK\u202c \u2067x\u2069\u200e\u200f\u061c')).toBe('Ali nahK x');
    expect(cleanLine('Flat 3\r\nBlock B\tGulberg')).toBe('Flat 3 Block B Gulberg');
    // Multi-line text keeps its lines and its direction marks (a reply may mix Urdu and English).
    expect(cleanText('one\ntwo\u200f')).toBe('one\ntwo');
    expect(cleanText('one\u200f two')).toBe('one\u200f two');
  });

  it('refuses a pile of combining marks on one letter, never Urdu or Arabic with its marks', () => {
    const urdu = 'مُحَبَّت کا شہر لاہور';
    const arabic = 'بِسْمِ ٱللَّٰهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ';
    for (const phrase of [urdu, arabic, 'Tiếng Việt', 'हिन्दी', 'བསྒྲུབས']) {
      expect(hasFewMarksPerLetter(phrase)).toBe(true);
      expect(requiredText('required', 'tagline').parse(phrase)).toBe(phrase.normalize('NFC'));
    }
    expect(requiredText('required', 'tagline').parse(urdu)).toBe(urdu);
    const zalgo = `a${'\u0334'.repeat(119)}b`;
    expect(requiredText('required', 'about').safeParse(zalgo).error?.issues[0]?.message).toBe(messages.textTooManyMarks);
    expect(hasFewMarksPerLetter(`a${'\u0334\u200d'.repeat(6)}`)).toBe(false);
    expect(withFewMarksPerLetter(zalgo)).toBe(`a${'\u0334'.repeat(5)}b`);
  });

  it('makes a provider\'s name one storable line of at most the name length', () => {
    expect(signInName('\u3164Ayesha\u202e Khan\u0000\ud800')).toBe('Ayesha Khan');
    expect(signInName('\u2800\u202e')).toBe('');
    expect(Array.from(signInName('😀'.repeat(100)))).toHaveLength(80);
  });
});

