import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { userSignInsStream, userStream } from '@kamra/contracts/events';
import type { CurrentUser } from '@kamra/contracts/read-models';
import { signInBrowserCookie } from '../testing/sign-in-browser.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { startOAuthProviderStub, type OAuthProviderStub } from './oauth-provider-stub.js';

/** The callback URL is built from PUBLIC_URL, so the app must know its port before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

function location(response: Response): URL {
  const to = response.headers.get('location');
  if (response.status !== 302 || !to) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(to, 'http://placeholder');
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser would send them back. */
function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('Google sign-in round trip (real passport strategy against a local OAuth2 provider)', () => {
  let stub: OAuthProviderStub;
  let kamra: TestKamra;
  const envBefore = { ...process.env };

  beforeAll(async () => {
    stub = await startOAuthProviderStub();
    const port = await freePort();
    // The strategy's endpoints are read from the environment, as a deployment would set them.
    Object.assign(process.env, stub.env());
    kamra = await startTestKamra({ ...stub.env(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await kamra?.close();
    await stub?.close();
    for (const key of Object.keys(stub?.env() ?? {})) if (!(key in envBefore)) delete process.env[key];
  });

  /** The cookies of the browser that went through Google last, which its exchange carries. */
  let browser = '';

  /** Browser steps: Kamra -> provider -> Kamra's callback; returns the callback's answer. */
  async function throughGoogle(options: { keepStateCookie?: boolean } = {}): Promise<Response> {
    const start = await fetch(`${kamra.url}/auth/google`, { redirect: 'manual' });
    const toProvider = location(start);
    expect(`${toProvider.origin}${toProvider.pathname}`).toBe(`${stub.url}/authorize`);
    const consent = await fetch(toProvider, { redirect: 'manual' });
    const callback = location(consent);
    expect(callback.pathname).toBe('/auth/google/callback');
    browser = cookiesOf(start);
    const cookie = options.keepStateCookie === false ? '' : browser;
    return fetch(callback, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  }

  async function exchange(code: string, cookie = browser): Promise<Response> {
    return kamra.request('/auth/exchange', { method: 'POST', json: { code }, headers: { cookie } });
  }

  async function signInWithGoogle(): Promise<{ code: string; token: string; me: CurrentUser }> {
    const home = location(await throughGoogle());
    expect(home.pathname).toBe('/');
    const code = home.searchParams.get('token') ?? '';
    const exchanged = await exchange(code);
    expect(exchanged.status).toBe(200);
    const { token } = (await exchanged.json()) as { token: string };
    const me = await kamra.request('/api/me', { token });
    expect(me.status).toBe(200);
    return { code, token, me: (await me.json()) as CurrentUser };
  }

  it('asks the provider for the profile and email with Kamra\'s callback URL and a state', async () => {
    const start = await fetch(`${kamra.url}/auth/google`, { redirect: 'manual' });
    const query = location(start).searchParams;
    expect(query.get('client_id')).toBe(stub.clientId);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('redirect_uri')).toBe(`${kamra.config.publicUrl}/auth/google/callback`);
    expect(query.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['profile', 'email']));
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(start.headers.getSetCookie().join()).toMatch(/kamra_oauth_state=.+HttpOnly/i);
  });

  it('registers a first-time user and lands on /?token=CODE, which swaps for a session token', async () => {
    stub.nextProfile = { sub: '1001', name: 'Ayesha Khan', email: 'Ayesha@Gmail.test', picture: 'https://lh3.example/ayesha.png' };
    const { me } = await signInWithGoogle();
    expect(me).toMatchObject({
      name: 'Ayesha Khan', email: 'ayesha@gmail.test', picture: 'https://lh3.example/ayesha.png',
      isAdmin: false, blocked: false, verified: false,
    });
    expect(Number.isNaN(Date.parse(me.memberSince))).toBe(false);
    const { events } = await kamra.store.readStream(userStream(me.id));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
    expect(events[0]?.metadata).toMatchObject({ actorId: me.id, actorRole: 'user' });
    // The token endpoint got the same redirect URI and the secret; userinfo got a Bearer header.
    expect(stub.requests.token.at(-1)?.get('redirect_uri')).toBe(`${kamra.config.publicUrl}/auth/google/callback`);
    expect(stub.requests.userinfo.at(-1)).toMatch(/^Bearer /);
  });

  it('finds the same user on the next sign-in and records it as UserSignedIn with the new name', async () => {
    stub.nextProfile = { sub: '1002', name: 'Bilal Ahmed', email: 'bilal@gmail.test' };
    const first = await signInWithGoogle();
    stub.nextProfile = { sub: '1002', name: 'Bilal A.', email: 'bilal@gmail.test' };
    const second = await signInWithGoogle();
    expect(second.me.id).toBe(first.me.id);
    expect(second.me.memberSince).toBe(first.me.memberSince);
    const { events } = await kamra.store.readStream(userStream(first.me.id));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
    // Later sign-ins have their own stream, which no command replays.
    const signIns = (await kamra.store.readStream(userSignInsStream(first.me.id))).events;
    expect(signIns.map((e) => e.type)).toEqual(['UserSignedIn']);
    expect(signIns[0]?.data).toMatchObject({ name: 'Bilal A.' });
  });

  it('keeps a Google profile name to one storable line: no bidi controls, no NUL, a few marks per letter, the name length', async () => {
    const zalgo = `Z${'\u0334'.repeat(40)}ara`;
    stub.nextProfile = { sub: '1007', name: `\u3164 Ali\u202e nahK\u0000\n${zalgo}${'x'.repeat(200)}`, email: 'ali@gmail.test' };
    const { me } = await signInWithGoogle();
    expect(me.name).toBe(`Ali nahK Z${'\u0334'.repeat(5)}ara${'x'.repeat(80 - 'Ali nahK Z'.length - 5 - 'ara'.length)}`);
    stub.nextProfile = { sub: '1008', name: '\u3164\u2800\u202e', email: 'blank@gmail.test' };
    expect((await signInWithGoogle()).me.name).toBe('blank@gmail.test');
  });

  it('refuses a code the second time it is exchanged', async () => {
    stub.nextProfile = { sub: '1003', name: 'Sana Mir', email: 'sana@gmail.test' };
    const { code } = await signInWithGoogle();
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: { code: 'unauthenticated', message: messages.signInCodeInvalid } });
  });

  it('exchanges the code only in the browser that went to Google (a forwarded /?token= link signs nobody in)', async () => {
    stub.nextProfile = { sub: '1009', name: 'Mallory', email: 'mallory2@gmail.test' };
    const home = location(await throughGoogle());
    const code = home.searchParams.get('token') ?? '';
    const mallory = browser;
    const victim = await signInBrowserCookie(kamra.url);
    const refused = await exchange(code, victim);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: 'unauthenticated', message: messages.signInOtherBrowser } });
    expect((await exchange(code, '')).status).toBe(401);
    expect((await exchange(code, mallory)).status).toBe(200);
  });

  it('gives an admin email admin rights', async () => {
    stub.nextProfile = { sub: '1004', name: 'Kamra Admin', email: TEST_ADMIN_EMAIL };
    const { me } = await signInWithGoogle();
    expect(me.isAdmin).toBe(true);
  });

  it('refuses a callback without the state cookie of the browser that started it (login CSRF)', async () => {
    stub.nextProfile = { sub: '1005', name: 'Mallory', email: 'mallory@gmail.test' };
    const before = await kamra.store.readAll({ maxCount: 10_000 });
    const callback = await throughGoogle({ keepStateCookie: false });
    expect(callback.status).toBe(401);
    expect(await callback.json()).toEqual({ error: { code: 'unauthenticated', message: messages.googleSignInFailed } });
    expect(await kamra.store.readAll({ maxCount: 10_000 })).toHaveLength(before.length);
  });

  it('refuses a Google account whose email is not verified', async () => {
    stub.nextProfile = { sub: '1006', name: 'Unverified', email: 'unverified@gmail.test', email_verified: false };
    const callback = await throughGoogle();
    expect(callback.status).toBe(401);
    expect(await callback.json()).toEqual({ error: { code: 'unauthenticated', message: messages.googleEmailMissing } });
  });

  it('sends a person who cancels at Google back home, signed out', async () => {
    const callback = await fetch(`${kamra.url}/auth/google/callback?error=access_denied`, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
  });

  it('offers no development sign-in once Google credentials are configured', async () => {
    const dev = await kamra.request('/auth/dev', { method: 'POST', json: { name: 'Dev', email: 'dev@example.pk' } });
    expect(dev.status).toBe(404);
    const start = await fetch(`${kamra.url}/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
  });
});
