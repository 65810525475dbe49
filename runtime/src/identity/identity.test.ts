import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import { userSignInsStream, userStream } from '@kamra/contracts/events';
import {
  AFTER_POSITION_HEADER, type CommandAccepted, type CurrentUser, type Page, type UserSummary,
} from '@kamra/contracts/read-models';
import { signInBrowserCookie } from '../testing/sign-in-browser.js';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';

describe('development sign-in, /api/me and admin decisions about users (no Google credentials)', () => {
  let kamra: TestKamra;

  beforeAll(async () => {
    kamra = await startTestKamra();
  });
  afterAll(async () => {
    await kamra.close();
  });

  function codeOf(response: Response): string {
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get('location') ?? '', 'http://placeholder');
    expect(to.pathname).toBe('/');
    return to.searchParams.get('token') ?? '';
  }

  /** The dev form posted from a browser that opened /auth/google (its cookie): the redirect to the code. */
  function postDevForm(name: string, email: string, cookie: string | null): Promise<Response> {
    return fetch(`${kamra.url}/auth/dev`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie === null ? {} : { cookie }) },
      body: new URLSearchParams({ name, email }).toString(),
    });
  }

  function exchange(code: string, cookie: string | null): Promise<Response> {
    return kamra.request('/auth/exchange', { method: 'POST', json: { code }, headers: cookie === null ? {} : { cookie } });
  }

  async function devSignIn(name: string, email: string): Promise<{ token: string; me: CurrentUser }> {
    const cookie = await signInBrowserCookie(kamra.url);
    const form = await postDevForm(name, email, cookie);
    const exchanged = await exchange(codeOf(form), cookie);
    expect(exchanged.status).toBe(200);
    const { token } = (await exchanged.json()) as { token: string };
    const me = await kamra.request('/api/me', { token });
    expect(me.status).toBe(200);
    return { token, me: (await me.json()) as CurrentUser };
  }

  async function moderate(action: string, userId: string, token: string): Promise<Response> {
    const json = action === 'block' ? { reason: 'Posts the same room under three names' } : undefined;
    return kamra.request(`/api/users/${userId}/${action}`, { method: 'POST', token, json });
  }

  async function eventCount(): Promise<number> {
    return (await kamra.store.readAll({ maxCount: 100_000 })).length;
  }

  describe('sign-in', () => {
    it('shows the development sign-in form at /auth/google', async () => {
      const page = await fetch(`${kamra.url}/auth/google`, { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('Single Click to Login!');
      expect(html).toContain('Kamra');
      expect(html).toMatch(/<form method="post" action="\/auth\/dev">/);
      expect(html).toMatch(/name="name"/);
      expect(html).toMatch(/name="email"/);
      expect(html).toMatch(/stands in for Google/);
    });

    it('signs in from the form, registers once, and signs the same person in again later', async () => {
      const first = await devSignIn('Ayesha Khan', 'Ayesha@Example.PK');
      expect(first.me).toMatchObject({ name: 'Ayesha Khan', email: 'ayesha@example.pk', picture: null, isAdmin: false, blocked: false, verified: false });
      const second = await devSignIn('Ayesha K.', 'ayesha@example.pk');
      expect(second.me.id).toBe(first.me.id);
      const { events } = await kamra.store.readStream(userStream(first.me.id));
      expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
      // Later sign-ins have their own stream, which no command replays.
      const signIns = (await kamra.store.readStream(userSignInsStream(first.me.id))).events;
      expect(signIns.map((e) => e.type)).toEqual(['UserSignedIn']);
      expect(signIns[0]?.data).toMatchObject({ name: 'Ayesha K.' });
    });

    it('accepts JSON too, and ends at the same redirect', async () => {
      const cookie = await signInBrowserCookie(kamra.url);
      const json = await kamra.request('/auth/dev', { method: 'POST', json: { name: 'Json Person', email: 'json@example.pk' }, headers: { cookie }, redirect: 'manual' });
      expect(codeOf(json)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('shows the form again with the message when a field is wrong', async () => {
      const form = await fetch(`${kamra.url}/auth/dev`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: ' ', email: 'kept@example.pk' }).toString(),
      });
      expect(form.status).toBe(422);
      const html = await form.text();
      expect(html).toContain(messages.nameRequired);
      expect(html).toContain('value="kept@example.pk"');
    });

    it('answers a bad JSON sign-in with field messages', async () => {
      const bad = await kamra.request('/auth/dev', { method: 'POST', json: { name: 'X', email: 'not-an-email' } });
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed', fields: { email: messages.emailInvalid } } });
    });

    it('refuses a missing or unknown sign-in code', async () => {
      const missing = await kamra.request('/auth/exchange', { method: 'POST', json: {} });
      expect(missing.status).toBe(422);
      expect(await missing.json()).toMatchObject({ error: { fields: { code: messages.signInCodeRequired } } });
      const unknown = await kamra.request('/auth/exchange', { method: 'POST', json: { code: 'never-issued' } });
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual({ error: { code: 'unauthenticated', message: messages.signInCodeInvalid } });
    });

    describe('a code redeems only in the browser that started its sign-in', () => {
      it('marks the browser opening /auth/google with an HttpOnly, SameSite=Lax cookie for /auth, kept on a second start', async () => {
        const start = await fetch(`${kamra.url}/auth/google`, { redirect: 'manual' });
        const set = start.headers.getSetCookie().find((header) => header.startsWith('kamra_sign_in='));
        expect(set).toMatch(/^kamra_sign_in=[A-Za-z0-9_-]{32}; /);
        expect(set).toMatch(/; Path=\/auth(;|$)/);
        expect(set).toMatch(/; HttpOnly/);
        expect(set).toMatch(/; SameSite=Lax/);
        // A second tab starting a sign-in meanwhile keeps the first tab's code good.
        const cookie = set?.split(';')[0] ?? '';
        const again = await fetch(`${kamra.url}/auth/google`, { redirect: 'manual', headers: { cookie } });
        expect(again.headers.getSetCookie().find((header) => header.startsWith('kamra_sign_in='))?.split(';')[0]).toBe(cookie);
      });

      it('refuses a code shown to another browser, or to one with no sign-in under way, and leaves it to its own', async () => {
        const attacker = await signInBrowserCookie(kamra.url);
        const victim = await signInBrowserCookie(kamra.url);
        const code = codeOf(await postDevForm('Mallory', 'mallory@example.pk', attacker));
        for (const cookie of [victim, null]) {
          const refused = await exchange(code, cookie);
          expect(refused.status).toBe(401);
          expect(await refused.json()).toEqual({ error: { code: 'unauthenticated', message: messages.signInOtherBrowser } });
        }
        const own = await exchange(code, attacker);
        expect(own.status).toBe(200);
        expect((await exchange(code, attacker)).status).toBe(401);
      });

      it('refuses the dev form from a browser that never opened /auth/google (a cross-site post), and records nothing', async () => {
        const before = await eventCount();
        const posted = await postDevForm('Forged', 'forged@example.pk', null);
        expect(posted.status).toBe(401);
        expect(posted.headers.get('location')).toBeNull();
        expect(await posted.json()).toEqual({ error: { code: 'unauthenticated', message: messages.signInOtherBrowser } });
        const madeUp = await postDevForm('Forged', 'forged@example.pk', 'kamra_sign_in=not-one-this-server-made');
        expect(madeUp.status).toBe(401);
        expect(await eventCount()).toBe(before);
      });
    });

    it('answers /api/me with 401 without a valid token', async () => {
      expect((await kamra.request('/api/me')).status).toBe(401);
      expect((await kamra.request('/api/me', { token: 'not-a-jwt' })).status).toBe(401);
    });

    it('recognises an admin by ADMIN_EMAILS', async () => {
      const { me } = await devSignIn('Kamra Admin', TEST_ADMIN_EMAIL.toUpperCase());
      expect(me.isAdmin).toBe(true);
    });
  });

  describe('admin decisions', () => {
    let admin: { token: string; me: CurrentUser };
    let person: { token: string; me: CurrentUser };

    beforeAll(async () => {
      admin = await devSignIn('Kamra Admin', TEST_ADMIN_EMAIL);
      person = await devSignIn('Bilal Ahmed', 'bilal@example.pk');
    });

    async function decide(action: string, expectedMessage: string): Promise<CommandAccepted> {
      const response = await moderate(action, person.me.id, admin.token);
      expect(response.status).toBe(200);
      const body = (await response.json()) as CommandAccepted;
      expect(body.message).toBe(expectedMessage);
      expect(body.position).toMatch(/^\d+\.\d+$/);
      return body;
    }

    async function meAfter(position: string): Promise<CurrentUser> {
      const me = await kamra.request('/api/me', { token: person.token, headers: { [AFTER_POSITION_HEADER]: position } });
      return (await me.json()) as CurrentUser;
    }

    it('refuses a block without a reason with its message, and records nothing', async () => {
      const before = await eventCount();
      for (const json of [undefined, { reason: '   ' }]) {
        const response = await kamra.request(`/api/users/${person.me.id}/block`, { method: 'POST', token: admin.token, json });
        expect(response.status).toBe(422);
        expect(await response.json()).toMatchObject({ error: { message: messages.blockReasonRequired, fields: { reason: messages.blockReasonRequired } } });
      }
      expect(await eventCount()).toBe(before);
    });

    it('blocks with the reason, says so, and the user sees it with the reason', async () => {
      const { position } = await decide('block', messages.userBlocked);
      const me = await meAfter(position);
      expect(me.blocked).toBe(true);
      expect(me.block).toMatchObject({ reason: 'Posts the same room under three names' });
      const { events } = await kamra.store.readStream(userStream(person.me.id));
      expect(events.at(-1)).toMatchObject({ type: 'UserBlocked', data: { reason: 'Posts the same room under three names' } });
    });

    it('changes nothing when blocking again, and says so', async () => {
      const before = await eventCount();
      const { position } = await decide('block', messages.userAlreadyBlocked);
      expect(await eventCount()).toBe(before);
      expect((await meAfter(position)).blocked).toBe(true);
    });

    it('stores nothing a blocked user sends, and refuses it with 403', async () => {
      const before = await eventCount();
      const attempt = await moderate('unblock', person.me.id, person.token);
      expect(attempt.status).toBe(403);
      expect(await eventCount()).toBe(before);
    });

    it('unblocks, then says the user is not blocked', async () => {
      const { position } = await decide('unblock', messages.userUnblocked);
      expect((await meAfter(position)).blocked).toBe(false);
      await decide('unblock', messages.userAlreadyUnblocked);
    });

    it('verifies and unverifies, each once', async () => {
      const verified = await decide('verify', messages.userVerified);
      expect((await meAfter(verified.position)).verified).toBe(true);
      await decide('verify', messages.userAlreadyVerified);
      const unverified = await decide('unverify', messages.userUnverified);
      expect((await meAfter(unverified.position)).verified).toBe(false);
      await decide('unverify', messages.userAlreadyUnverified);
    });

    it('records who decided', async () => {
      const { events } = await kamra.store.readStream(userStream(person.me.id));
      const decisions = events.filter((e) => e.type !== 'UserRegistered' && e.type !== 'UserSignedIn');
      expect(decisions.map((e) => e.type)).toEqual(['UserBlocked', 'UserUnblocked', 'UserVerified', 'UserUnverified']);
      for (const event of decisions) expect(event.metadata).toMatchObject({ actorId: admin.me.id, actorRole: 'admin' });
    });

    it('stamps the request id as the correlation id of the events the request appends', async () => {
      const requestId = 'block-request-0001';
      const response = await kamra.request(`/api/users/${person.me.id}/block`, {
        method: 'POST',
        token: admin.token,
        json: { reason: 'Spam' },
        headers: { 'x-request-id': requestId },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe(requestId);
      const { events } = await kamra.store.readStream(userStream(person.me.id));
      expect(events.at(-1)).toMatchObject({ type: 'UserBlocked', metadata: { correlationId: requestId } });
      await decide('unblock', messages.userUnblocked);
    });

    it('answers 404 for a user who never signed in, and creates no stream', async () => {
      const nobody = randomUUID();
      const response = await moderate('block', nobody, admin.token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: messages.userNotFound } });
      expect((await kamra.store.readStream(userStream(nobody))).revision).toBeNull();
      // An id that is not even well formed never reaches the command.
      expect((await moderate('block', 'no-such-user', admin.token)).status).toBe(404);
    });

    it('refuses everyone but admins', async () => {
      expect((await moderate('verify', person.me.id, '')).status).toBe(401);
      expect((await moderate('verify', admin.me.id, person.token)).status).toBe(403);
    });
  });

  describe('the admins\' user list', () => {
    it('lists every user newest first with their flags', async () => {
      const admin = await devSignIn('Kamra Admin', TEST_ADMIN_EMAIL);
      const older = await devSignIn('Older Member', 'older@example.pk');
      const newer = await devSignIn('Newer Member', 'newer@example.pk');
      const blocked = await moderate('block', newer.me.id, admin.token);
      const { position } = (await blocked.json()) as CommandAccepted;
      const response = await kamra.request('/api/admin/users', { token: admin.token, headers: { [AFTER_POSITION_HEADER]: position } });
      expect(response.status).toBe(200);
      const { items: users } = (await response.json()) as Page<UserSummary>;
      const times = users.map((u) => Date.parse(u.memberSince));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const ids = users.map((u) => u.id);
      expect(ids.indexOf(newer.me.id)).toBeLessThan(ids.indexOf(older.me.id));
      expect(users.find((u) => u.id === newer.me.id)).toMatchObject({ name: 'Newer Member', email: 'newer@example.pk', blocked: true, verified: false, isAdmin: false });
      expect(users.find((u) => u.id === admin.me.id)?.isAdmin).toBe(true);
    });

    it('is for admins only', async () => {
      const person = await devSignIn('Curious Person', 'curious@example.pk');
      expect((await kamra.request('/api/admin/users')).status).toBe(401);
      expect((await kamra.request('/api/admin/users', { token: person.token })).status).toBe(403);
    });
  });
});
