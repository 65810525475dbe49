/**
 * A cursor is base64url JSON the client hands back, so what it decodes to reaches SQL. Every
 * paged route x every hostile thing a cursor can decode to: 400 with the route's message,
 * never a 5xx; and a cursor the server made still pages.
 */
import { messages } from '@kamra/contracts/messages';
import type { ApiError } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { submittedListing } from '../listings/listing-forms.js';

const ID = '6f1c3a9e-2b7d-4c1e-9a8f-0d2e4b6c8a10';
const AT = '2026-03-01T10:00:00.000Z';

/** Raw JSON text, so lone surrogates and odd numbers survive to the server. */
function opaque(json: string): string {
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** What the key of the last row may decode to when someone wrote it by hand. */
const HOSTILE_KEYS: Record<string, string> = {
  'NUL id': `{"at":"${AT}","id":"\\u0000"}`,
  'lone surrogate id': `{"at":"${AT}","id":"\\ud800"}`,
  'id that is no uuid': `{"at":"${AT}","id":"'; drop table x; --"}`,
  'uuid with a NUL after it': `{"at":"${AT}","id":"${ID}\\u0000"}`,
  'number id': `{"at":"${AT}","id":1e400}`,
  'year 0000': `{"at":"0000-01-01T00:00:00.000Z","id":"${ID}"}`,
  'year 9999': `{"at":"9999-12-31T23:59:59.999Z","id":"${ID}"}`,
  'February 30th': `{"at":"2026-02-30T10:00:00.000Z","id":"${ID}"}`,
  'hour 24': `{"at":"2026-03-01T24:00:00.000Z","id":"${ID}"}`,
  'expanded year': `{"at":"+275760-09-13T00:00:00.000Z","id":"${ID}"}`,
  'NUL in the date': `{"at":"2026-03-01T10:00:00.000Z\\u0000","id":"${ID}"}`,
  'date as a number': `{"at":1e308,"id":"${ID}"}`,
  'extra key': `{"at":"${AT}","id":"${ID}","sql":"x"}`,
  'missing id': `{"at":"${AT}"}`,
};

/** Whole cursors that are not a key at all. */
const HOSTILE_CURSORS: Record<string, string> = {
  'not base64 JSON': '!!!not-a-cursor!!!',
  'JSON null': opaque('null'),
  'JSON array': opaque(`["${AT}","${ID}"]`),
  'JSON string': opaque('"\\u0000"'),
  'deeply nested': opaque(`${'['.repeat(100)}${']'.repeat(100)}`),
};

interface PagedRoute {
  path: string;
  message: string;
  /** The cursor this route makes around a last-row key. */
  wrap(key: string): string;
}

const searchCursor = (key: string) => `{"phase":"rest","after":${key},"now":"${AT}"}`;

/** Every route that answers a page with nextCursor. */
const PAGED_ROUTES: readonly PagedRoute[] = [
  ...['room', 'roommate', 'accessory'].map((kind) => ({ path: `/api/listings?kind=${kind}`, message: messages.searchCursorInvalid, wrap: searchCursor })),
  { path: '/api/admin/queue?kind=accessory', message: messages.searchCursorInvalid, wrap: (key: string) => key },
  { path: '/api/admin/queue', message: messages.searchCursorInvalid, wrap: (key: string) => key },
  { path: '/api/admin/users', message: messages.searchCursorInvalid, wrap: (key: string) => key },
];

/** Cursors of a search that are hostile beyond their key. */
const HOSTILE_SEARCH_CURSORS: Record<string, string> = {
  'year 0000 as the walk\'s now': `{"phase":"boosted","after":null,"now":"0000-01-01T00:00:00.000Z"}`,
  'NUL phase': `{"phase":"\\u0000","after":null,"now":"${AT}"}`,
  'extra key': `{"phase":"rest","after":null,"now":"${AT}","x":1}`,
};

const CASES = PAGED_ROUTES.flatMap((route) => [
  ...Object.entries(HOSTILE_KEYS).map(([shape, key]) => ({ route: route.path, shape, cursor: opaque(route.wrap(key)), message: route.message })),
  ...Object.entries(HOSTILE_CURSORS).map(([shape, cursor]) => ({ route: route.path, shape, cursor, message: route.message })),
  ...(route.wrap === searchCursor
    ? Object.entries(HOSTILE_SEARCH_CURSORS).map(([shape, json]) => ({ route: route.path, shape, cursor: opaque(json), message: route.message }))
    : [{ route: route.path, shape: 'a search cursor', cursor: opaque(searchCursor(`{"at":"${AT}","id":"${ID}"}`)), message: route.message }]),
]);

/** The lists paged by a time and a bigserial (blogs, a blog's comments): what their key may decode to by hand. */
const HOSTILE_SEQ_KEYS: Record<string, string> = {
  'seq past bigint': `{"at":"${AT}","seq":"9999999999999999999"}`,
  'seq one past bigint': `{"at":"${AT}","seq":"9223372036854775808"}`,
  'negative seq': `{"at":"${AT}","seq":"-1"}`,
  'seq as a number': `{"at":"${AT}","seq":1e400}`,
  'NUL seq': `{"at":"${AT}","seq":"1\u0000"}`,
  'year 0000': `{"at":"0000-01-01T00:00:00.000Z","seq":"1"}`,
  'year 9999': `{"at":"9999-12-31T23:59:59.999Z","seq":"1"}`,
  'not as toISOString writes it': `{"at":"2026-03-01T10:00:00.0000001Z","seq":"1"}`,
  'extra key': `{"at":"${AT}","seq":"1","x":1}`,
  'missing seq': `{"at":"${AT}"}`,
};

const SEQ_ROUTES = [
  { path: '/api/blogs', message: messages.blogsCursorInvalid },
  { path: `/api/blogs/${ID}/comments`, message: messages.commentsCursorInvalid },
];

const SEQ_CASES = SEQ_ROUTES.flatMap((route) => [
  ...Object.entries(HOSTILE_SEQ_KEYS).map(([shape, key]) => ({ route: route.path, shape, cursor: opaque(key), message: route.message })),
  ...Object.entries(HOSTILE_CURSORS).map(([shape, cursor]) => ({ route: route.path, shape, cursor, message: route.message })),
]);

describe('hostile cursors on every paged route', () => {
  let kamra: TestKamra;
  let admin: { token: string };

  beforeAll(async () => {
    kamra = await startTestKamra();
    admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const owner = await kamra.signIn({ name: 'Sana Mir' });
    // Two listings wait in the queue and two are public, so each paged route has two pages of one.
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await submittedListing(kamra, owner.token));
    let position = '';
    for (const id of ids.slice(0, 2)) {
      const approved = await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: admin.token });
      expect(approved.status).toBe(200);
      position = ((await approved.json()) as { position: string }).position;
    }
    // Waits for the projector, so every page below reads the rows made here.
    expect((await kamra.request('/api/listings?kind=accessory', { headers: { 'x-after-position': position } })).status).toBe(200);
  });
  afterAll(async () => {
    await kamra.close();
  });

  it.each(CASES)('$route with $shape -> 400', async ({ route, cursor, message }) => {
    const separator = route.includes('?') ? '&' : '?';
    const response = await kamra.request(`${route}${separator}cursor=${encodeURIComponent(cursor)}`, { token: admin.token });
    expect(response.status, await response.clone().text()).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toContain(message);
  });

  it.each(SEQ_CASES)('$route with $shape -> 400', async ({ route, cursor, message }) => {
    const response = await kamra.request(`${route}?cursor=${encodeURIComponent(cursor)}`);
    expect(response.status, await response.clone().text()).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe(message);
  });

  it.each(PAGED_ROUTES.filter((route) => !/kind=room/.test(route.path)))('$path still pages with the cursor it made', async ({ path }) => {
    const separator = path.includes('?') ? '&' : '?';
    const first = await kamra.request(`${path}${separator}limit=1`, { token: admin.token });
    expect(first.status).toBe(200);
    const page = (await first.json()) as { items: Array<{ id: string }>; nextCursor: string | null };
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    const next = await kamra.request(`${path}${separator}limit=1&cursor=${encodeURIComponent(page.nextCursor ?? '')}`, { token: admin.token });
    expect(next.status, await next.clone().text()).toBe(200);
    const second = (await next.json()) as { items: Array<{ id: string }> };
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(page.items[0]?.id);
  });
});
