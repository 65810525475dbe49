/**
 * Bad input on every route (issue 15): fast-check generated path ids, query strings, headers,
 * JSON bodies and multipart parts, sent through the real app on PGlite. Whatever arrives, the
 * answer is never a 5xx, and a refused request leaves the log as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../src/testing/test-kamra.js';
import { listingText, pictures, submittedListing } from '../src/listings/listing-forms.js';
import { recordFigures } from './figures.js';

type Auth = 'none' | 'user' | 'admin';
type BodyKind = 'none' | 'json' | 'form' | 'multipart';

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** `:id` is replaced by a generated id. */
  path: string;
  auth: Auth;
  body: BodyKind;
  /** Field names the route reads, so generated bodies reach its rules. */
  fields?: readonly string[];
  /** Valid text a multipart body starts from, so generated parts get past the first check. */
  base?: () => Record<string, string>;
}

const LISTING_FIELDS = [
  'tagline', 'type', 'address', 'landmark', 'rent', 'listerName', 'phone', 'about', 'condition', 'kitchen', 'bathroom',
  'bathroomType', 'maxRoommate', 'furnished', 'features', 'availableFrom', 'description', 'nicNumber', 'listerAge',
  'occupation', 'education', 'gender', 'age', 'name', 'price', 'usageYear', 'profile',
];

const ROUTES: readonly Route[] = [
  { method: 'POST', path: '/api/reviews', auth: 'user', body: 'json', fields: ['comment'] },
  { method: 'DELETE', path: '/api/reviews/:id', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/reviews', auth: 'none', body: 'none' },
  { method: 'POST', path: '/api/blogs', auth: 'admin', body: 'multipart', fields: ['title', 'description', 'category', 'content'], base: () => ({ title: 'T', description: 'D', category: 'Informational', content: '<p>x</p>' }) },
  { method: 'DELETE', path: '/api/blogs/:id', auth: 'admin', body: 'none' },
  { method: 'POST', path: '/api/blogs/:id/comments', auth: 'user', body: 'json', fields: ['comment'] },
  { method: 'GET', path: '/api/blogs', auth: 'none', body: 'none' },
  { method: 'GET', path: '/api/blogs/:id', auth: 'none', body: 'none' },
  { method: 'GET', path: '/api/blogs/:id/comments', auth: 'none', body: 'none' },
  ...['block', 'unblock', 'verify', 'unverify'].map((action): Route => ({ method: 'POST', path: `/api/users/:id/${action}`, auth: 'admin', body: 'none' })),
  { method: 'POST', path: '/auth/exchange', auth: 'none', body: 'json', fields: ['code'] },
  { method: 'POST', path: '/auth/dev', auth: 'none', body: 'form', fields: ['name', 'email'] },
  { method: 'GET', path: '/auth/google', auth: 'none', body: 'none' },
  { method: 'GET', path: '/auth/google/callback', auth: 'none', body: 'none' },
  { method: 'POST', path: '/api/rooms', auth: 'user', body: 'multipart', fields: LISTING_FIELDS, base: () => listingText('room') },
  { method: 'POST', path: '/api/roommates', auth: 'user', body: 'multipart', fields: LISTING_FIELDS, base: () => listingText('roommate') },
  { method: 'POST', path: '/api/accessories', auth: 'user', body: 'multipart', fields: LISTING_FIELDS, base: () => listingText('accessory') },
  { method: 'POST', path: '/api/listings/:id/approve', auth: 'admin', body: 'none' },
  { method: 'POST', path: '/api/listings/:id/reject', auth: 'admin', body: 'json', fields: ['reason'] },
  { method: 'DELETE', path: '/api/listings/:id', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/listings', auth: 'none', body: 'none' },
  { method: 'GET', path: '/api/listings/:id', auth: 'none', body: 'none' },
  { method: 'GET', path: '/api/me', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/me/listings', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/admin/users', auth: 'admin', body: 'none' },
  { method: 'GET', path: '/api/admin/queue', auth: 'admin', body: 'none' },
  { method: 'GET', path: '/api/admin/users/:id/listings', auth: 'admin', body: 'none' },
  { method: 'GET', path: '/api/admin/listings/:id/history', auth: 'admin', body: 'none' },
  { method: 'GET', path: '/api/places', auth: 'none', body: 'none' },
  { method: 'GET', path: '/uploads/:id', auth: 'none', body: 'none' },
  { method: 'GET', path: '/api/admin/queue/counts', auth: 'admin', body: 'none' },
  { method: 'POST', path: '/api/blogs/preview', auth: 'admin', body: 'json', fields: ['content'] },
  { method: 'GET', path: '/api/boost-packages', auth: 'none', body: 'none' },
  { method: 'POST', path: '/api/payments/checkout', auth: 'user', body: 'json', fields: ['listingId', 'package', 'amount'] },
  { method: 'POST', path: '/api/payments/verify', auth: 'user', body: 'json', fields: ['sessionId'] },
  { method: 'POST', path: '/api/payments/webhook', auth: 'none', body: 'json', fields: ['id', 'type', 'data'] },
  { method: 'GET', path: '/api/payments/test-checkout/:id', auth: 'none', body: 'none' },
  { method: 'POST', path: '/api/payments/test-checkout/:id/pay', auth: 'user', body: 'none' },
  { method: 'POST', path: '/api/payments/test-checkout/:id/cancel', auth: 'user', body: 'none' },
];

const QUERY_KEYS = ['kind', 'location', 'cursor', 'limit', 'rent', 'price', 'name', 'age', 'gender', 'occupation', 'internet', 'q', 'code', 'state', 'error'];

/** Any bytes, percent-encoded: invalid UTF-8, NUL, slashes and dots included. */
const rawBytes = fc.uint8Array({ maxLength: 40 }).map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
/** Text as JS holds it: NUL, unpaired surrogates, zero-width and control characters included. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\u200b\u200d\ufeff', '\u202e', '🙂'.repeat(3), 'x'.repeat(5000), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd'),
  fc.string({ maxLength: 30 }),
);
/** Header values must be bytes 0x20-0xff (fetch refuses others before sending). */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 80 });

