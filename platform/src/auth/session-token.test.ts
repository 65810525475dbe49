import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token.js';

const SECRET = 'a-test-secret-long-enough-for-hs256!!';
const key = new TextEncoder().encode(SECRET);

describe('session tokens', () => {
  it('reads back what it signed', async () => {
    const token = await signSessionToken({ userId: 'u1', email: 'a@b.pk', name: 'A' }, SECRET);
    expect(await verifySessionToken(token, SECRET)).toEqual({ userId: 'u1', email: 'a@b.pk', name: 'A' });
  });

  it('refuses a correctly signed token that never expires', async () => {
    const forever = await new SignJWT({ email: 'admin@kamra.pk', name: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer('kamra').setIssuedAt().sign(key);
    expect(await verifySessionToken(forever, SECRET)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ email: 'a@b.pk', name: 'A' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer('kamra').setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    expect(await verifySessionToken(expired, SECRET)).toBeNull();
  });
});
