import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it("prefixes the product's name and a vertical bar", () => {
    expect(pageTitle('My Roommate')).toBe('Kamra | My Roommate');
  });
});
