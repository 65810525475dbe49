import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle } from './page-meta';

describe('page meta', () => {
  it('prefixes titles with the product name and a vertical bar', () => {
    expect(pageTitle('About Us')).toBe('Kamra | About Us');
  });

  it('builds the canonical address from origin and path only', () => {
    expect(canonicalUrl('https://kamra.pk', '/blog/42')).toBe('https://kamra.pk/blog/42');
    expect(canonicalUrl('https://kamra.pk/', '/')).toBe('https://kamra.pk/');
  });
});