describe('bad input on every route', () => {
  let kamra: TestKamra;
  const tokens: Record<Exclude<Auth, 'none'>, string> = { user: '', admin: '' };
  const realIds: string[] = [];
  const figures = { notSendable: 0, requests: 0, refused: 0, accepted: 0, serverErrors: 0, refusedThatChangedTheLog: 0, byStatus: {} as Record<string, number> };

  beforeAll(async () => {
    kamra = await startTestKamra();
    const user = await kamra.signIn({ name: 'Ayesha Khan' });
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    tokens.user = user.token;
    tokens.admin = admin.token;
    realIds.push(user.userId, admin.userId, await submittedListing(kamra, user.token));
  });
  afterAll(async () => {
    recordFigures('badInput', figures);
    console.log(`bad input: ${figures.requests} requests, ${figures.refused} refused, ${figures.accepted} accepted, ${figures.serverErrors} 5xx, ${figures.refusedThatChangedTheLog} refused requests that changed the log`);
    await kamra.close();
  });

  const pathId = fc.oneof(
    rawBytes,
    fc.uuid(),
    fc.constantFrom('%00', 'abc%00def', '..', '%2e%2e%2f', '%ED%A0%80', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000'),
    fc.nat({ max: 2 }).map((i) => `real:${i}`),
  );
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), fc.oneof(rawBytes, nastyText.map(encodeText)), { maxKeys: 5 });
  const headers = fc.dictionary(
    fc.constantFrom('x-after-position', 'idempotency-key', 'auth-token', 'authorization', 'x-request-id', 'accept-encoding', 'content-type'),
    fc.oneof(headerText, fc.constantFrom('999999999999999999999.1', '1.1', 'Bearer x.y.z', 'multipart/form-data; boundary=', 'application/json; charset=utf-16')),
    { maxKeys: 3 },
  );
  const jsonBody = (fields: readonly string[]) => fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), fc.oneof(nastyText, fc.jsonValue({ maxDepth: 2 })), { maxKeys: fields.length }).map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 100 }),
  );
  const parts = (fields: readonly string[]) => fc.record({
    text: fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })), nastyText, { maxKeys: 6 }),
    files: fc.array(fc.record({
      field: fc.constantFrom('pictures', 'profile', 'other', ''),
      name: fc.oneof(fc.constantFrom('a.png', '../x.jpg', 'a\u0000.png', ''), fc.string({ maxLength: 20 })),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
        fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, ...tail])),
      ),
    }), { maxLength: 4 }),
    withValidPictures: fc.boolean(),
  });

  function encodeText(text: string): string {
    // encodeURIComponent refuses unpaired surrogates; send their UTF-16 units as bytes instead.
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return `%${(char.charCodeAt(0) >> 8).toString(16).padStart(2, '0')}%${(char.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')}`;
      }
    }).join('');
  }

  async function logLength(): Promise<number> {
    return (await kamra.store.readAll({ maxCount: 10_000_000 })).length;
  }

  async function send(route: Route, init: { id: string; query: Record<string, string>; headers: Record<string, string>; body: RequestInit['body']; contentType?: string }): Promise<void> {
    const id = init.id.startsWith('real:') ? realIds[Number(init.id.slice(5))] ?? '' : init.id;
    const search = Object.entries(init.query).map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
    const pathname = route.path.replace(':id', id) + (search ? `?${search}` : '');
    const headers = new Headers(init.headers);
    if (route.auth !== 'none') headers.set('auth-token', tokens[route.auth]);
    if (init.contentType) headers.set('content-type', init.contentType);
    const before = await logLength();
    let response: Response;
    try {
      response = await fetch(kamra.url + pathname, { method: route.method, headers, body: init.body, redirect: 'manual' });
    } catch (error) {
      // A request the client itself refuses to send (a header value it calls invalid) tests nothing.
      if (error instanceof TypeError && error.cause instanceof Error && 'code' in error.cause && error.cause.code === 'UND_ERR_INVALID_ARG') {
        figures.notSendable += 1;
        return;
      }
      throw error;
    }
    const text = await response.text();
    figures.requests += 1;
    figures.byStatus[response.status] = (figures.byStatus[response.status] ?? 0) + 1;
    if (response.status >= 500) figures.serverErrors += 1;
    if (response.status >= 400) {
      figures.refused += 1;
      if ((await logLength()) !== before) figures.refusedThatChangedTheLog += 1;
    } else figures.accepted += 1;
    expect(response.status, `${route.method} ${pathname}: ${text.slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400) expect(await logLength(), `${route.method} ${pathname} was refused but changed the log`).toBe(before);
  }

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: no 5xx, and a refusal changes nothing`, async () => {
      const numRuns = route.body === 'multipart' ? 30 : 60;
      if (route.body === 'multipart') {
        const fields = route.fields ?? [];
        await fc.assert(fc.asyncProperty(pathId, query, headers, parts(fields), async (id, q, h, generated) => {
          const form = new FormData();
          for (const [name, value] of Object.entries({ ...(route.base?.() ?? {}), ...generated.text })) form.append(name, value);
          if (generated.withValidPictures) for (const blob of await pictures(3)) form.append('pictures', blob, 'p.png');
          for (const file of generated.files) form.append(file.field, new Blob([file.bytes]), file.name);
          delete h['content-type'];
          await send(route, { id, query: q, headers: h, body: form });
        }), { numRuns });
        return;
      }
      const body = route.body === 'json' ? jsonBody(route.fields ?? ['comment']) : route.body === 'form'
        ? fc.dictionary(fc.constantFrom(...(route.fields ?? ['name'])), nastyText).map((value) => Object.entries(value).map(([k, v]) => `${k}=${encodeText(v)}`).join('&'))
        : fc.constant(undefined);
      await fc.assert(fc.asyncProperty(pathId, query, headers, body, async (id, q, h, generated) => {
        const contentType = route.body === 'json' ? 'application/json' : route.body === 'form' ? 'application/x-www-form-urlencoded' : undefined;
        await send(route, { id, query: q, headers: h, body: generated, contentType: h['content-type'] ?? contentType });
      }), { numRuns });
    });
  }
});
