import { describe, expect, it } from 'vitest';
import { BLANK_LINK, isAllowedImageSrc, safeLinkHref } from './rich-text';

describe('safeLinkHref', () => {
  it.each(['https://kamra.pk', 'http://x.pk/a?b=1', 'mailto:help@kamra.pk', 'tel:+923001234567', '/blogs'])('keeps %s', (href) => {
    expect(safeLinkHref(href)).toBe(href);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'ftp://x.pk'])('blanks %j', (href) => {
    expect(safeLinkHref(href)).toBe(BLANK_LINK);
  });

  it('prefixes an address-like link with mailto:', () => {
    expect(safeLinkHref('help@kamra.pk')).toBe('mailto:help@kamra.pk');
  });
});

describe('isAllowedImageSrc', () => {
  it('allows http, https and image data URLs only', () => {
    expect(isAllowedImageSrc('https://x.pk/a.png')).toBe(true);
    expect(isAllowedImageSrc('data:image/png;base64,AAAA')).toBe(true);
    expect(isAllowedImageSrc('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isAllowedImageSrc('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSrc('/uploads/a.webp')).toBe(false);
  });
});
