/**
 * What a hostile caller tried on `npm start`, through the real app on PGlite:
 * text no database can store, invisible text, malformed ids, oversized bodies, forged tokens.
 * Every refusal is a 4xx and leaves the log as it was.
 */
import { SignJWT } from 'jose';
import { messages } from '@kamra/contracts/messages';
import { AFTER_POSITION_HEADER, type ApiError } from '@kamra/contracts/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, TEST_AUTH_SECRET, type TestKamra } from '../testing/test-kamra.js';
import { listingForm, listingText, pictures, submittedListing, SUBMIT_PATHS } from '../listings/listing-forms.js';

const UNSTORABLE = ['hi\u0000there', 'hi\ud800', '\udc00'];
const INVISIBLE = '\u200b\u200c\u200d\u2060\ufeff';

describe('hostile input over HTTP', () => {
  let kamra: TestKamra;
  let user: { userId: string; token: string };
  let admin: { userId: string; token: string };
  let listingId: string;
  let blogId: string;

  beforeAll(async () => {
    kamra = await startTestKamra();
    user = await kamra.signIn({ name: 'Ayesha Khan' });
    admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    listingId = await submittedListing(kamra, user.token);
    const blog = new FormData();
    for (const [name, value] of Object.entries({ title: 'T', description: 'D', category: 'Informational', content: '<p>Body</p>' })) blog.append(name, value);
    const published = await kamra.request('/api/blogs', { method: 'POST', token: admin.token, body: blog });
    expect(published.status, await published.clone().text()).toBe(201);
    blogId = ((await published.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await kamra.close();
  });

  async function logLength(): Promise<number> {
    return (await kamra.store.readAll({ maxCount: 1_000_000 })).length;
  }

  /** Sends, expects a 4xx (never a 5xx), and that the log did not grow. */
  async function refused(pathname: string, init: Parameters<TestKamra['request']>[1] = {}): Promise<Response> {
    const before = await logLength();
    const response = await kamra.request(pathname, init);
    expect(response.status, `${init.method ?? 'GET'} ${pathname}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await logLength()).toBe(before);
    return response;
  }

  async function messageOf(response: Response): Promise<string> {
    return ((await response.json()) as ApiError).error.message;
  }

  it('refuses NUL and unpaired surrogates in every JSON text field with 422', async () => {
    for (const bad of UNSTORABLE) {
      const review = await refused('/api/reviews', { method: 'POST', token: user.token, json: { comment: bad } });
      expect(review.status).toBe(422);
      expect(await messageOf(review)).toBe(messages.textUnstorable);
      expect((await refused(`/api/blogs/${blogId}/comments`, { method: 'POST', token: user.token, json: { comment: bad } })).status).toBe(422);
      expect((await refused(`/api/listings/${listingId}/reject`, { method: 'POST', token: admin.token, json: { reason: bad } })).status).toBe(422);
      expect((await refused('/auth/exchange', { method: 'POST', json: { code: bad } })).status).toBeLessThan(500);
    }
  });

  it('refuses them in a report\'s details and a take-down reason too, with 422 and nothing appended', async () => {
    const approvedId = await submittedListing(kamra, user.token);
    expect((await kamra.request(`/api/listings/${approvedId}/approve`, { method: 'POST', token: admin.token })).status).toBe(200);
    for (const bad of UNSTORABLE) {
      const report = await refused(`/api/listings/${approvedId}/reports`, { method: 'POST', token: admin.token, json: { reason: 'other', details: bad } });
      expect(report.status).toBe(422);
      expect(await messageOf(report)).toBe(messages.textUnstorable);
      const takeDown = await refused(`/api/listings/${approvedId}`, { method: 'DELETE', token: admin.token, json: { reason: bad } });
      expect(takeDown.status).toBe(422);
      expect(await messageOf(takeDown)).toBe(messages.textUnstorable);
    }
  });

  it('refuses a phone, or any text, longer than its limit, and blank-looking or piled-up text', async () => {
    const longPhone = { ...listingText('accessory'), phone: `0300 ${' '.repeat(60_000)}1234567` };
    const phone = await refused(SUBMIT_PATHS.accessory, { method: 'POST', token: user.token, body: listingForm({ text: longPhone, pictures: await pictures(3), profile: 'avatar-1' }) });
    expect(phone.status).toBe(422);
    expect(await messageOf(phone)).toBe(messages.phoneInvalid);
    for (const [field, value, message] of [
      ['tagline', '\u3164\u2800', messages.taglineRequired],
      ['listerName', `A${'\u0334'.repeat(60)}`, messages.textTooManyMarks],
    ] as const) {
      const text = { ...listingText('accessory'), [field]: value };
      const refusal = await refused(SUBMIT_PATHS.accessory, { method: 'POST', token: user.token, body: listingForm({ text, pictures: await pictures(3), profile: 'avatar-1' }) });
      expect(await messageOf(refusal)).toBe(message);
    }
  });

  it('refuses them in dev sign-in, blog and listing multipart fields', async () => {
    // A form sends text as UTF-8, where an unpaired surrogate already became U+FFFD: NUL is what remains.
    for (const bad of ['hi\u0000there', '\u0000']) {
      const dev = await refused('/auth/dev', {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: bad, email: 'nul@example.pk' }).toString(), redirect: 'manual',
      });
      expect(dev.status).toBeLessThan(500);
      for (const field of ['title', 'content']) {
        const blog = new FormData();
        const fields: Record<string, string> = { title: 'T', description: 'D', category: 'Informational', content: '<p>Body</p>' };
        fields[field] = field === 'content' ? `<p>${bad}</p>` : bad;
        for (const [name, value] of Object.entries(fields)) blog.append(name, value);
        expect((await refused('/api/blogs', { method: 'POST', token: admin.token, body: blog })).status).toBe(422);
      }
      for (const field of ['tagline', 'name', 'description', 'listerName', 'address']) {
        const text = { ...listingText('accessory'), [field]: `Sofa ${bad}` };
        const form = listingForm({ text, pictures: await pictures(3), profile: 'avatar-1' });
        expect((await refused(SUBMIT_PATHS.accessory, { method: 'POST', token: user.token, body: form })).status).toBe(422);
      }
    }
  });

  it('counts text of only invisible characters as missing', async () => {
    const review = await refused('/api/reviews', { method: 'POST', token: user.token, json: { comment: INVISIBLE } });
    expect(await messageOf(review)).toBe(messages.reviewEmpty);
    const comment = await refused(`/api/blogs/${blogId}/comments`, { method: 'POST', token: user.token, json: { comment: ` ${INVISIBLE} ` } });
    expect(await messageOf(comment)).toBe(messages.commentEmpty);
    const reason = await refused(`/api/listings/${listingId}/reject`, { method: 'POST', token: admin.token, json: { reason: INVISIBLE } });
    expect(await messageOf(reason)).toBe(messages.rejectionReasonRequired);
  });

  it('refuses malformed ids and unstorable text in paths and queries before any route reads them', async () => {
    const paths: [string, string, string?][] = [
      ['GET', '/api/listings/%00'],
      ['GET', '/api/listings/abc%00def'],
      ['GET', '/api/blogs/%00'],
      ['GET', '/api/blogs/%ED%A0%80'],
      ['GET', '/api/listings?kind=room&location=%00'],
      ['GET', '/api/listings?kind=accessory&name=%00'],
      ['GET', '/api/listings?kind=room&cursor=%00'],
      ['GET', '/api/insights/rent?kind=room&location=%00'],
      ['DELETE', '/api/reviews/abc%00def', user.token],
      ['DELETE', '/api/reviews/not-an-id', user.token],
      ['POST', '/api/blogs/%00/comments', user.token],
      ['GET', '/api/admin/listings/%00/history', admin.token],
      ['GET', '/api/admin/users/%00/listings', admin.token],
      ['POST', '/api/listings/%00/approve', admin.token],
      ['POST', '/api/users/%00/block', admin.token],
      ['GET', '/api/%E0%A4%A'],
    ];
    for (const [method, pathname, token] of paths) {
      const init = method === 'POST' ? { method, token, json: { comment: 'hi', reason: 'r' } } : { method, token };
      await refused(pathname, init);
    }
  });

  it('reads an id written in capitals as the id it names, in reads and in commands', async () => {
    const shouted = listingId.toUpperCase();
    expect(shouted).not.toBe(listingId);
    const owned = await kamra.request(`/api/listings/${shouted}`, { token: user.token });
    expect(owned.status).toBe(200);
    expect(((await owned.json()) as { id: string }).id).toBe(listingId);
    const approved = await kamra.request(`/API/Listings/${shouted}/approve`, { method: 'POST', token: admin.token, json: {} });
    expect(approved.status, await approved.clone().text()).toBeLessThan(300);
    const { position } = (await approved.json()) as { position: string };
    // The decision went to the listing's own stream, not to a new one spelt in capitals.
    const streams = new Set((await kamra.store.readAll({ maxCount: 1_000_000 })).map((event) => event.streamId));
    expect([...streams].filter((stream) => stream !== stream.toLowerCase() && stream.toLowerCase().includes(listingId))).toEqual([]);
    const history = await kamra.request(`/api/admin/listings/${shouted}/history`, { token: admin.token, headers: { [AFTER_POSITION_HEADER]: position } });
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('ListingApproved');
  });

  it('refuses an API query that names a parameter twice, saying which, on every route and in any case', async () => {
    const repeated: [string, string, string?][] = [
      ['/api/listings?kind=room&location=lahore&location=karachi', 'location'],
      ['/API/Listings?kind=room&kind=roommate', 'kind'],
      ['/api/listings?kind=room&rent=5000&rent=', 'rent'],
      ['/api/listings?kind=room&cursor=a&cursor=b', 'cursor'],
      ['/api/places?q=gul&q=dha', 'q'],
      ['/api/insights/rent?kind=room&location=lahore&kind=room', 'kind'],
      [`/api/blogs/${blogId}/comments?cursor=a&cursor=b`, 'cursor'],
      ['/api/admin/users?q=a&q=b', 'q', admin.token],
      ['/api/listings?kind=room&loc%61tion=a&location=b', 'location'],
      ['/api/listings?kind=room&my+place=a&my%20place=b', 'my place'],
    ];
    for (const [pathname, name, token] of repeated) {
      const response = await refused(pathname, token === undefined ? {} : { token });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(`${name}: ${messages.queryParameterRepeated}`);
    }
    // Names that differ only in case are two parameters, as the query parser reads them.
    expect((await kamra.request('/api/listings?kind=room&location=lahore&rent=5000')).status).toBe(200);
    expect((await kamra.request('/api/listings?kind=room&location=lahore&Location=karachi')).status).toBe(200);
  });

  it('answers a body or query of the wrong shape in words a person can act on, never the validator\'s own', async () => {
    const validatorWords = /Invalid input|expected|received|Too (small|big)/;
    const wrongShapes: [string, string, unknown, string][] = [
      ['POST', '/api/reviews', [], user.token],
      ['POST', `/api/blogs/${blogId}/comments`, [], user.token],
      ['POST', '/api/me/saved-searches', { kind: 'room', location: 123, alerts: 'off' }, user.token],
      ['POST', `/api/listings/${listingId}/reject`, ['reason'], admin.token],
      ['POST', '/auth/exchange', [], ''],
      ['POST', '/auth/dev', [], ''],
    ];
    for (const [method, pathname, json, token] of wrongShapes) {
      const response = await refused(pathname, { method, json, ...(token ? { token } : {}) });
      const body = (await response.json()) as ApiError;
      expect(body.error.message, `${method} ${pathname}`).not.toMatch(validatorWords);
      for (const message of Object.values(body.error.fields ?? {})) expect(message).not.toMatch(validatorWords);
    }
    const queries: [string, string][] = [
      ['/api/admin/queue?kind=room&limit=abc', `limit: ${messages.notANumber}`],
      ['/api/admin/queue?kind=room&limit=0', `limit: ${messages.searchLimitRange}`],
      ['/api/admin/queue?kind=room&limit=1e3', `limit: ${messages.notANumber}`],
      ['/api/me/listings?kind=room&limit=-1', `limit: ${messages.searchLimitRange}`],
    ];
    for (const [pathname, message] of queries) {
      const response = await refused(pathname, { token: admin.token });
      expect(await messageOf(response), pathname).toBe(message);
    }
  });

  it('asks for JSON when a JSON command is sent as text or a form, rather than calling what was written missing', async () => {
    const form = new FormData();
    form.append('comment', 'Found a room in two days!');
    const sent: [string, string, Parameters<TestKamra['request']>[1]][] = [
      ['POST', '/api/reviews', { body: '{"comment":"Found a room in two days!"}', headers: { 'content-type': 'text/plain' } }],
      ['POST', '/api/reviews', { body: form }],
      ['POST', `/api/blogs/${blogId}/comments`, { body: 'comment=Very+useful', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      ['POST', `/api/listings/${listingId}/reject`, { body: 'reason', headers: { 'content-type': 'text/plain' } }],
      ['POST', '/api/me/phone', { body: '+923001234567', headers: { 'content-type': 'text/plain' } }],
    ];
    for (const [method, pathname, init] of sent) {
      const token = pathname.includes('/reject') ? admin.token : user.token;
      const response = await refused(pathname, { method, token, ...init });
      expect(response.status, pathname).toBe(400);
      expect(await messageOf(response), pathname).toBe(messages.requestNotJson);
    }
    // A command with nothing to say may still come without a body (a listing of its own: the others here stay pending).
    const another = await submittedListing(kamra, user.token);
    const bare = await kamra.request(`/api/listings/${another}/approve`, { method: 'POST', token: admin.token });
    expect(bare.status, await bare.clone().text()).toBe(200);
  });

  it('answers 413 with the error shape for a JSON body over the limit', async () => {
    const response = await refused('/api/reviews', { method: 'POST', token: user.token, json: { comment: 'x'.repeat(200_000) } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiError).error.code).toBe('payload_too_large');
  });

  it('treats a token without expiry, even one correctly signed, as no token', async () => {
    const forever = await new SignJWT({ email: TEST_ADMIN_EMAIL, name: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject(admin.userId).setIssuer('kamra').setIssuedAt()
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    expect((await kamra.request('/api/admin/users', { token: forever })).status).toBe(401);
    expect((await kamra.request('/api/admin/users', { token: admin.token })).status).toBe(200);
  });

  it('sends security headers on the API', async () => {
    const response = await kamra.request('/api/reviews');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    // The page shows one review a person, so a long one makes the answer big enough to compress.
    const comment = 'A long and honest review of this fine site, which found me a room near my work. '.repeat(20);
    const posted = await kamra.request('/api/reviews', { method: 'POST', token: user.token, json: { comment } });
    expect(posted.status).toBe(201);
    await kamra.projector.caughtUp();
    const response = await kamra.request('/api/reviews', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.json()).toContainEqual(expect.objectContaining({ comment: comment.trim() }));
  });
});
