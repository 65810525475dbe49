import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@kamra/platform';
import { databaseTargets, openScratchDatabase } from '@kamra/platform/testing';
import { SignInCodes } from './sign-in-codes.js';

const claims = { userId: 'u-1', email: 'ayesha@example.pk', name: 'Ayesha Khan' };
/** The sign-in nonce of the browser the codes are issued to. */
const browser = 'b'.repeat(32);
const redeemed = { claims };
const unknown = { refused: 'unknown' };

function clock(start = Date.parse('2026-03-01T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe.each(databaseTargets())('one-time sign-in codes (%s)', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openScratchDatabase(target);
  }, 30_000);
  afterAll(() => database.close());

  it('redeem once for the sign-in they were issued for', async () => {
    const codes = new SignInCodes(database.pool, () => new Date());
    const code = await codes.issue(claims, browser);
    expect(await codes.redeem(code, browser)).toEqual(redeemed);
    expect(await codes.redeem(code, browser)).toEqual(unknown);
  });

  it('are 32 random bytes in base64url, different every time', async () => {
    const codes = new SignInCodes(database.pool, () => new Date());
    const a = await codes.issue(claims, browser);
    const b = await codes.issue(claims, browser);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('work for just under a minute', async () => {
    const time = clock();
    const codes = new SignInCodes(database.pool, time.now);
    const code = await codes.issue(claims, browser);
    time.advance(59_999);
    expect(await codes.redeem(code, browser)).toEqual(redeemed);
  });

  it('are refused after a minute, and stay refused', async () => {
    const time = clock();
    const codes = new SignInCodes(database.pool, time.now);
    const code = await codes.issue(claims, browser);
    time.advance(60_000);
    expect(await codes.redeem(code, browser)).toEqual(unknown);
    expect(await codes.redeem(code, browser)).toEqual(unknown);
  });

  it('redeem only for the browser they were issued to, and stay good for it meanwhile', async () => {
    const codes = new SignInCodes(database.pool, () => new Date());
    const code = await codes.issue(claims, browser);
    expect(await codes.redeem(code, 'c'.repeat(32))).toEqual({ refused: 'otherBrowser' });
    expect(await codes.redeem(code, null)).toEqual({ refused: 'otherBrowser' });
    expect(await codes.redeem(code, browser)).toEqual(redeemed);
    expect(await codes.redeem(code, 'c'.repeat(32))).toEqual(unknown);
  });

  it('refuse a code that was never issued', async () => {
    expect(await new SignInCodes(database.pool, () => new Date()).redeem('made-up', browser)).toEqual(unknown);
  });

  it('are kept as digests, never as the code itself', async () => {
    const code = await new SignInCodes(database.pool, () => new Date()).issue(claims, browser);
    const { rows } = await database.pool.query<{ count: number }>(
      'select count(*)::int as count from kamra_sign_in_codes where code_digest = $1', [code],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('forget abandoned codes instead of growing without end', async () => {
    const time = clock(Date.parse('2030-01-01T00:00:00Z'));
    const codes = new SignInCodes(database.pool, time.now);
    for (let i = 0; i < 20; i++) await codes.issue(claims, browser);
    time.advance(61_000);
    await codes.issue(claims, browser);
    expect(await codes.pending()).toBe(1);
  });
});
