import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kamra/contracts/messages';
import type { ApiError } from '@kamra/contracts/read-models';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { ALL_ROWS } from './all-rows.js';
import type { Caller, MatrixCallers } from './matrix.js';

const CALLERS: readonly Caller[] = ['anonymous', 'user', 'blocked', 'admin'];
/** A second admin, whom the first blocks: a blocked admin's account moderates nothing. */
const SECOND_ADMIN_EMAIL = 'second-admin@kamra.test';
/** The commands only admins may send (a user is refused, an admin answered). */
const ADMIN_COMMANDS = ALL_ROWS.filter((row) => row.method !== 'GET' && row.expected.user === 403 && row.expected.admin < 300);

describe('authorisation matrix: every command route x every kind of caller', () => {
  let kamra: TestKamra;
  let callers: MatrixCallers;
  let blockedAdmin: { token: string; userId: string };

  beforeAll(async () => {
    kamra = await startTestKamra({ ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}` });
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const user = await kamra.signIn({ name: 'Bilal Ahmed' });
    const blocked = await kamra.signIn({ name: 'Blocked Person' });
    const block = await kamra.request(`/api/users/${blocked.userId}/block`, { method: 'POST', token: admin.token, json: { reason: 'Fake listings' } });
    if (block.status !== 200) throw new Error(`could not block the test user: ${block.status} ${await block.text()}`);
    callers = { admin, user, blocked };
    blockedAdmin = await kamra.signIn({ name: 'Second Admin', email: SECOND_ADMIN_EMAIL });
    const blockAdmin = await kamra.request(`/api/users/${blockedAdmin.userId}/block`, { method: 'POST', token: admin.token, json: { reason: 'Account taken over' } });
    if (blockAdmin.status !== 200) throw new Error(`could not block the second admin: ${blockAdmin.status} ${await blockAdmin.text()}`);
  });
  afterAll(async () => {
    await kamra.close();
  });

  it('has rows', () => {
    expect(ALL_ROWS.length).toBeGreaterThan(0);
  });

  it('has admin commands to refuse a blocked admin', () => {
    expect(ADMIN_COMMANDS.length).toBeGreaterThan(5);
  });

  for (const row of ADMIN_COMMANDS) {
    it(`${row.method} ${row.name} as a blocked admin -> 403`, async () => {
      const { path, json, body, afterPosition, cookie } = await row.prepare(kamra, callers);
      const headers = requestHeaders(afterPosition, cookie);
      const response = await kamra.request(path, { method: row.method, token: blockedAdmin.token, json, body, headers, redirect: 'manual' });
      expect(response.status, await response.clone().text()).toBe(403);
      expect(((await response.json()) as ApiError).error.message).toBe(messages.accountBlocked);
    });
  }

  it('refuses an admin blocking their own account, and the blocked admin unblocking theirs', async () => {
    const own = await kamra.request(`/api/users/${callers.admin.userId}/block`, { method: 'POST', token: callers.admin.token, json: { reason: 'Testing' } });
    expect(own.status).toBe(422);
    expect(((await own.json()) as ApiError).error.message).toBe(messages.cannotBlockSelf);
    const back = await kamra.request(`/api/users/${blockedAdmin.userId}/unblock`, { method: 'POST', token: blockedAdmin.token });
    expect(back.status).toBe(403);
  });

  for (const row of ALL_ROWS) {
    for (const caller of CALLERS) {
      it(`${row.method} ${row.name} as ${caller} -> ${row.expected[caller]}`, async () => {
        const { path, json, body, afterPosition, cookie } = await row.prepare(kamra, callers);
        const token = caller === 'anonymous' ? undefined : callers[caller].token;
        const headers = requestHeaders(afterPosition, cookie);
        // Redirects are answers too (the test checkout's Pay is a 303), so they are not followed.
        const response = await kamra.request(path, { method: row.method, token, json, body, headers, redirect: 'manual' });
        expect(response.status, await response.text()).toBe(row.expected[caller]);
      });
    }
  }
});

/** The prepared request's extra headers: the read position it waits for, the browser's cookie. */
function requestHeaders(afterPosition: string | undefined, cookie: string | undefined): Record<string, string> {
  return {
    ...(afterPosition === undefined ? {} : { 'x-after-position': afterPosition }),
    ...(cookie === undefined ? {} : { cookie }),
  };
}
