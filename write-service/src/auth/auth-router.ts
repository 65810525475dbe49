import express, { type Request, type Response, type Router } from 'express';
import passport from 'passport';
import { messages } from '@kamra/contracts/messages';
import { devSignInSchema, exchangeSignInCodeSchema, validateCommand } from '@kamra/contracts/commands';
import type { SignInToken } from '@kamra/contracts/read-models';
import type { EventStore } from '@kamra/eventstore';
import {
  NotFoundError,
  signSessionToken,
  UnauthenticatedError,
  ValidationError,
  type Database,
  type KamraConfig,
} from '@kamra/platform';
import { commandInput, jsonBodyOf } from '../commands/command-input.js';
import { signInUser, type SignInProfile } from '../users/sign-in-user.js';
import { devSignInPage } from './dev-sign-in-page.js';
import { GoogleAccount, googleEndpoints, googleStrategy } from './google-strategy.js';
import { markSignInBrowser, signInBrowserOf } from './sign-in-browser.js';
import { SignInCodes } from './sign-in-codes.js';

/** What the visitor typed into a form field, to show it back beside the message. */
function textOf(body: unknown, field: string): string | undefined {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, field) : undefined;
  return typeof value === 'string' ? value : undefined;
}

export interface AuthDeps {
  store: EventStore;
  /** Where pending sign-in codes are kept, so any instance can exchange them. */
  pool: Database['pool'];
  config: KamraConfig;
  now(): Date;
  /** Where GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL are read (default process.env). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The sign-in round trip: GET /auth/google (Google, or the dev form), its callback,
 * POST /auth/dev, and POST /auth/exchange that swaps the one-time code for a session token.
 * No server sessions: passport runs with `session: false` and the OAuth state rides a cookie.
 */
export function createAuthRouter(deps: AuthDeps): Router {
  const { config } = deps;
  // loadConfig never sets devSignIn in production; checked again here because this is the door.
  const devSignIn = config.devSignIn && !config.production;
  const router = express.Router();
  const codes = new SignInCodes(deps.pool, deps.now);

  const secureCookies = config.publicUrl.startsWith('https:');

  async function finishSignIn(req: Request, res: Response, profile: SignInProfile): Promise<void> {
    // The code is bound to the browser that opened /auth/google; one without its nonce did not
    // start this sign-in (a cross-site form post, an expired start) and gets no code at all.
    const browser = signInBrowserOf(req);
    if (browser === null) throw new UnauthenticatedError(messages.signInOtherBrowser);
    const claims = await signInUser(profile, {
      store: deps.store,
      adminEmails: config.adminEmails,
      correlationId: req.requestId,
      now: deps.now(),
    });
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, `/?token=${encodeURIComponent(await codes.issue(claims, browser))}`);
  }

  router.post('/auth/exchange', async (req, res) => {
    const { code } = commandInput(exchangeSignInCodeSchema, jsonBodyOf(req));
    const redeemed = await codes.redeem(code, signInBrowserOf(req));
    if ('refused' in redeemed) {
      throw new UnauthenticatedError(redeemed.refused === 'otherBrowser' ? messages.signInOtherBrowser : messages.signInCodeInvalid);
    }
    const body: SignInToken = { token: await signSessionToken(redeemed.claims, config.authSecret) };
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  });

  if (config.google) {
    const google = new passport.Passport();
    google.use('google', googleStrategy({
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      publicUrl: config.publicUrl,
      endpoints: googleEndpoints(deps.env ?? process.env),
    }));
    const toGoogle = google.authenticate('google', { session: false });
    router.get('/auth/google', (req, res, next) => {
      markSignInBrowser(req, res, secureCookies);
      toGoogle(req, res, next);
    });
    router.get('/auth/google/callback', (req, res, next) => {
      const done = (error: unknown, user: unknown, info: unknown): void => {
        if (user instanceof GoogleAccount) {
          finishSignIn(req, res, user.profile).catch(next);
          return;
        }
        // The person pressed Cancel at Google: back home, still signed out, nothing to report.
        if (!error && req.query.error === 'access_denied') {
          res.redirect(302, '/');
          return;
        }
        if (error) req.log.warn({ err: error }, 'google sign-in failed');
        const refused = !error && info instanceof Object && 'message' in info && info.message === messages.googleEmailMissing;
        next(new UnauthenticatedError(refused ? messages.googleEmailMissing : messages.googleSignInFailed));
      };
      google.authenticate('google', { session: false }, done)(req, res, next);
    });
  } else if (devSignIn) {
    router.get('/auth/google', (req, res) => {
      markSignInBrowser(req, res, secureCookies);
      res.type('html').send(devSignInPage());
    });
  }

  router.post('/auth/dev', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    if (!devSignIn) throw new NotFoundError(messages.devSignInUnavailable);
    const input: unknown = req.body ?? {};
    const parsed = validateCommand(devSignInSchema, input);
    if (!parsed.ok) {
      if (!req.is('application/x-www-form-urlencoded')) throw new ValidationError(parsed.message, parsed.fields);
      const form = { name: textOf(input, 'name'), email: textOf(input, 'email'), errors: parsed.fields };
      res.status(422).type('html').send(devSignInPage(form));
      return;
    }
    const { name, email } = parsed.value;
    await finishSignIn(req, res, { identity: { provider: 'dev', email }, name, email, picture: null });
  });

  return router;
}
