import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link names: whose alert, and which saved search sends it. */
export interface UnsubscribeClaim {
  userId: string;
  searchId: string;
}

// A purpose of its own, so a token made here is never mistaken for a session or any other signed value.
const PURPOSE = 'kamra-unsubscribe:';

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(PURPOSE + payload).digest('base64url');
}

/** A token for a one-click link: it needs no sign-in, so it is signed, and names only the alert it stops. */
export function unsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ u: claim.userId, s: claim.searchId })).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

export function readUnsubscribeToken(token: unknown, secret: string): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { u, s } = parsed as Record<string, unknown>;
    return typeof u === 'string' && typeof s === 'string' ? { userId: u, searchId: s } : null;
  } catch {
    return null;
  }
}
