import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKamra, TEST_ADMIN_EMAIL, type TestKamra } from '../testing/test-kamra.js';
import { ALL_ROWS } from './all-rows.js';
import type { Caller, MatrixCallers } from './matrix.js';

const CALLERS: readonly Caller[] = ['anonymous', 'user', 'blocked', 'admin'];

describe('authorisation matrix: every command route x every kind of caller', () => {
  let kamra: TestKamra;
  let callers: MatrixCallers;

  beforeAll(async () => {
    kamra = await startTestKamra();
    const admin = await kamra.signIn({ name: 'Admin', email: TEST_ADMIN_EMAIL });
    const user = await kamra.signIn({ name: 'Bilal Ahmed' });
    const blocked = await kamra.signIn({ name: 'Blocked Person' });
    const block = await kamra.request(`/api/users/${blocked.userId}/block`, { method: 'POST', token: admin.token, json: { reason: 'Fake listings' } });
    if (block.status !== 200) throw new Error(`could not block the test user: ${block.status} ${await block.text()}`);
    callers = { admin, user, blocked };
  });
  afterAll(async () => {
    await kamra.close();
  });

  it('has rows', () => {
    expect(ALL_ROWS.length).toBeGreaterThan(0);
  });

  for (const row of ALL_ROWS) {
    for (const caller of CALLERS) {
      it(`${row.method} ${row.name} as ${caller} -> ${row.expected[caller]}`, async () => {
        const { path, json, body, afterPosition } = await row.prepare(kamra, callers);
        const token = caller === 'anonymous' ? undefined : callers[caller].token;
        const headers = afterPosition === undefined ? undefined : { 'x-after-position': afterPosition };
        // Redirects are answers too (the test checkout's Pay is a 303), so they are not followed.
        const response = await kamra.request(path, { method: row.method, token, json, body, headers, redirect: 'manual' });
        expect(response.status, await response.text()).toBe(row.expected[caller]);
      });
    }
  }
});
