import { SignJWT, jwtVerify, errors } from 'jose';

/** What a session token says about its bearer. Admin rights are decided at each request. */
export interface SessionClaims {
  userId: string;
  email: string;
  name: string;
}

const ISSUER = 'kamra';
const LIFETIME = '30d';

export async function signSessionToken(claims: SessionClaims, secret: string): Promise<string> {
  return new SignJWT({ email: claims.email, name: claims.name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(new TextEncoder().encode(secret));
}

/** The claims of a valid token, or null for a forged, expired or malformed one. */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.name !== 'string') return null;
    return { userId: payload.sub, email: payload.email, name: payload.name };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
