import { randomBytes } from 'node:crypto';
import type { SessionClaims } from '@kamra/platform';

const LIFETIME_MS = 60_000;

interface Pending {
  claims: SessionClaims;
  expiresAt: number;
}

/**
 * One-time codes that carry a finished sign-in across the redirect to `/?token=CODE`, so the
 * session token itself never sits in a URL, a browser history or a proxy log. A code is 32
 * random bytes, lives about a minute and is redeemed at most once.
 *
 * Held in this process's memory: with more than one write-service instance behind a load
 * balancer the exchange may reach another instance, so such a deployment needs a shared store
 * (Redis, or a table with the same single-use delete).
 */
export class SignInCodes {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly clock: () => number = Date.now) {}

  issue(claims: SessionClaims): string {
    this.forgetExpired();
    const code = randomBytes(32).toString('base64url');
    this.pending.set(code, { claims, expiresAt: this.clock() + LIFETIME_MS });
    return code;
  }

  /** The sign-in the code stands for, or null when it is unknown, used or expired. */
  redeem(code: string): SessionClaims | null {
    const pending = this.pending.get(code);
    this.pending.delete(code);
    if (!pending || pending.expiresAt <= this.clock()) return null;
    return pending.claims;
  }

  get size(): number {
    return this.pending.size;
  }

  private forgetExpired(): void {
    const now = this.clock();
    for (const [code, pending] of this.pending) if (pending.expiresAt <= now) this.pending.delete(code);
  }
}
