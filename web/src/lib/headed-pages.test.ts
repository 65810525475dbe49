import { describe, expect, it } from 'vitest';
import { routePaths } from '@kamra/contracts/web-paths';
import { HEADED_PAGES } from '../../build/headed-pages';

describe('the pages whose head the server writes in the reader\'s language', () => {
  it('are routes of the client, each once', () => {
    const routes: unknown[] = Object.values(routePaths).filter((value) => typeof value === 'string');
    for (const page of HEADED_PAGES) expect(routes, page.route).toContain(page.route);
    expect(new Set(HEADED_PAGES.map((page) => page.route)).size).toBe(HEADED_PAGES.length);
  });
});
