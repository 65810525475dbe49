/** Rate limits: sign-in, code exchange and commands, per address and per user. */
import type { ApiError } from '@kamra/contracts/read-models';
import { messages } from '@kamra/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { ALL_ROWS } from '../authorization/all-rows.js';
import type { MatrixCallers } from '../authorization/matrix.js';

/** A segment that names the route, not an id or a session (those hold digits). */
const ROUTE_WORD = /^[a-z-]+$/;

/** `/api/listings/ID/reject` -> `/aPi/lIsTiNgS/ID/rEjEcT`: every word of the route in mixed case, ids as they are. */
function mixedCase(path: string): string {
  const [pathname = '', query] = path.split('?');
  const mixed = pathname.split('/').map((segment) => (ROUTE_WORD.test(segment)
    ? [...segment].map((char, index) => (index % 2 === 1 ? char.toUpperCase() : char)).join('')
    : segment)).join('/');
  return query === undefined ? mixed : `${mixed}?${query}`;
}

function counted(response: Response): boolean {
  return response.headers.get('ratelimit-policy') !== null && response.headers.get('ratelimit') !== null;
}

describe('rate limits over HTTP', () => {
  let kamra: TestKamra;

  beforeAll(async () => {
    kamra = await startTestKamra({
      RATE_LIMIT_SIGN_IN_PER_IP: '3',
      RATE_LIMIT_COMMANDS_PER_USER: '4',
      RATE_LIMIT_COMMANDS_PER_IP: '6',
    });
  });
  afterAll(async () => {
    await kamra.close();
  });

  async function expectTooMany(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: { code: 'too_many_requests', message: messages.tooManyRequests } } satisfies ApiError);
  }

  it('limits sign-in attempts and code guesses per address', async () => {
    for (let i = 0; i < 3; i++) {
      const guess = await kamra.request('/auth/exchange', { method: 'POST', json: { code: `guess-${i}` } });
      expect(guess.status).not.toBe(429);
    }
    await expectTooMany(await kamra.request('/auth/exchange', { method: 'POST', json: { code: 'guess-4' } }));
    const dev = await kamra.request('/auth/dev', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ayesha&email=a%40example.pk', redirect: 'manual',
    });
    await expectTooMany(dev);
  });

  it('limits commands per user and per address, never reads', async () => {
    const [ayesha, bilal] = [await kamra.signIn(), await kamra.signIn()];
    const post = (token: string) => kamra.request('/api/reviews', { method: 'POST', token, json: { comment: 'Lovely' } });
    for (let i = 0; i < 4; i++) expect((await post(ayesha.token)).status).toBe(201);
    await expectTooMany(await post(ayesha.token));
    // Bilal has his own count, but shares the address: the sixth command from it passes, the seventh not.
    expect((await post(bilal.token)).status).toBe(201);
    await expectTooMany(await post(bilal.token));
    for (let i = 0; i < 20; i++) expect((await kamra.request('/api/reviews')).status).toBe(200);
  });

});

describe('the one-click unsubscribe link', () => {
  let kamra: TestKamra;

  beforeAll(async () => {
    kamra = await startTestKamra({ RATE_LIMIT_COMMANDS_PER_IP: '6' });
  });
  afterAll(async () => {
    await kamra.close();
  });

  it('counts its GET as the command it is, in any letter case, and never its HEAD', async () => {
    // A mail scanner's HEAD changes nothing, so it is not counted.
    for (let i = 0; i < 10; i++) expect((await kamra.request(`/unsubscribe?token=x.y${i}`, { method: 'HEAD' })).status).not.toBe(429);
    for (const path of ['/unsubscribe', '/Unsubscribe', '/UNSUBSCRIBE/', '/unsubscribe', '/unSubscribe', '/unsubscribe']) {
      const answer = await kamra.request(`${path}?token=x.y`);
      expect(answer.status, path).not.toBe(429);
      expect(counted(answer), path).toBe(true);
    }
    const refused = await kamra.request('/unsubscribe?token=x.z');
    expect(refused.status).toBe(429);
    // A person opened it from an email: a page saying to wait, not the API's JSON.
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(messages.tooManyRequests);
    // In the reader's language, the link's `?lang=` read in any letter case.
    const inUrdu = await kamra.request('/Unsubscribe/?token=x.z&lang=UR');
    expect(inUrdu.status).toBe(429);
    expect(Number(inUrdu.headers.get('retry-after'))).toBeGreaterThan(0);
    const urdu = await inUrdu.text();
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('بہت زیادہ درخواستیں۔ براہ کرم تھوڑا انتظار کر کے دوبارہ کوشش کریں۔');
    // The mail client's one-click POST is a machine: it gets the usual JSON refusal.
    const posted = await kamra.request('/unsubscribe?token=x.z', { method: 'POST' });
    expect(posted.status).toBe(429);
    expect(await posted.json()).toEqual({ error: { code: 'too_many_requests', message: messages.tooManyRequests } } satisfies ApiError);
  });
});

