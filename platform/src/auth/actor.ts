import type { Request, RequestHandler } from 'express';
import { messages } from '@kamra/contracts/messages';
import { AUTH_TOKEN_HEADER } from '@kamra/contracts/read-models';
import { UnauthenticatedError, ForbiddenError } from '../errors.js';
import { verifySessionToken } from './session-token.js';

/** Who is making a request, as every command and query sees it. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: string; email: string; name: string; isAdmin: boolean };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actor: Actor;
    }
  }
}

export type SignedInActor = Extract<Actor, { kind: 'user' }>;

export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}

function tokenOf(req: Request): string | null {
  const header = req.get(AUTH_TOKEN_HEADER);
  if (header) return header.trim();
  const bearer = /^Bearer\s+(\S.*)$/i.exec(req.get('authorization') ?? '');
  return bearer?.[1]?.trim() ?? null;
}

const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });

/**
 * Reads the token (auth-token header or Bearer); a bad token counts as no token. Without a
 * token the request goes on at once, with no wait on a promise.
 */
export function resolveActor(options: { authSecret: string; adminEmails: readonly string[] }): RequestHandler {
  return (req, _res, next) => {
    req.actor = ANONYMOUS;
    const token = tokenOf(req);
    if (!token) {
      next();
      return;
    }
    verifySessionToken(token, options.authSecret).then((claims) => {
      if (claims) req.actor = { kind: 'user', ...claims, isAdmin: isAdminEmail(claims.email, options.adminEmails) };
      next();
    }, next);
  };
}

export function requireUser(req: Request): SignedInActor {
  if (req.actor.kind !== 'user') throw new UnauthenticatedError();
  return req.actor;
}

export function requireAdmin(req: Request): SignedInActor {
  const actor = requireUser(req);
  if (!actor.isAdmin) throw new ForbiddenError(messages.adminOnly);
  return actor;
}
