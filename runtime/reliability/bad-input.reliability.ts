/**
 * Bad input on every route: fast-check generated path ids, query strings, headers,
 * JSON bodies and multipart parts, sent through the real app on PGlite. Whatever arrives, the
 * answer is never a 5xx, and a refused request leaves the log as it was. Then each class of
 * hostile input found since, across every member: every route with its path in mixed case
 * (still rate limited), every paged route with hostile decoded cursors, and every string
 * field of every command with hostile text.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../src/testing/test-kamra.js';
import { listingText, pictures, submittedListing } from '../src/listings/listing-forms.js';
import {
  addBlogCommentSchema, accessorySubmitSchema, deleteListingSchema, devSignInSchema, exchangeSignInCodeSchema,
  postReviewSchema, publishBlogSchema, rejectListingSchema, reportListingSchema, roomSubmitSchema,
  roommateSubmitSchema, startCheckoutSchema, verifyPaymentSchema,
} from '@kamra/contracts/commands';
import { TEXT_LIMITS } from '@kamra/contracts/limits';
import { recordFigures } from './figures.js';

type Auth = 'none' | 'user' | 'admin';

interface ClassFigures {
  requests: number;
  serverErrors: number;
  byStatus: Record<string, number>;
}

function newClassFigures(): ClassFigures {
  return { requests: 0, serverErrors: 0, byStatus: {} };
}
type BodyKind = 'none' | 'json' | 'form' | 'multipart';

interface Route {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
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
  { method: 'PUT', path: '/api/listings/:id', auth: 'user', body: 'multipart', fields: [...LISTING_FIELDS, 'keepPictures'], base: () => listingText('accessory') },
  { method: 'GET', path: '/api/listings', auth: 'none', body: 'none' },
  { method: 'PUT', path: '/api/me/favourites/:id', auth: 'user', body: 'none' },
  { method: 'DELETE', path: '/api/me/favourites/:id', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/me/favourites', auth: 'user', body: 'none' },
  { method: 'POST', path: '/api/me/saved-searches', auth: 'user', body: 'json', fields: ['kind', 'location', 'filters', 'alerts'] },
  { method: 'GET', path: '/api/me/saved-searches', auth: 'user', body: 'none' },
  { method: 'PATCH', path: '/api/me/saved-searches/:id', auth: 'user', body: 'json', fields: ['alerts'] },
  { method: 'DELETE', path: '/api/me/saved-searches/:id', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/me/notifications', auth: 'user', body: 'none' },
  { method: 'POST', path: '/api/me/notifications/read', auth: 'user', body: 'json', fields: ['ids'] },
  { method: 'GET', path: '/unsubscribe', auth: 'none', body: 'none' },
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
  { method: 'POST', path: '/api/listings/:id/reports', auth: 'user', body: 'json', fields: ['reason', 'details'] },
  { method: 'POST', path: '/api/admin/listings/:id/reports/dismiss', auth: 'admin', body: 'none' },
  { method: 'POST', path: '/api/listings/:id/close', auth: 'user', body: 'json', fields: ['outcome'] },
  { method: 'POST', path: '/api/listings/:id/renew', auth: 'user', body: 'none' },
  { method: 'GET', path: '/api/admin/reports', auth: 'admin', body: 'none' },
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

/** Every route that answers a page with nextCursor. */
const PAGED_ROUTES = ['/api/listings?kind=room', '/api/listings?kind=roommate', '/api/listings?kind=accessory', '/api/admin/queue', '/api/admin/queue?kind=room', '/api/admin/users'];

const SIGN_IN_PATHS = ['/auth/dev', '/auth/google', '/auth/exchange'];

/** Commands (every non-read /api request) and sign-in paths carry rate-limit headers. */
function isRateLimited(method: string, path: string): boolean {
  return (method !== 'GET' && path.startsWith('/api/')) || SIGN_IN_PATHS.some((signIn) => path === signIn || path.startsWith(`${signIn}/`));
}

/** The words of a route's path (never its ids) with letters upper-cased where the mask says, at least one. */
function mixedCase(pathname: string, mask: readonly boolean[]): string {
  let letter = 0;
  const mixed = pathname.split('/').map((segment) => (/^[a-z-]+$/.test(segment)
    ? [...segment].map((char) => (mask[letter++ % mask.length] ? char.toUpperCase() : char)).join('')
    : segment)).join('/');
  return mixed === pathname ? pathname.replace(/[a-z]/, (char) => char.toUpperCase()) : mixed;
}

