import { describe, expect, it } from 'vitest';
import { adminRoutePaths, routePaths } from '@kamra/contracts/web-paths';
import { pagePathOf } from './page-paths.js';

const filled = (pattern: string) => pattern.replace(/:\w+/g, 'abc-123');

describe('which pages the server knows, read from the client\'s route patterns', () => {
  it('knows every route the client has, with a listing\'s or blog\'s id where it names one', () => {
    const flat = Object.values(routePaths).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));
    for (const pattern of flat.filter((p) => p !== routePaths.notFound)) expect(pagePathOf(filled(pattern)).type, pattern).not.toBe('not-found');
    expect(pagePathOf('/advanceRoommateSearch/roommate/r%201')).toEqual({ type: 'listing', kind: 'roommate', id: 'r 1', private: false });
    expect(pagePathOf('/myListing/accessory/x')).toEqual({ type: 'listing', kind: 'accessory', id: 'x', private: true });
    expect(pagePathOf('/advanceAccessoriesSearch/blog/b1')).toEqual({ type: 'blog', id: 'b1' });
    for (const pattern of Object.values(adminRoutePaths).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)))) {
      expect(pagePathOf(routePaths.admin + filled(pattern).replace(/\/$/, ''))).toEqual({ type: 'page', private: true, route: routePaths.admin });
    }
  });

  it('matches in any case, as wouter does, and nothing beyond a pattern', () => {
    // The route it names is the client's pattern, however the path spelled it.
    expect(pagePathOf('/ABOUTUS/')).toEqual({ type: 'page', private: false, route: routePaths.about });
    expect(pagePathOf('/rooms/a/b').type).toBe('not-found');
    expect(pagePathOf('/rooms').type).toBe('not-found');
    expect(pagePathOf('/aboutUsX').type).toBe('not-found');
    expect(pagePathOf('/rooms/%E0%A4%A').type).toBe('not-found');
    expect(pagePathOf('/notFound').type).toBe('not-found');
  });
});
