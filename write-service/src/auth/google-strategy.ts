import { Strategy as GoogleStrategy, type Profile, type VerifyCallback } from 'passport-google-oauth20';
import { messages } from '@kamra/contracts/messages';
import type { SignInProfile } from '../users/sign-in-user.js';
import { OAuthStateCookie } from './oauth-state-cookie.js';

/** Google's endpoints, each overridable so tests (and staging) can point at a stub provider. */
export interface GoogleEndpoints {
  authorizationURL: string;
  tokenURL: string;
  /** Must end in `/userinfo`, or the strategy falls back to the retired Google+ profile format. */
  userProfileURL: string;
}

export function googleEndpoints(env: NodeJS.ProcessEnv): GoogleEndpoints {
  return {
    authorizationURL: env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    userProfileURL: env.GOOGLE_USERINFO_URL || 'https://openidconnect.googleapis.com/v1/userinfo',
  };
}

/** What the strategy hands the callback: a class, so the callback can tell it from anything else. */
export class GoogleAccount {
  constructor(readonly profile: SignInProfile) {}
}

/** The account of a Google profile, or the reason it cannot sign in. */
export function googleAccountOf(profile: Profile): GoogleAccount | { refused: string } {
  const email = profile.emails?.[0];
  // Admin rights follow the email, so an address Google has not verified must not count.
  if (!email?.value || email.verified === false) return { refused: messages.googleEmailMissing };
  return new GoogleAccount({
    identity: { provider: 'google', subject: profile.id },
    name: profile.displayName || email.value,
    email: email.value,
    picture: profile.photos?.[0]?.value ?? null,
  });
}

export interface GoogleStrategyOptions {
  clientId: string;
  clientSecret: string;
  publicUrl: string;
  endpoints: GoogleEndpoints;
}

/** The access token travels in the Authorization header, never in a URL a log could keep. */
class HeaderTokenGoogleStrategy extends GoogleStrategy {
  sendTokenInHeader(): this {
    this._oauth2.useAuthorizationHeaderforGET(true);
    return this;
  }
}

export function googleStrategy(options: GoogleStrategyOptions): GoogleStrategy {
  return new HeaderTokenGoogleStrategy(
    {
      clientID: options.clientId,
      clientSecret: options.clientSecret,
      callbackURL: `${options.publicUrl}/auth/google/callback`,
      ...options.endpoints,
      scope: ['openid', 'profile', 'email'],
      store: new OAuthStateCookie(options.publicUrl.startsWith('https:')),
    },
    (_accessToken: string, _refreshToken: string, profile: Profile, done: VerifyCallback) => {
      const account = googleAccountOf(profile);
      if (account instanceof GoogleAccount) done(null, account);
      else done(null, false, { message: account.refused });
    },
  ).sendTokenInHeader();
}