interface TextCommand {
  method: 'POST' | 'DELETE';
  path: string;
  token?: string;
  body: 'json' | 'form' | 'multipart';
  /** Every field of the command's schema. */
  fields: readonly string[];
  /** Valid values of the other fields, so the hostile one is what gets judged. */
  base?: Record<string, string>;
}

const LONGEST_LIMIT = Math.max(...Object.values(TEXT_LIMITS));

/** Each kind of text that broke a field once: unstorable, blank-looking, reordering, piled up, or too long. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00x', '\u3164', '\u2800\u2800', '\u115f\u1160\uffa0', '\u2000\u200a\u3000',
    'Ali\u202eKhan', '\u2066x\u2069', '\u200e\u200f\u061c', `a${'\u0334'.repeat(119)}`, 'مُحَبَّت', '0300 1234567\u202e',
    `0300${' '.repeat(60_000)}1234567`,
  ),
  fc.constantFrom(...Object.values(TEXT_LIMITS)).map((limit) => 'x'.repeat(limit + 1)),
  fc.constant('y'.repeat(LONGEST_LIMIT + 1)),
  nastyText,
);

describe('bad input on every route', () => {
  let kamra: TestKamra;
  const tokens: Record<Exclude<Auth, 'none'>, string> = { user: '', admin: '' };
  const realIds: string[] = [];
  const figures = { notSendable: 0, requests: 0, refused: 0, accepted: 0, serverErrors: 0, refusedThatChangedTheLog: 0, byStatus: {} as Record<string, number> };
  /** Each class of hostile input on its own, inside the totals above. */
  const classes = {
    mixedCasePaths: { ...newClassFigures(), commandsNotRateLimited: 0 },
    hostileCursors: { ...newClassFigures(), not400: 0 },
    hostileText: newClassFigures(),
  };

  beforeAll(async () => {
    kamra = await startTestKamra();
    const user = await kamra.signIn({ name: 'Ayesha Khan' });
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    tokens.user = user.token;
    tokens.admin = admin.token;
    realIds.push(user.userId, admin.userId, await submittedListing(kamra, user.token));
  });

  /** Fresh people and targets for the hostile-input classes, so the generated block and delete calls above cannot touch them. */
  async function targets() {
    const writer = await kamra.signIn({ name: 'Writer' });
    const moderator = await kamra.signIn({ name: 'Moderator', email: TEST_ADMIN_EMAIL });
    const approve = async (id: string) => {
      const approved = await kamra.request(`/api/listings/${id}/approve`, { method: 'POST', token: moderator.token });
      expect(approved.status).toBe(200);
      return id;
    };
    const blog = new FormData();
    for (const [name, value] of Object.entries({ title: 'T', description: 'D', category: 'Informational', content: '<p>Body</p>' })) blog.append(name, value);
    const published = await kamra.request('/api/blogs', { method: 'POST', token: moderator.token, body: blog });
    expect(published.status).toBe(201);
    return {
      writer, moderator,
      blogId: ((await published.json()) as { id: string }).id,
      pendingId: await submittedListing(kamra, writer.token),
      approvedIds: [await approve(await submittedListing(kamra, writer.token)), await approve(await submittedListing(kamra, writer.token))],
    };
  }
  afterAll(async () => {
    recordFigures('badInput', { ...figures, classes });
    console.log(`bad input: ${figures.requests} requests, ${figures.refused} refused, ${figures.accepted} accepted, ${figures.serverErrors} 5xx, ${figures.refusedThatChangedTheLog} refused requests that changed the log`);
    for (const [name, section] of Object.entries(classes)) console.log(`  ${name}: ${JSON.stringify(section)}`);
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

  /** Sends one request, counts it, and checks it: never a 5xx, and a refusal leaves the log as it was. */
  async function deliver(method: string, pathname: string, headers: Headers, body: RequestInit['body'], section?: ClassFigures): Promise<Response | null> {
    const before = await logLength();
    let response: Response;
    try {
      response = await fetch(kamra.url + pathname, { method, headers, body, redirect: 'manual' });
    } catch (error) {
      // A request the client itself refuses to send (a header value it calls invalid) tests nothing.
      if (error instanceof TypeError && error.cause instanceof Error && 'code' in error.cause && error.cause.code === 'UND_ERR_INVALID_ARG') {
        figures.notSendable += 1;
        return null;
      }
      throw error;
    }
    const text = await response.clone().text();
    figures.requests += 1;
    figures.byStatus[response.status] = (figures.byStatus[response.status] ?? 0) + 1;
    if (section) {
      section.requests += 1;
      section.byStatus[response.status] = (section.byStatus[response.status] ?? 0) + 1;
    }
    if (response.status >= 500) {
      figures.serverErrors += 1;
      if (section) section.serverErrors += 1;
    }
    if (response.status >= 400) {
      figures.refused += 1;
      if ((await logLength()) !== before) figures.refusedThatChangedTheLog += 1;
    } else figures.accepted += 1;
    expect(response.status, `${method} ${pathname}: ${text.slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400) expect(await logLength(), `${method} ${pathname} was refused but changed the log`).toBe(before);
    return response;
  }

  async function send(route: Route, init: { id: string; query: Record<string, string>; headers: Record<string, string>; body: RequestInit['body']; contentType?: string }): Promise<void> {
    const id = init.id.startsWith('real:') ? realIds[Number(init.id.slice(5))] ?? '' : init.id;
    const search = Object.entries(init.query).map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
    const pathname = route.path.replace(':id', id) + (search ? `?${search}` : '');
    const headers = new Headers(init.headers);
    if (route.auth !== 'none') headers.set('auth-token', tokens[route.auth]);
    if (init.contentType) headers.set('content-type', init.contentType);
    await deliver(route.method, pathname, headers, init.body);
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
  it('every route with its path in mixed case: no 5xx, and every command still rate limited', async () => {
    const section = classes.mixedCasePaths;
    const { writer, moderator } = await targets();
    for (const route of ROUTES) {
      await fc.assert(fc.asyncProperty(fc.uuid(), fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), async (id, mask) => {
        const pathname = mixedCase(route.path.replace(':id', id), mask);
        const headers = new Headers();
        if (route.auth !== 'none') headers.set('auth-token', route.auth === 'admin' ? moderator.token : writer.token);
        let body: RequestInit['body'];
        if (route.body === 'json') {
          headers.set('content-type', 'application/json');
          body = '{}';
        } else if (route.body === 'form') {
          headers.set('content-type', 'application/x-www-form-urlencoded');
          body = '';
        } else if (route.body === 'multipart') {
          const form = new FormData();
          for (const [name, value] of Object.entries(route.base?.() ?? {})) form.append(name, value);
          body = form;
        }
        const response = await deliver(route.method, pathname, headers, body, section);
        if (response && isRateLimited(route.method, route.path) && response.headers.get('ratelimit') === null) section.commandsNotRateLimited += 1;
      }), { numRuns: 8 });
    }
    expect(section.commandsNotRateLimited).toBe(0);
  });

  it('every paged route with hostile decoded cursors: 400, never a 5xx', async () => {
    const section = classes.hostileCursors;
    const { moderator } = await targets();
    const hostileValue = fc.oneof(
      nastyText,
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom('0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '2026-02-30T10:00:00.000Z', '2026-03-01T24:00:00.000Z', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00.000Z'),
      fc.uuid(),
      fc.uuid().map((id) => `${id}\u0000`),
      fc.double(),
      fc.integer(),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const key = fc.record({ at: hostileValue, id: hostileValue }, { requiredKeys: [] });
    const keyWithExtra = fc.tuple(key, fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })).map(([known, extra]) => ({ ...extra, ...known }));
    const decoded = fc.oneof(
      key,
      keyWithExtra,
      fc.record({ phase: fc.oneof(fc.constantFrom('boosted', 'rest'), nastyText), after: fc.oneof(fc.constant(null), key, keyWithExtra), now: hostileValue }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const cursor = fc.oneof(
      decoded.map((value) => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8').toString('base64url')),
      fc.string({ unit: 'binary', maxLength: 40 }).map((text) => Buffer.from(text, 'utf8').toString('base64url')),
    );
    for (const route of PAGED_ROUTES) {
      await fc.assert(fc.asyncProperty(cursor, async (text) => {
        const separator = route.includes('?') ? '&' : '?';
        const headers = new Headers({ 'auth-token': moderator.token });
        const response = await deliver('GET', `${route}${separator}cursor=${encodeURIComponent(text)}`, headers, undefined, section);
        // A generated cursor may by chance be a valid one; anything else is a 400.
        if (response && response.status !== 400 && response.status !== 200) section.not400 += 1;
      }), { numRuns: 80 });
    }
    expect(section.not400).toBe(0);
  });

  it('every string field of every command with hostile text: never a 5xx', async () => {
    const section = classes.hostileText;
    const { writer, moderator, blogId, pendingId, approvedIds } = await targets();
    const [reported = '', takenDown = ''] = approvedIds;
    const picturesToSend = await pictures(3);
    const today = new Date().toISOString().slice(0, 10);
    const commands: readonly TextCommand[] = [
      { method: 'POST', path: '/api/reviews', token: writer.token, body: 'json', fields: Object.keys(postReviewSchema.shape) },
      { method: 'POST', path: `/api/blogs/${blogId}/comments`, token: writer.token, body: 'json', fields: Object.keys(addBlogCommentSchema.shape) },
      { method: 'POST', path: `/api/listings/${pendingId}/reject`, token: moderator.token, body: 'json', fields: Object.keys(rejectListingSchema.shape) },
      { method: 'POST', path: `/api/listings/${reported}/reports`, token: moderator.token, body: 'json', fields: Object.keys(reportListingSchema.shape), base: { reason: 'other', details: 'Fake pictures' } },
      { method: 'DELETE', path: `/api/listings/${takenDown}`, token: moderator.token, body: 'json', fields: Object.keys(deleteListingSchema.shape) },
      { method: 'POST', path: '/api/payments/checkout', token: writer.token, body: 'json', fields: Object.keys(startCheckoutSchema.shape), base: { listingId: reported, package: 'basic' } },
      { method: 'POST', path: '/api/payments/verify', token: writer.token, body: 'json', fields: Object.keys(verifyPaymentSchema.shape) },
      { method: 'POST', path: '/auth/exchange', body: 'json', fields: Object.keys(exchangeSignInCodeSchema.shape) },
      { method: 'POST', path: '/auth/dev', body: 'form', fields: Object.keys(devSignInSchema.shape), base: { name: 'Ayesha', email: 'ayesha@example.pk' } },
      { method: 'POST', path: '/api/blogs', token: moderator.token, body: 'multipart', fields: Object.keys(publishBlogSchema.shape), base: { title: 'T', description: 'D', category: 'Informational', content: '<p>x</p>' } },
      { method: 'POST', path: '/api/rooms', token: writer.token, body: 'multipart', fields: Object.keys(roomSubmitSchema.shape), base: listingText('room') },
      { method: 'POST', path: '/api/roommates', token: writer.token, body: 'multipart', fields: Object.keys(roommateSubmitSchema(today).shape), base: listingText('roommate') },
      { method: 'POST', path: '/api/accessories', token: writer.token, body: 'multipart', fields: Object.keys(accessorySubmitSchema.shape), base: listingText('accessory') },
    ];
    for (const command of commands) {
      for (const field of command.fields) {
        await fc.assert(fc.asyncProperty(hostileText, async (value) => {
          const fields = { ...(command.base ?? {}), [field]: value };
          const headers = new Headers();
          if (command.token) headers.set('auth-token', command.token);
          let body: RequestInit['body'];
          if (command.body === 'json') {
            headers.set('content-type', 'application/json');
            body = JSON.stringify(fields);
          } else if (command.body === 'form') {
            headers.set('content-type', 'application/x-www-form-urlencoded');
            body = Object.entries(fields).map(([name, text]) => `${name}=${encodeText(text)}`).join('&');
          } else {
            const form = new FormData();
            for (const [name, text] of Object.entries(fields)) form.append(name, text);
            if (command.path !== '/api/blogs') for (const blob of picturesToSend) form.append('pictures', blob, 'p.png');
            if (command.path !== '/api/blogs') form.append('profile', 'avatar-1');
            body = form;
          }
          await deliver(command.method, command.path, headers, body, section);
        }), { numRuns: command.body === 'multipart' ? 6 : 12 });
      }
    }
  });
});
