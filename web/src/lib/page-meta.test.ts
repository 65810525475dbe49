import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle, routeSpelling } from './page-meta';

describe('page meta', () => {
  it('prefixes titles with the product name and a vertical bar', () => {
    expect(pageTitle('About Us')).toBe('Kamra | About Us');
  });

  it('builds the canonical address from origin and path only', () => {
    expect(canonicalUrl('https://kamra.pk', '/blog/42')).toBe('https://kamra.pk/blog/42');
    expect(canonicalUrl('https://kamra.pk/', '/')).toBe('https://kamra.pk/');
  });

  it("spells a fixed page's address as its route does, whatever case and trailing slash it was typed with", () => {
    expect(routeSpelling('/ABOUTUS/')).toBe('/aboutUs');
    expect(routeSpelling('/aboutus')).toBe('/aboutUs');
    expect(routeSpelling('/privacy-policies//')).toBe('/privacy-policies');
    expect(routeSpelling('/')).toBe('/');
    expect(routeSpelling('/listroommate')).toBe('/listRoomMate');
    // Paths with an id, and paths the client does not know, stay as typed.
    expect(routeSpelling('/Rooms/0b7c2e5e-1111-4c1d-9a2b-3c4d5e6f7a8b')).toBe('/Rooms/0b7c2e5e-1111-4c1d-9a2b-3c4d5e6f7a8b');
    expect(routeSpelling('/nowhere/')).toBe('/nowhere/');
  });
});
