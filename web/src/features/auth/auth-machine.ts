import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../lib/api-error';
import { clearAuthToken, saveAuthToken } from '../../lib/auth-token';
import { forgetSignInIntent } from '../../lib/auth/sign-in-intent';
import { exchangeSignInCode } from './api/exchange-sign-in-code';
import { getSignedInUser } from './api/get-signed-in-user';
import { addressWithoutSignInCode, takeReturnTo } from './sign-in-code';
import type { AuthStatus } from '../../lib/auth/auth-context';
import type { SignedInUser } from '../../lib/auth/signed-in-user';

export interface AuthInput {
  /** One-time code from the sign-in redirect (`/?token=CODE`), if this load carries one. */
  code: string | null;
  /** Token already stored from an earlier sign-in. */
  token: string | null;
}

interface AuthContext {
  code: string | null;
  token: string | null;
  user: SignedInUser | null;
  /**
   * Why the code this load brought was not exchanged, in the reader's language: a link from a
   * sign-in started in another browser (someone else's), or one expired or used. The person stays
   * as they were, and is told so rather than left wondering whose account they are in.
   */
  refusal: string | null;
}

export type AuthEvent = { type: 'SIGN_OUT' } | { type: 'DISMISS_REFUSAL' };

/** The refusal's text: the API's message (already translated), or nothing to say for anything else. */
const refusalOf = (error: unknown): string | null => (error instanceof ApiError ? error.message : null);

/**
 * Sign-in lifecycle of one page load.
 *
 *   start -> exchanging (a code came back) -> reloading   (token stored, URL cleaned, page reloads)
 *         -> checking   (a token is stored) -> signedIn | signedOut (token removed)
 *         -> signedOut  (nothing stored; a noted sign-in intent is forgotten)
 *
 * Side effects are named actions and actors so tests can replace them.
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    exchangeCode: fromPromise<string, { code: string }>(({ input }) => exchangeSignInCode(input.code)),
    loadUser: fromPromise<SignedInUser, { token: string }>(({ input, signal }) => getSignedInUser(input.token, signal)),
  },
  actions: {
    storeToken: (_, token: string) => saveAuthToken(token),
    forgetToken: () => clearAuthToken(),
    /**
     * Start the app again with the token: on the page the person signed in from, else on this
     * address without the code (a reload or a shared link never replays it).
     */
    reloadWithoutCode: () => {
      const back = takeReturnTo();
      if (back !== null) {
        window.location.replace(back);
        return;
      }
      window.history.replaceState(window.history.state, '', addressWithoutSignInCode(window.location.href));
      window.location.reload();
    },
    /**
     * A load that ends signed out means no sign-in round trip is under way (cancelled at the
     * provider, a failed code, signing out): what a visitor was doing before is not to be finished later.
     */
    forgetIntent: () => forgetSignInIntent(),
    dropCodeFromAddress: () => {
      window.history.replaceState(window.history.state, '', addressWithoutSignInCode(window.location.href));
    },
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ code: input.code, token: input.token, user: null, refusal: null }),
  initial: 'start',
  on: {
    DISMISS_REFUSAL: { actions: assign({ refusal: null }) },
  },
  states: {
    start: {
      always: [
        { guard: 'hasCode', target: 'exchanging' },
        { guard: 'hasToken', target: 'checking' },
        { target: 'signedOut' },
      ],
    },
    exchanging: {
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: {
          target: 'reloading',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'reloadWithoutCode'],
        },
        // A stale or reused code, or one from a sign-in this browser did not start: forget it,
        // say why, and carry on with whoever was signed in before (the code never replaces them).
        onError: [
          {
            guard: 'hasToken',
            target: 'checking',
            actions: ['dropCodeFromAddress', assign({ code: null, refusal: ({ event }) => refusalOf(event.error) })],
          },
          { target: 'signedOut', actions: ['dropCodeFromAddress', assign({ code: null, refusal: ({ event }) => refusalOf(event.error) })] },
        ],
      },
    },
    // Waiting for the browser to reload; the loading screen stays up.
    reloading: {},
    checking: {
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.output }),
        },
        onError: {
          target: 'signedOut',
          actions: ['forgetToken', assign({ token: null, user: null })],
        },
      },
    },
    signedIn: {
      on: {
        SIGN_OUT: { target: 'signedOut', actions: ['forgetToken', assign({ token: null, user: null })] },
      },
    },
    signedOut: {
      entry: 'forgetIntent',
    },
  },
});


/** Collapses the machine's states into what the interface needs to know. */
export function authStatusOf(state: { matches: (value: 'signedIn' | 'signedOut') => boolean }): AuthStatus {
  if (state.matches('signedIn')) return 'signedIn';
  if (state.matches('signedOut')) return 'signedOut';
  return 'loading';
}