describe('rate limits whatever the letter case of the path', () => {
  let kamra: TestKamra;

  beforeAll(async () => {
    kamra = await startTestKamra({ RATE_LIMIT_SIGN_IN_PER_IP: '3', RATE_LIMIT_COMMANDS_PER_USER: '4', RATE_LIMIT_COMMANDS_PER_IP: '6' });
  });
  afterAll(async () => {
    await kamra.close();
  });

  it('counts a command path in any letter case as the same path, since the routes ignore case', async () => {
    const [ayesha, bilal] = [await kamra.signIn(), await kamra.signIn()];
    const post = (token: string, path: string) => kamra.request(path, { method: 'POST', token, json: { comment: 'Lovely' } });
    for (const path of ['/API/reviews', '/api/Reviews', '/Api/REVIEWS/', '/api/reviews']) expect((await post(ayesha.token, path)).status).toBe(201);
    expect((await post(ayesha.token, '/aPi/rEvIeWs')).status).toBe(429);
    expect((await post(bilal.token, '/API/REVIEWS')).status).toBe(201);
    const tooMany = await post(bilal.token, '/Api/Reviews');
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts sign-in attempts in any letter case', async () => {
    const dev = (path: string) => kamra.request(path, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ayesha&email=a%40example.pk', redirect: 'manual',
    });
    for (const path of ['/Auth/Dev', '/AUTH/DEV', '/auth/dEv']) expect((await dev(path)).status).not.toBe(429);
    expect((await dev('/Auth/Dev')).status).toBe(429);
    expect((await kamra.request('/AUTH/Exchange', { method: 'POST', json: { code: 'guess' } })).status).toBe(429);
  });
});

describe('every limited route, in mixed case', () => {
  let kamra: TestKamra;
  let callers: MatrixCallers;

  beforeAll(async () => {
    // Limits high enough never to refuse: the test reads that each request was counted.
    kamra = await startTestKamra({ RATE_LIMIT_SIGN_IN_PER_IP: '10000', RATE_LIMIT_COMMANDS_PER_USER: '10000', RATE_LIMIT_COMMANDS_PER_IP: '10000' });
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const user = await kamra.signIn({ name: 'Bilal Ahmed' });
    const blocked = await kamra.signIn({ name: 'Blocked Person' });
    expect((await kamra.request(`/api/users/${blocked.userId}/block`, { method: 'POST', token: admin.token, json: { reason: 'Fake listings' } })).status).toBe(200);
    callers = { admin, user, blocked };
  });
  afterAll(async () => {
    await kamra.close();
  });

  const commands = ALL_ROWS.filter((row) => row.method !== 'GET');
  it.each(commands)('$method $name reaches its handler and is counted', async (row) => {
    const { path, json, body, cookie } = await row.prepare(kamra, callers);
    expect(mixedCase(path)).not.toBe(path);
    const headers = cookie === undefined ? undefined : { cookie };
    const response = await kamra.request(mixedCase(path), { method: row.method, token: callers.admin.token, json, body, headers, redirect: 'manual' });
    expect(response.status, await response.clone().text()).toBe(row.expected.admin);
    expect(counted(response)).toBe(true);
  });

  it.each(['/auth/dev', '/auth/google', '/auth/google/callback', '/auth/exchange'])('sign-in path %s is counted in mixed case', async (path) => {
    for (const method of ['GET', 'POST']) {
      const response = await kamra.request(mixedCase(path), { method, redirect: 'manual', ...(method === 'POST' ? { json: {} } : {}) });
      expect(response.status).toBeLessThan(500);
      expect(counted(response), `${method} ${mixedCase(path)}`).toBe(true);
    }
  });
});

